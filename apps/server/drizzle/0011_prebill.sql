CREATE TABLE "pre_bills" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_name" text NOT NULL,
	"customer_mobile" text NOT NULL,
	"id_card" text NOT NULL,
	"borrow_type" smallint NOT NULL,
	"borrow_amount" numeric(18, 2) NOT NULL,
	"borrow_duration" integer NOT NULL,
	"address_province" text,
	"address_district" text,
	"address_details" text NOT NULL,
	"floor_area" numeric(12, 2),
	"evs_total_price" numeric(18, 2),
	"notes" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"bill_id" bigint,
	"salesperson_id" integer NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"idempotency_key" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pre_bills" ADD CONSTRAINT "pre_bills_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_bills" ADD CONSTRAINT "pre_bills_salesperson_id_users_id_fk" FOREIGN KEY ("salesperson_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pre_bills_idempotency_key" ON "pre_bills" USING btree ("salesperson_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "pre_bills_salesperson_idx" ON "pre_bills" USING btree ("salesperson_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pre_bills_area_idx" ON "pre_bills" USING btree ("area_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);