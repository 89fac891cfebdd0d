ALTER TABLE "bill_terms" ADD COLUMN "fund_party" text;--> statement-breakpoint
ALTER TABLE "bill_terms_versions" ADD COLUMN "fund_party" text;--> statement-breakpoint
-- Backfill (decision 0079): terms decided before name the funding party the bill had.
UPDATE "bill_terms" AS t SET "fund_party" = b."fundings" FROM "bills" AS b WHERE b."id" = t."bill_id" AND t."fund_party" IS NULL;--> statement-breakpoint
UPDATE "bill_terms_versions" AS v SET "fund_party" = b."fundings" FROM "bills" AS b WHERE b."id" = v."bill_id" AND v."fund_party" IS NULL;
