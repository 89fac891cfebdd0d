CREATE TABLE "system_change_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bill_id" bigint NOT NULL,
	"bill_no" text NOT NULL,
	"customer_name" text NOT NULL,
	"bill_version" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"reason" text NOT NULL,
	"status" smallint NOT NULL,
	"applicant_id" integer NOT NULL,
	"applicant_name" text NOT NULL,
	"owner_id" integer NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_change_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"bill_no" text NOT NULL,
	"field" text NOT NULL,
	"before" text,
	"after" text NOT NULL,
	"bill_version" integer NOT NULL,
	"applicant_name" text NOT NULL,
	"approver_id" integer NOT NULL,
	"approver_name" text NOT NULL,
	"owner_id" integer NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "system_change_requests" ADD CONSTRAINT "system_change_requests_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_change_requests" ADD CONSTRAINT "system_change_requests_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_change_versions" ADD CONSTRAINT "system_change_versions_request_id_system_change_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."system_change_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_change_versions" ADD CONSTRAINT "system_change_versions_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_change_versions" ADD CONSTRAINT "system_change_versions_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "system_change_requests_applicant_idx" ON "system_change_requests" USING btree ("applicant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "system_change_requests_status_idx" ON "system_change_requests" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "system_change_requests_area_idx" ON "system_change_requests" USING btree ("area_code","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "system_change_requests_bill_idx" ON "system_change_requests" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "system_change_versions_newest_idx" ON "system_change_versions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "system_change_versions_bill_idx" ON "system_change_versions" USING btree ("bill_id","id");--> statement-breakpoint
CREATE INDEX "system_change_versions_area_idx" ON "system_change_versions" USING btree ("area_code","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);