CREATE TABLE "sample_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_no" text NOT NULL,
	"borrower_name" text NOT NULL,
	"mobile" text NOT NULL,
	"id_card" text NOT NULL,
	"bank_card" text NOT NULL,
	"loan_amount" numeric(14, 2) NOT NULL,
	"status" smallint NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"salesperson_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sample_records" ADD CONSTRAINT "sample_records_salesperson_id_users_id_fk" FOREIGN KEY ("salesperson_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sample_records_record_no_key" ON "sample_records" USING btree ("record_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sample_records_borrower_name_idx" ON "sample_records" USING btree ("borrower_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sample_records_created_idx" ON "sample_records" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sample_records_salesperson_idx" ON "sample_records" USING btree ("salesperson_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sample_records_group_idx" ON "sample_records" USING btree ("group_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sample_records_department_idx" ON "sample_records" USING btree ("department_code","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sample_records_area_idx" ON "sample_records" USING btree ("area_code","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);