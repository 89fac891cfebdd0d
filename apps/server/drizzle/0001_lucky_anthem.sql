CREATE TABLE "export_tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"params" jsonb NOT NULL,
	"scope" jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"size" bigint,
	"storage_key" text,
	"password_hash" text NOT NULL,
	"password_sealed" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "export_tasks_task_no_unique" UNIQUE("task_no")
);
--> statement-breakpoint
ALTER TABLE "export_tasks" ADD CONSTRAINT "export_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_tasks_user_idx" ON "export_tasks" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "export_tasks_expiry_idx" ON "export_tasks" USING btree ("status","expires_at");