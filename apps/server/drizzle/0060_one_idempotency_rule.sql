ALTER TABLE "idempotency_keys" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
-- Keys recorded before decision 0076 hold no answer to replay; the rows' own key indexes still guard their writes.
DELETE FROM "idempotency_keys";
