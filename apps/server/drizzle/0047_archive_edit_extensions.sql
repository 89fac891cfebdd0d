ALTER TABLE "archive_items" ADD COLUMN "copies" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "archive_transfers" ADD COLUMN "extension_date" date;--> statement-breakpoint
ALTER TABLE "archive_transfers" ADD COLUMN "extension_reason" text;