CREATE TABLE "archive_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bill_id" bigint NOT NULL,
	"doc_type" smallint NOT NULL,
	"name" text NOT NULL,
	"remark" text,
	"status" smallint NOT NULL,
	"owner_id" integer NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archive_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" bigint NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"reason" text,
	"transfer_id" bigint,
	"actor_id" integer NOT NULL,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archive_transfer_approvers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"added_by" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archive_transfer_items" (
	"transfer_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"pulled_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	CONSTRAINT "archive_transfer_items_transfer_id_item_id_pk" PRIMARY KEY("transfer_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "archive_transfer_locks" (
	"transfer_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"holder_id" integer NOT NULL,
	"holder_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "archive_transfer_locks_transfer_id_kind_pk" PRIMARY KEY("transfer_id","kind")
);
--> statement-breakpoint
CREATE TABLE "archive_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bill_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"return_date" date NOT NULL,
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
ALTER TABLE "archive_items" ADD CONSTRAINT "archive_items_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_ledger" ADD CONSTRAINT "archive_ledger_item_id_archive_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."archive_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_ledger" ADD CONSTRAINT "archive_ledger_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_transfer_approvers" ADD CONSTRAINT "archive_transfer_approvers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_transfer_items" ADD CONSTRAINT "archive_transfer_items_transfer_id_archive_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."archive_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_transfer_items" ADD CONSTRAINT "archive_transfer_items_item_id_archive_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."archive_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_transfer_locks" ADD CONSTRAINT "archive_transfer_locks_transfer_id_archive_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."archive_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_transfer_locks" ADD CONSTRAINT "archive_transfer_locks_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_transfers" ADD CONSTRAINT "archive_transfers_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_transfers" ADD CONSTRAINT "archive_transfers_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "archive_items_bill_idx" ON "archive_items" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "archive_items_status_idx" ON "archive_items" USING btree ("status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "archive_items_area_idx" ON "archive_items" USING btree ("area_code","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "archive_ledger_item_idx" ON "archive_ledger" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "archive_ledger_newest_idx" ON "archive_ledger" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "archive_transfer_items_item_idx" ON "archive_transfer_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "archive_transfers_status_idx" ON "archive_transfers" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "archive_transfers_area_idx" ON "archive_transfers" USING btree ("area_code","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);