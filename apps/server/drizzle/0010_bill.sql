CREATE TABLE "flow_instances" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"process" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"status" text NOT NULL,
	"node_index" smallint NOT NULL,
	"nodes" jsonb NOT NULL,
	"current_permission" text,
	"untouched" boolean NOT NULL,
	"applicant_id" integer NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"instance_id" bigint NOT NULL,
	"action" text NOT NULL,
	"from_node" text,
	"to_node" text,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_name" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_mortgages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bill_id" bigint NOT NULL,
	"sort" smallint NOT NULL,
	"cert_no" text,
	"address_province" text,
	"address_district" text,
	"address_details" text NOT NULL,
	"building_id" text,
	"construction_id" text,
	"house_id" text,
	"cert_location" text,
	"cert_status" smallint,
	"community_promotion_name" text,
	"evs_total_price_world_union" numeric(18, 2),
	"evs_unit_price_world_union" numeric(18, 2),
	"evs_world_union_id" text,
	"first_mortgage_price" numeric(18, 2),
	"floor_area" numeric(12, 2),
	"house_age" smallint,
	"mortgage_percentage" numeric(5, 2),
	"owner_borrower_relation" smallint,
	"owner_borrower_relation_notes" text,
	"owner_marriage" smallint,
	"owner_marriage_notes" text,
	"owner_name_bill" text,
	"ownership_type" smallint,
	"usage" smallint,
	"usage_notes" text,
	"use_status" smallint,
	"use_status_notes" text,
	"address_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_number_sequences" (
	"prefix" text NOT NULL,
	"day" text NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bill_no" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"current_node" text,
	"bill_type" smallint DEFAULT 0 NOT NULL,
	"bill_customer_name" text NOT NULL,
	"bill_customer_mobile" text NOT NULL,
	"id_card" text NOT NULL,
	"bill_notes" text,
	"borrow_amount" numeric(18, 2) NOT NULL,
	"borrow_date" date,
	"borrow_duration" integer NOT NULL,
	"borrow_duration_final_rc" integer,
	"borrow_type" smallint NOT NULL,
	"borrowing_purposes" text,
	"repaying_source" text,
	"customer_description" text,
	"grant_institution_type" smallint,
	"exist_letter" boolean,
	"charge_rule_id" integer,
	"saleman_signing_date" date,
	"fundings" text,
	"contract_no" text,
	"company_name" text,
	"company_list" jsonb,
	"company_not_input_reason" text,
	"channel_id" integer,
	"channel_notes" text,
	"channel_company_name" text,
	"channel_source" text,
	"channel_contact_name" text,
	"channel_contact_mobile" text,
	"doc_collection_notes" text,
	"doc_collection_status" smallint,
	"third_party_license_no" text,
	"third_party_name" text,
	"third_party_type" smallint,
	"bank_name" text,
	"bank_address" text,
	"bank_contact_name" text,
	"bank_contact_mobile" text,
	"bank_notes" text,
	"duplicate_of" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"blacklist_reason" text,
	"salesperson_id" integer NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"idempotency_key" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "flow_instances" ADD CONSTRAINT "flow_instances_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_records" ADD CONSTRAINT "flow_records_instance_id_flow_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."flow_instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_records" ADD CONSTRAINT "flow_records_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_mortgages" ADD CONSTRAINT "bill_mortgages_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_salesperson_id_users_id_fk" FOREIGN KEY ("salesperson_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flow_instances_subject_key" ON "flow_instances" USING btree ("process","subject_id");--> statement-breakpoint
CREATE INDEX "flow_instances_inbox_idx" ON "flow_instances" USING btree ("current_permission","status","updated_at");--> statement-breakpoint
CREATE INDEX "flow_records_instance_idx" ON "flow_records" USING btree ("instance_id","id");--> statement-breakpoint
CREATE INDEX "bill_mortgages_bill_idx" ON "bill_mortgages" USING btree ("bill_id","sort");--> statement-breakpoint
CREATE INDEX "bill_mortgages_cert_no_idx" ON "bill_mortgages" USING btree ("cert_no");--> statement-breakpoint
CREATE INDEX "bill_mortgages_address_key_idx" ON "bill_mortgages" USING btree ("address_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_number_sequences_key" ON "bill_number_sequences" USING btree ("prefix","day");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_bill_no_key" ON "bills" USING btree ("bill_no" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "bills_idempotency_key" ON "bills" USING btree ("salesperson_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bills_area_status_idx" ON "bills" USING btree ("area_code","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bills_salesperson_idx" ON "bills" USING btree ("salesperson_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bills_group_idx" ON "bills" USING btree ("group_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bills_department_idx" ON "bills" USING btree ("department_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bills_created_idx" ON "bills" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bills_id_card_idx" ON "bills" USING btree ("id_card");--> statement-breakpoint
CREATE INDEX "bills_mobile_idx" ON "bills" USING btree ("bill_customer_mobile");