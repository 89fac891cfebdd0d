ALTER TABLE "repayment_applications" ADD COLUMN "settle" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "repayment_loans" ADD COLUMN "credit" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "repayment_loans" ADD COLUMN "settled_on" date;--> statement-breakpoint
ALTER TABLE "repayment_loans" ADD COLUMN "settled_early" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "archive_items" ADD COLUMN "return_queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "repayment_loans" ADD CONSTRAINT "repayment_loans_credit_held" CHECK ("repayment_loans"."credit" >= 0);