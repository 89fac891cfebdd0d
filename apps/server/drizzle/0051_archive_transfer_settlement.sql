ALTER TABLE "archive_transfers" ADD COLUMN "settlement_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "archive_transfers" ADD COLUMN "settlement_from" smallint;