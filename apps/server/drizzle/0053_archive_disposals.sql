CREATE TABLE "archive_disposals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" bigint NOT NULL,
	"status" smallint NOT NULL,
	"reason" text NOT NULL,
	"exception_reason" text,
	"requested_by" integer NOT NULL,
	"requested_by_name" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"decision_comment" text,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "archive_disposals" ADD CONSTRAINT "archive_disposals_item_id_archive_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."archive_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_disposals" ADD CONSTRAINT "archive_disposals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_disposals" ADD CONSTRAINT "archive_disposals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "archive_disposals_one_pending" ON "archive_disposals" USING btree ("item_id") WHERE "archive_disposals"."status" = 0;--> statement-breakpoint
CREATE INDEX "archive_disposals_status_idx" ON "archive_disposals" USING btree ("status","id" DESC NULLS LAST);