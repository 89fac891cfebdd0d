CREATE TABLE "loan_voucher_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"voucher_id" bigint NOT NULL,
	"image_id" text NOT NULL,
	"round" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_vouchers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draw_id" bigint NOT NULL,
	"status" smallint NOT NULL,
	"level" smallint,
	"round" integer DEFAULT 1 NOT NULL,
	"uploaded_by" integer NOT NULL,
	"uploaded_by_name" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"first_by" integer,
	"first_by_name" text,
	"first_at" timestamp with time zone,
	"second_by" integer,
	"second_by_name" text,
	"second_at" timestamp with time zone,
	"decision_comment" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_vouchers_status_known" CHECK ("loan_vouchers"."status" in (2, 3, 4)),
	CONSTRAINT "loan_vouchers_level_known" CHECK ("loan_vouchers"."level" is null or "loan_vouchers"."level" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "ledger_entry_id" bigint;--> statement-breakpoint
ALTER TABLE "loan_voucher_images" ADD CONSTRAINT "loan_voucher_images_voucher_id_loan_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."loan_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_vouchers" ADD CONSTRAINT "loan_vouchers_draw_id_grant_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."grant_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_vouchers" ADD CONSTRAINT "loan_vouchers_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_vouchers" ADD CONSTRAINT "loan_vouchers_first_by_users_id_fk" FOREIGN KEY ("first_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_vouchers" ADD CONSTRAINT "loan_vouchers_second_by_users_id_fk" FOREIGN KEY ("second_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_voucher_images_image_key" ON "loan_voucher_images" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "loan_voucher_images_voucher_idx" ON "loan_voucher_images" USING btree ("voucher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_vouchers_draw_key" ON "loan_vouchers" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "loan_vouchers_status_idx" ON "loan_vouchers" USING btree ("status","level");--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_posted_when_passed" CHECK ("payment_records"."ledger_entry_id" is null or "payment_records"."status" = 2);