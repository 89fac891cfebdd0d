CREATE TABLE "bill_terms_versions" (
	"bill_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"annual_rate" numeric(12, 8) NOT NULL,
	"method" text NOT NULL,
	"term_days" integer NOT NULL,
	"repayment_day" smallint,
	"penalty_daily_rate" numeric(12, 8) NOT NULL,
	"fee_lines" jsonb,
	"change" text NOT NULL,
	"change_id" bigint,
	"changed_by" integer,
	"changed_by_name" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_terms_versions" ADD CONSTRAINT "bill_terms_versions_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_terms_versions" ADD CONSTRAINT "bill_terms_versions_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_terms_versions_bill_version_uq" ON "bill_terms_versions" USING btree ("bill_id","version");--> statement-breakpoint
-- Backfill (decision 0078): every bill's terms as they stand are final review's version.
INSERT INTO "bill_terms_versions" ("bill_id", "version", "amount", "annual_rate", "method", "term_days", "repayment_day", "penalty_daily_rate", "fee_lines", "change", "change_id", "changed_by", "changed_by_name", "changed_at")
SELECT "bill_id", "version", "amount", "annual_rate", "method", "term_days", "repayment_day", "penalty_daily_rate", "fee_lines", 'finalReview', NULL, "decided_by", "decided_by_name", "decided_at" FROM "bill_terms"
ON CONFLICT DO NOTHING;
