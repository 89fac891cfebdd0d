ALTER TABLE "repayment_schedules" DROP CONSTRAINT "repayment_schedules_paid_within";--> statement-breakpoint
ALTER TABLE "bill_terms" ADD COLUMN "fee_lines" jsonb;--> statement-breakpoint
ALTER TABLE "repayment_schedules" ADD COLUMN "fee" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "repayment_schedules" ADD COLUMN "fee_by_days" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "repayment_schedules" ADD COLUMN "paid_fee" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "repayment_terms" ADD COLUMN "fee_lines" jsonb;--> statement-breakpoint
ALTER TABLE "repayment_terms" ADD COLUMN "penalty_daily_rate" numeric(12, 8);--> statement-breakpoint
ALTER TABLE "repayment_schedules" ADD CONSTRAINT "repayment_schedules_paid_within" CHECK ("repayment_schedules"."paid_principal" between 0 and "repayment_schedules"."principal" and "repayment_schedules"."paid_interest" between 0 and "repayment_schedules"."interest" and "repayment_schedules"."paid_penalty" between 0 and "repayment_schedules"."penalty" and "repayment_schedules"."paid_fee" between 0 and "repayment_schedules"."fee");--> statement-breakpoint
-- Loans made before decision 0073 keep the penalty rate their bill's terms were decided with.
UPDATE "repayment_terms" AS rt SET "penalty_daily_rate" = bt."penalty_daily_rate"
  FROM "grants" AS g JOIN "bill_terms" AS bt ON bt."bill_id" = g."bill_id"
 WHERE g."id" = rt."grant_id";
