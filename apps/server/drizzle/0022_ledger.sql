CREATE TABLE "ledger_accounts" (
	"code" text PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" text NOT NULL,
	"normal_side" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"bill_id" bigint,
	"funding_party" text,
	"idempotency_key" text NOT NULL,
	"memo" text,
	"reversal_of" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"account_code" text NOT NULL,
	"debit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"bill_id" bigint,
	"funding_party" text,
	CONSTRAINT "ledger_lines_one_side" CHECK (("ledger_lines"."debit" > 0 and "ledger_lines"."credit" = 0) or ("ledger_lines"."credit" > 0 and "ledger_lines"."debit" = 0))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reversal_of_ledger_entries_id_fk" FOREIGN KEY ("reversal_of") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_account_code_ledger_accounts_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."ledger_accounts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_idempotency_key" ON "ledger_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reversal_of_key" ON "ledger_entries" USING btree ("reversal_of");--> statement-breakpoint
CREATE INDEX "ledger_entries_bill_idx" ON "ledger_entries" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_entry_idx" ON "ledger_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_bill_idx" ON "ledger_lines" USING btree ("bill_id","entry_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_funding_party_idx" ON "ledger_lines" USING btree ("funding_party","entry_id");--> statement-breakpoint
-- Postings are immutable (decision 0026): the database itself refuses to change or remove one.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger postings are immutable: post a reversal instead' USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_immutable" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_lines_immutable" BEFORE UPDATE OR DELETE ON "ledger_lines" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
