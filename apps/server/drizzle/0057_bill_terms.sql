CREATE TABLE "bill_terms" (
	"bill_id" bigint PRIMARY KEY NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"annual_rate" numeric(12, 8) NOT NULL,
	"method" text NOT NULL,
	"term_days" integer NOT NULL,
	"repayment_day" smallint,
	"penalty_daily_rate" numeric(12, 8) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"decided_by" integer,
	"decided_by_name" text,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "repayment_terms" ADD COLUMN "term_days" integer;--> statement-breakpoint
ALTER TABLE "bill_terms" ADD CONSTRAINT "bill_terms_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_terms" ADD CONSTRAINT "bill_terms_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Bills approved before terms were recorded (decision 0070): their terms as their loans were made
-- (the first grant's agreed rate and method, else the defaults those loans were made on), the term
-- and amount as the bill has them. decided_by stays empty: nobody decided them on this page.
INSERT INTO "bill_terms" ("bill_id", "amount", "annual_rate", "method", "term_days", "repayment_day", "penalty_daily_rate", "decided_at")
SELECT b."id", b."borrow_amount",
       coalesce((SELECT t."annual_rate" FROM "repayment_terms" t JOIN "grants" g ON g."id" = t."grant_id" WHERE g."bill_id" = b."id" ORDER BY g."id" LIMIT 1), 0.096),
       coalesce((SELECT t."method" FROM "repayment_terms" t JOIN "grants" g ON g."id" = t."grant_id" WHERE g."bill_id" = b."id" ORDER BY g."id" LIMIT 1), 'interestFirst'),
       coalesce(b."borrow_duration_final_rc", b."borrow_duration"), NULL, 0.0005, b."updated_at"
  FROM "bills" b
 WHERE b."status" = 4 AND NOT EXISTS (SELECT 1 FROM "bill_terms" x WHERE x."bill_id" = b."id");
