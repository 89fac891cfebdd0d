CREATE TABLE "order_transfer_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"from_salesperson_id" integer NOT NULL,
	"to_salesperson_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"moved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"from_salesperson_id" integer,
	"to_salesperson_id" integer NOT NULL,
	"reason" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"applicant_id" integer NOT NULL,
	"applicant_name" text NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"decided_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_transfer_lines" ADD CONSTRAINT "order_transfer_lines_transfer_id_order_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."order_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transfer_lines" ADD CONSTRAINT "order_transfer_lines_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transfer_lines" ADD CONSTRAINT "order_transfer_lines_from_salesperson_id_users_id_fk" FOREIGN KEY ("from_salesperson_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transfer_lines" ADD CONSTRAINT "order_transfer_lines_to_salesperson_id_users_id_fk" FOREIGN KEY ("to_salesperson_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transfers" ADD CONSTRAINT "order_transfers_from_salesperson_id_users_id_fk" FOREIGN KEY ("from_salesperson_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transfers" ADD CONSTRAINT "order_transfers_to_salesperson_id_users_id_fk" FOREIGN KEY ("to_salesperson_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transfers" ADD CONSTRAINT "order_transfers_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_transfer_lines_transfer_idx" ON "order_transfer_lines" USING btree ("transfer_id","id");--> statement-breakpoint
CREATE INDEX "order_transfer_lines_bill_idx" ON "order_transfer_lines" USING btree ("bill_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_transfer_lines_waiting_key" ON "order_transfer_lines" USING btree ("bill_id") WHERE "order_transfer_lines"."status" = 0;--> statement-breakpoint
CREATE INDEX "order_transfers_applicant_idx" ON "order_transfers" USING btree ("applicant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_transfers_created_idx" ON "order_transfers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);