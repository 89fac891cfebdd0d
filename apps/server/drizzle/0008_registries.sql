CREATE TABLE "borrowers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"id_card" text NOT NULL,
	"mobile" text NOT NULL,
	"marriage" smallint,
	"address" text,
	"notes" text,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"owner_id" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firm_shareholders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"firm_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"kind" smallint NOT NULL,
	"ratio" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"firm_name" text NOT NULL,
	"credit_code" text,
	"registration_code" text,
	"legal_person" text NOT NULL,
	"registered_capital" numeric(18, 2),
	"establish_date" date,
	"address" text,
	"business_scope" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"source" smallint DEFAULT 1 NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"owner_id" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_fee_rules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel_id" bigint NOT NULL,
	"rule_name" text NOT NULL,
	"borrow_types" smallint[] NOT NULL,
	"fee_mode" smallint NOT NULL,
	"fee_rate" numeric(12, 8),
	"fee_amount" numeric(18, 2),
	"min_loan_amount" numeric(18, 2),
	"max_loan_amount" numeric(18, 2),
	"effective_from" date,
	"effective_to" date,
	"notes" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel_company_name" text NOT NULL,
	"channel_source" smallint NOT NULL,
	"channel_contact_name" text NOT NULL,
	"channel_contact_mobile" text NOT NULL,
	"channel_notes" text,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"owner_id" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blacklist_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"id_card" text,
	"mobile" text,
	"reason" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"added_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"remove_reason" text,
	"removed_by" integer,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "borrowers" ADD CONSTRAINT "borrowers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_shareholders" ADD CONSTRAINT "firm_shareholders_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firms" ADD CONSTRAINT "firms_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_fee_rules" ADD CONSTRAINT "channel_fee_rules_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_fee_rules" ADD CONSTRAINT "channel_fee_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklist_entries" ADD CONSTRAINT "blacklist_entries_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklist_entries" ADD CONSTRAINT "blacklist_entries_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "borrowers_id_card_key" ON "borrowers" USING btree ("id_card" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "borrowers_name_idx" ON "borrowers" USING btree ("name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "borrowers_mobile_idx" ON "borrowers" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "borrowers_created_idx" ON "borrowers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "borrowers_owner_idx" ON "borrowers" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "borrowers_group_idx" ON "borrowers" USING btree ("group_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "borrowers_department_idx" ON "borrowers" USING btree ("department_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "borrowers_area_idx" ON "borrowers" USING btree ("area_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "firm_shareholders_firm_position_key" ON "firm_shareholders" USING btree ("firm_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "firms_credit_code_key" ON "firms" USING btree ("credit_code");--> statement-breakpoint
CREATE UNIQUE INDEX "firms_registration_code_key" ON "firms" USING btree ("registration_code");--> statement-breakpoint
CREATE INDEX "firms_name_idx" ON "firms" USING btree ("firm_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "firms_created_idx" ON "firms" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "firms_owner_idx" ON "firms" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "firms_area_idx" ON "firms" USING btree ("area_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "channel_fee_rules_channel_idx" ON "channel_fee_rules" USING btree ("channel_id","id");--> statement-breakpoint
CREATE INDEX "channels_company_idx" ON "channels" USING btree ("channel_company_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "channels_created_idx" ON "channels" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "channels_owner_idx" ON "channels" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "channels_group_idx" ON "channels" USING btree ("group_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "channels_department_idx" ON "channels" USING btree ("department_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "channels_area_idx" ON "channels" USING btree ("area_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "blacklist_active_id_card_key" ON "blacklist_entries" USING btree ("id_card") WHERE status = 1 and id_card is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "blacklist_active_mobile_key" ON "blacklist_entries" USING btree ("mobile") WHERE status = 1 and mobile is not null;--> statement-breakpoint
CREATE INDEX "blacklist_name_idx" ON "blacklist_entries" USING btree ("name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "blacklist_created_idx" ON "blacklist_entries" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);