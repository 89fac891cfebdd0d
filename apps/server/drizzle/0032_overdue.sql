CREATE TABLE "business_calendar" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"business_date" date NOT NULL,
	"overdue_through" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_calendar_one_row" CHECK ("business_calendar"."id" = 1),
	CONSTRAINT "business_calendar_order" CHECK ("business_calendar"."overdue_through" <= "business_calendar"."business_date")
);
--> statement-breakpoint
CREATE TABLE "overdue_run_days" (
	"business_date" date PRIMARY KEY NOT NULL,
	"loans" integer NOT NULL,
	"instalments" integer NOT NULL,
	"penalty" numeric(18, 2) NOT NULL,
	"penalty_daily_rate" numeric(12, 8) NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "repayment_schedules" DROP CONSTRAINT "repayment_schedules_paid_within";--> statement-breakpoint
ALTER TABLE "repayment_loans" ADD COLUMN "days_past_due" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "repayment_loans" ADD COLUMN "suggested_class" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "repayment_loans" ADD COLUMN "accrued_through" date;--> statement-breakpoint
ALTER TABLE "repayment_schedules" ADD COLUMN "penalty" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "repayment_schedules" ADD COLUMN "paid_penalty" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "repayment_loans_overdue_idx" ON "repayment_loans" USING btree ("days_past_due" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "repayment_loans"."days_past_due" > 0;--> statement-breakpoint
CREATE INDEX "repayment_schedules_open_idx" ON "repayment_schedules" USING btree ("loan_id","re_fund_time") WHERE "repayment_schedules"."status" <> 2;--> statement-breakpoint
ALTER TABLE "repayment_schedules" ADD CONSTRAINT "repayment_schedules_paid_within" CHECK ("repayment_schedules"."paid_principal" between 0 and "repayment_schedules"."principal" and "repayment_schedules"."paid_interest" between 0 and "repayment_schedules"."interest" and "repayment_schedules"."paid_penalty" between 0 and "repayment_schedules"."penalty");