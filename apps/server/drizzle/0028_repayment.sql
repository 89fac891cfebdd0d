CREATE TABLE "repayment_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"loan_id" bigint NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"credit" numeric(18, 2) NOT NULL,
	"lines" jsonb NOT NULL,
	"ledger_entry_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repayment_loans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"grant_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"funding_party" text NOT NULL,
	"principal" numeric(18, 2) NOT NULL,
	"annual_rate" numeric(12, 8) NOT NULL,
	"method" text NOT NULL,
	"term_months" integer NOT NULL,
	"repayment_day" smallint NOT NULL,
	"draw_date" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"owner_id" integer NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repayment_schedules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"loan_id" bigint NOT NULL,
	"period" smallint NOT NULL,
	"re_fund_time" date NOT NULL,
	"begin_rate_time" date NOT NULL,
	"end_rate_time" date NOT NULL,
	"principal" numeric(18, 2) NOT NULL,
	"interest" numeric(18, 2) NOT NULL,
	"paid_principal" numeric(18, 2) DEFAULT '0' NOT NULL,
	"paid_interest" numeric(18, 2) DEFAULT '0' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "repayment_schedules_paid_within" CHECK ("repayment_schedules"."paid_principal" between 0 and "repayment_schedules"."principal" and "repayment_schedules"."paid_interest" between 0 and "repayment_schedules"."interest")
);
--> statement-breakpoint
CREATE TABLE "repayment_terms" (
	"grant_id" bigint PRIMARY KEY NOT NULL,
	"annual_rate" numeric(12, 8) NOT NULL,
	"method" text NOT NULL,
	"term_months" integer,
	"repayment_day" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "repayment_applications" ADD CONSTRAINT "repayment_applications_loan_id_repayment_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."repayment_loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayment_applications" ADD CONSTRAINT "repayment_applications_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayment_applications" ADD CONSTRAINT "repayment_applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayment_loans" ADD CONSTRAINT "repayment_loans_grant_id_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayment_loans" ADD CONSTRAINT "repayment_loans_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayment_loans" ADD CONSTRAINT "repayment_loans_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayment_schedules" ADD CONSTRAINT "repayment_schedules_loan_id_repayment_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."repayment_loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayment_terms" ADD CONSTRAINT "repayment_terms_grant_id_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "repayment_applications_key" ON "repayment_applications" USING btree ("created_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "repayment_applications_loan_idx" ON "repayment_applications" USING btree ("loan_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "repayment_loans_grant_key" ON "repayment_loans" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "repayment_loans_bill_idx" ON "repayment_loans" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "repayment_loans_created_idx" ON "repayment_loans" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "repayment_loans_owner_idx" ON "repayment_loans" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "repayment_loans_area_idx" ON "repayment_loans" USING btree ("area_code","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "repayment_schedules_period_key" ON "repayment_schedules" USING btree ("loan_id","period");--> statement-breakpoint
CREATE INDEX "repayment_schedules_due_idx" ON "repayment_schedules" USING btree ("re_fund_time","id");