ALTER TABLE "repayment_applications" ALTER COLUMN "credit" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "repayment_applications" ALTER COLUMN "lines" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "repayment_applications" ALTER COLUMN "ledger_entry_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "repayment_applications" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "repayment_applications" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "repayment_applications" ADD COLUMN "reviewed_by_name" text;--> statement-breakpoint
ALTER TABLE "repayment_applications" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "repayment_applications" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "repayment_applications" ADD CONSTRAINT "repayment_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Applications recorded before review existed were posted at once: they are posted (2).
UPDATE "repayment_applications" SET "status" = 2 WHERE "ledger_entry_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "repayment_applications_status_idx" ON "repayment_applications" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "repayment_applications" ADD CONSTRAINT "repayment_applications_posted_entry" CHECK (("repayment_applications"."status" = 2) = ("repayment_applications"."ledger_entry_id" is not null));