CREATE TABLE "payment_record_vouchers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_id" bigint NOT NULL,
	"image_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bill_id" bigint NOT NULL,
	"payee" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"kind" smallint NOT NULL,
	"agency" boolean NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"level" smallint,
	"remark" text,
	"idempotency_key" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"first_by" integer,
	"first_by_name" text,
	"first_at" timestamp with time zone,
	"second_by" integer,
	"second_by_name" text,
	"second_at" timestamp with time zone,
	"decision_comment" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_records_amount_positive" CHECK ("payment_records"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_record_vouchers" ADD CONSTRAINT "payment_record_vouchers_record_id_payment_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."payment_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_first_by_users_id_fk" FOREIGN KEY ("first_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_second_by_users_id_fk" FOREIGN KEY ("second_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_record_vouchers_image_key" ON "payment_record_vouchers" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "payment_record_vouchers_record_idx" ON "payment_record_vouchers" USING btree ("record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_records_key" ON "payment_records" USING btree ("created_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_records_created_idx" ON "payment_records" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_records_bill_idx" ON "payment_records" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "payment_records_status_idx" ON "payment_records" USING btree ("status","created_at" DESC NULLS LAST);