CREATE TABLE "mortgagees" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"owner_id" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mortgage_releases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bill_id" bigint NOT NULL,
	"status" smallint NOT NULL,
	"exception_reason" text,
	"applicant_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mortgage_request_properties" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"bill_mortgage_id" bigint NOT NULL,
	"cert_no" text,
	"reg_date" date,
	"mortgagee_id" bigint,
	"mortgage_order" smallint,
	"registered_by" integer,
	"registered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mortgage_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bill_id" bigint NOT NULL,
	"mortgagee_id" bigint NOT NULL,
	"mortgage_order" smallint NOT NULL,
	"remark" text,
	"status" smallint NOT NULL,
	"applicant_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mortgagees" ADD CONSTRAINT "mortgagees_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mortgage_releases" ADD CONSTRAINT "mortgage_releases_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mortgage_releases" ADD CONSTRAINT "mortgage_releases_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mortgage_request_properties" ADD CONSTRAINT "mortgage_request_properties_request_id_mortgage_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."mortgage_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mortgage_request_properties" ADD CONSTRAINT "mortgage_request_properties_bill_mortgage_id_bill_mortgages_id_fk" FOREIGN KEY ("bill_mortgage_id") REFERENCES "public"."bill_mortgages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mortgage_request_properties" ADD CONSTRAINT "mortgage_request_properties_mortgagee_id_mortgagees_id_fk" FOREIGN KEY ("mortgagee_id") REFERENCES "public"."mortgagees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mortgage_request_properties" ADD CONSTRAINT "mortgage_request_properties_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mortgage_requests" ADD CONSTRAINT "mortgage_requests_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mortgage_requests" ADD CONSTRAINT "mortgage_requests_mortgagee_id_mortgagees_id_fk" FOREIGN KEY ("mortgagee_id") REFERENCES "public"."mortgagees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mortgage_requests" ADD CONSTRAINT "mortgage_requests_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mortgagees_created_idx" ON "mortgagees" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mortgagees_owner_idx" ON "mortgagees" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mortgagees_group_idx" ON "mortgagees" USING btree ("group_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mortgagees_department_idx" ON "mortgagees" USING btree ("department_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mortgagees_area_idx" ON "mortgagees" USING btree ("area_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mortgagees_name_idx" ON "mortgagees" USING btree ("name" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "mortgage_releases_live_bill_uq" ON "mortgage_releases" USING btree ("bill_id") WHERE "mortgage_releases"."status" <> -1;--> statement-breakpoint
CREATE INDEX "mortgage_releases_status_idx" ON "mortgage_releases" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "mortgage_request_properties_uq" ON "mortgage_request_properties" USING btree ("request_id","bill_mortgage_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mortgage_requests_live_bill_uq" ON "mortgage_requests" USING btree ("bill_id") WHERE "mortgage_requests"."status" <> -1;--> statement-breakpoint
CREATE INDEX "mortgage_requests_status_idx" ON "mortgage_requests" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mortgage_requests_area_idx" ON "mortgage_requests" USING btree ("area_code","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);