CREATE TABLE "bill_charge_pricings" (
	"bill_id" bigint PRIMARY KEY NOT NULL,
	"version_id" bigint NOT NULL,
	"manager_level" text NOT NULL,
	"priced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charge_fee_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"version_id" bigint NOT NULL,
	"sort" smallint NOT NULL,
	"item_name" text NOT NULL,
	"charge_days" integer NOT NULL,
	"rate_chief" numeric(12, 8) NOT NULL,
	"rate_senior" numeric(12, 8) NOT NULL,
	"rate_advanced" numeric(12, 8) NOT NULL,
	"rate_common" numeric(12, 8) NOT NULL,
	"rate_other" numeric(12, 8) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charge_standard_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"standard_code" text NOT NULL,
	"version_no" integer NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charge_standards" (
	"code" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_manager_levels" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "five_level_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bill_id" bigint NOT NULL,
	"from_level" smallint NOT NULL,
	"to_level" smallint NOT NULL,
	"reason" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"applicant_id" integer NOT NULL,
	"applicant_name" text NOT NULL,
	"owner_id" integer NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"decision_comment" text
);
--> statement-breakpoint
CREATE TABLE "loan_five_levels" (
	"bill_id" bigint PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_charge_pricings" ADD CONSTRAINT "bill_charge_pricings_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_charge_pricings" ADD CONSTRAINT "bill_charge_pricings_version_id_charge_standard_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."charge_standard_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_fee_items" ADD CONSTRAINT "charge_fee_items_version_id_charge_standard_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."charge_standard_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_standard_versions" ADD CONSTRAINT "charge_standard_versions_standard_code_charge_standards_code_fk" FOREIGN KEY ("standard_code") REFERENCES "public"."charge_standards"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_standard_versions" ADD CONSTRAINT "charge_standard_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_manager_levels" ADD CONSTRAINT "customer_manager_levels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "five_level_changes" ADD CONSTRAINT "five_level_changes_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "five_level_changes" ADD CONSTRAINT "five_level_changes_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "five_level_changes" ADD CONSTRAINT "five_level_changes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_five_levels" ADD CONSTRAINT "loan_five_levels_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_charge_pricings_version_idx" ON "bill_charge_pricings" USING btree ("version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charge_fee_items_version_sort_key" ON "charge_fee_items" USING btree ("version_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "charge_standard_versions_no_key" ON "charge_standard_versions" USING btree ("standard_code","version_no");--> statement-breakpoint
CREATE UNIQUE INDEX "five_level_changes_one_pending_key" ON "five_level_changes" USING btree ("bill_id") WHERE status = 1;--> statement-breakpoint
CREATE INDEX "five_level_changes_bill_idx" ON "five_level_changes" USING btree ("bill_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "five_level_changes_created_idx" ON "five_level_changes" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE FUNCTION "charge_version_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'charge standard versions are read-only: save a new version instead' USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "charge_standard_versions_immutable" BEFORE UPDATE OR DELETE ON "charge_standard_versions" FOR EACH ROW EXECUTE FUNCTION "charge_version_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "charge_fee_items_immutable" BEFORE UPDATE OR DELETE ON "charge_fee_items" FOR EACH ROW EXECUTE FUNCTION "charge_version_refuse_change"();
