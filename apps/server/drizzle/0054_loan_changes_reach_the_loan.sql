ALTER TABLE "loan_adjustments" DROP CONSTRAINT "loan_adjustments_posted";--> statement-breakpoint
ALTER TABLE "repayment_schedules" ADD COLUMN "interest_waived" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_type_changes" ADD COLUMN "status" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_type_changes" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "loan_type_changes" ADD COLUMN "decided_by_name" text;--> statement-breakpoint
ALTER TABLE "loan_type_changes" ADD COLUMN "decision_comment" text;--> statement-breakpoint
ALTER TABLE "loan_type_changes" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loan_type_changes" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_type_changes" ADD CONSTRAINT "loan_type_changes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_type_changes_one_open" ON "loan_type_changes" USING btree ("grant_id") WHERE "loan_type_changes"."status" = 1;--> statement-breakpoint
ALTER TABLE "repayment_schedules" ADD CONSTRAINT "repayment_schedules_waived_held" CHECK ("repayment_schedules"."interest_waived" >= 0);--> statement-breakpoint
ALTER TABLE "loan_adjustments" ADD CONSTRAINT "loan_adjustments_principal_posted" CHECK ("loan_adjustments"."status" <> 2 or "loan_adjustments"."target" <> 1 or "loan_adjustments"."ledger_entry_id" is not null);--> statement-breakpoint
ALTER TABLE "loan_adjustments" ADD CONSTRAINT "loan_adjustments_posted" CHECK ("loan_adjustments"."ledger_entry_id" is null or "loan_adjustments"."status" = 2);