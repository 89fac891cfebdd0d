CREATE TABLE "payment_confirmations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"grant_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"funding_party" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"pay_type" smallint NOT NULL,
	"paid_on" date NOT NULL,
	"status" smallint DEFAULT 3 NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"decided_by" integer,
	"decided_by_name" text,
	"decision_comment" text,
	"ledger_entry_id" bigint,
	"owner_id" integer NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_confirmations_amount_positive" CHECK ("payment_confirmations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_vouchers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL,
	"image_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD CONSTRAINT "payment_confirmations_grant_id_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD CONSTRAINT "payment_confirmations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD CONSTRAINT "payment_confirmations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD CONSTRAINT "payment_confirmations_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_vouchers" ADD CONSTRAINT "payment_vouchers_payment_id_payment_confirmations_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_confirmations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_confirmations_key" ON "payment_confirmations" USING btree ("created_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_confirmations_created_idx" ON "payment_confirmations" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_confirmations_owner_idx" ON "payment_confirmations" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_confirmations_grant_idx" ON "payment_confirmations" USING btree ("grant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_vouchers_image_key" ON "payment_vouchers" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "payment_vouchers_payment_idx" ON "payment_vouchers" USING btree ("payment_id");