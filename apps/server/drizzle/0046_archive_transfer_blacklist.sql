CREATE TABLE "archive_transfer_blacklist" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"added_by" integer NOT NULL,
	"added_by_name" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "archive_transfer_blacklist" ADD CONSTRAINT "archive_transfer_blacklist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;