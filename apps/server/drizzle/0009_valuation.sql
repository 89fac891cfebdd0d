CREATE TABLE "property_buildings" (
	"id" text PRIMARY KEY NOT NULL,
	"community_id" text NOT NULL,
	"name" text NOT NULL,
	"total_floors" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_communities" (
	"id" text PRIMARY KEY NOT NULL,
	"city_code" text NOT NULL,
	"district_code" text NOT NULL,
	"district_name" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"build_year" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_comparables" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"city_code" text NOT NULL,
	"district_code" text NOT NULL,
	"community_id" text,
	"unit_price" numeric(14, 2) NOT NULL,
	"area" numeric(10, 2) NOT NULL,
	"floor" smallint NOT NULL,
	"total_floors" smallint NOT NULL,
	"build_year" integer NOT NULL,
	"traded_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_houses" (
	"id" text PRIMARY KEY NOT NULL,
	"unit_id" text NOT NULL,
	"building_id" text NOT NULL,
	"name" text NOT NULL,
	"floor" smallint NOT NULL,
	"area" numeric(10, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_units" (
	"id" text PRIMARY KEY NOT NULL,
	"building_id" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "valuation_enquiries" (
	"case_id" text PRIMARY KEY NOT NULL,
	"valuation_record_id" integer NOT NULL,
	"provider" text NOT NULL,
	"address" text NOT NULL,
	"request" jsonb NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"assess_explain" text,
	"remark" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "valuation_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"valuation_id" text NOT NULL,
	"external_id" text,
	"case_id" text,
	"mortgage_info_id" integer,
	"channel" text NOT NULL,
	"assess_type" smallint,
	"mode" smallint,
	"guzhi_request_type" smallint NOT NULL,
	"provider" text NOT NULL,
	"city_code" text,
	"city_name" text,
	"area_id" text,
	"area_name" text,
	"community_id" text,
	"community_name" text,
	"building_id" text,
	"building_name" text,
	"house_id" text,
	"house_name" text,
	"address" text,
	"house_type" smallint,
	"building_area" numeric(14, 2),
	"build_year" integer,
	"price" numeric(14, 2),
	"total_price" numeric(14, 2),
	"special_factors" text,
	"notes" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_date" date,
	"valued_by" integer NOT NULL,
	"valued_by_name" text NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "valuation_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"valuation_record_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"size" integer NOT NULL,
	"form" jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "valuation_reports_valuation_record_id_unique" UNIQUE("valuation_record_id")
);
--> statement-breakpoint
ALTER TABLE "property_buildings" ADD CONSTRAINT "property_buildings_community_id_property_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."property_communities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_comparables" ADD CONSTRAINT "property_comparables_community_id_property_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."property_communities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_houses" ADD CONSTRAINT "property_houses_unit_id_property_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."property_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_houses" ADD CONSTRAINT "property_houses_building_id_property_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."property_buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_units" ADD CONSTRAINT "property_units_building_id_property_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."property_buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuation_enquiries" ADD CONSTRAINT "valuation_enquiries_valuation_record_id_valuation_records_id_fk" FOREIGN KEY ("valuation_record_id") REFERENCES "public"."valuation_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuation_records" ADD CONSTRAINT "valuation_records_valued_by_users_id_fk" FOREIGN KEY ("valued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuation_reports" ADD CONSTRAINT "valuation_reports_valuation_record_id_valuation_records_id_fk" FOREIGN KEY ("valuation_record_id") REFERENCES "public"."valuation_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuation_reports" ADD CONSTRAINT "valuation_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_communities_city_idx" ON "property_communities" USING btree ("city_code","district_code");--> statement-breakpoint
CREATE INDEX "property_comparables_community_idx" ON "property_comparables" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "property_comparables_district_idx" ON "property_comparables" USING btree ("city_code","district_code");--> statement-breakpoint
CREATE INDEX "property_houses_building_idx" ON "property_houses" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "property_houses_unit_idx" ON "property_houses" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "valuation_enquiries_pending_idx" ON "valuation_enquiries" USING btree ("available_at") WHERE "valuation_enquiries"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "valuation_records_valuation_id_key" ON "valuation_records" USING btree ("valuation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "valuation_records_external_id_key" ON "valuation_records" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "valuation_records_case_id_idx" ON "valuation_records" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "valuation_records_collateral_idx" ON "valuation_records" USING btree ("mortgage_info_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "valuation_records_created_idx" ON "valuation_records" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "valuation_records_valued_by_idx" ON "valuation_records" USING btree ("valued_by","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "valuation_records_area_idx" ON "valuation_records" USING btree ("area_code","created_at" DESC NULLS FIRST);