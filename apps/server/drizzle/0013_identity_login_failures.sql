CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"failures" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "client_request_id" text;--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_user_idx" ON "login_failures" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";