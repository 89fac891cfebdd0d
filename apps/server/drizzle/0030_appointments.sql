CREATE TABLE "appointments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"bill_no" text NOT NULL,
	"customer_name" text NOT NULL,
	"kind" smallint NOT NULL,
	"address" text NOT NULL,
	"visit_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"remark" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"field_person_id" integer,
	"dispatched_at" timestamp with time zone,
	"booked_by" integer NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"owner_id" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_field_person_id_users_id_fk" FOREIGN KEY ("field_person_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_created_idx" ON "appointments" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "appointments_owner_idx" ON "appointments" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "appointments_group_idx" ON "appointments" USING btree ("group_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "appointments_department_idx" ON "appointments" USING btree ("department_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "appointments_area_idx" ON "appointments" USING btree ("area_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "appointments_day_idx" ON "appointments" USING btree ("visit_date","status");--> statement-breakpoint
CREATE INDEX "appointments_person_day_idx" ON "appointments" USING btree ("field_person_id","visit_date");--> statement-breakpoint
CREATE INDEX "appointments_bill_idx" ON "appointments" USING btree ("bill_id");