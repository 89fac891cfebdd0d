CREATE TABLE "archive_transfer_old_items" (
	"transfer_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	CONSTRAINT "archive_transfer_old_items_transfer_id_item_id_pk" PRIMARY KEY("transfer_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "archive_transfers_old" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bill_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"remark" text,
	"return_date" date NOT NULL,
	"status" smallint NOT NULL,
	"applicant_id" integer NOT NULL,
	"applicant_name" text NOT NULL,
	"owner_id" integer NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"pulled_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "archive_transfer_old_items" ADD CONSTRAINT "archive_transfer_old_items_transfer_id_archive_transfers_old_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."archive_transfers_old"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_transfer_old_items" ADD CONSTRAINT "archive_transfer_old_items_item_id_archive_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."archive_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_transfers_old" ADD CONSTRAINT "archive_transfers_old_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_transfers_old" ADD CONSTRAINT "archive_transfers_old_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "archive_transfer_old_items_item_idx" ON "archive_transfer_old_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "archive_transfers_old_status_idx" ON "archive_transfers_old" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "archive_transfers_old_area_idx" ON "archive_transfers_old" USING btree ("area_code","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);