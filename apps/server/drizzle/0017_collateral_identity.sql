-- Collateral keeps its identity (issue 14, item 1). Until now a bill edit deleted its collateral
-- rows and inserted them anew, so valuations (keyed to the collateral id) were cut off. This
-- migration repairs those orphaned valuations, then adds the foreign key (ON DELETE RESTRICT: a
-- valued collateral cannot be removed, see valuation.table.ts).
--
-- Repair: the deleted row itself is gone, and a valuation stores neither its bill nor a copy of the
-- collateral, only its own address, city and district. So the valuations of one former collateral
-- id are matched together to the current collateral rows that replaced it: inserted later (a
-- higher id), in the same district and province when both say, whose details (spaces removed) end
-- the valuation's address (spaces removed). Exactly one candidate: re-attached to it. None or
-- several: detached (mortgage_info_id cleared), and listed in orphaned_valuations with the
-- candidates, for review. Every orphan found is listed there, re-attached or not.
CREATE TABLE "orphaned_valuations" (
	"valuation_record_id" bigint PRIMARY KEY NOT NULL,
	"former_mortgage_info_id" bigint NOT NULL,
	"reattached_to" bigint,
	"candidates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "valuation_records" ALTER COLUMN "mortgage_info_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orphaned_valuations" ADD CONSTRAINT "orphaned_valuations_valuation_record_id_valuation_records_id_fk" FOREIGN KEY ("valuation_record_id") REFERENCES "public"."valuation_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every orphan, with the collateral it is re-attached to (or none) and the candidates.
WITH orphan AS (
  SELECT v.id, v.mortgage_info_id AS former, regexp_replace(coalesce(v.address, ''), '\s', '', 'g') AS address, v.area_id, v.city_code
  FROM "valuation_records" v
  WHERE v.mortgage_info_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "bill_mortgages" m WHERE m.id = v.mortgage_info_id)
), current_collateral AS (
  SELECT m.id, regexp_replace(m.address_details, '\s', '', 'g') AS details, m.address_province, m.address_district
  FROM "bill_mortgages" m
), matched AS (
  SELECT DISTINCT o.former, c.id AS mortgage_id
  FROM orphan o
  JOIN current_collateral c ON c.id > o.former
    AND c.details <> ''
    AND right(o.address, length(c.details)) = c.details
    AND (o.area_id IS NULL OR c.address_district IS NULL OR o.area_id = c.address_district)
    AND (o.city_code IS NULL OR c.address_province IS NULL OR left(o.city_code, 2) = left(c.address_province, 2))
), resolved AS (
  SELECT former, count(*) AS n, min(mortgage_id) AS mortgage_id, jsonb_agg(mortgage_id ORDER BY mortgage_id) AS candidates
  FROM matched
  GROUP BY former
)
INSERT INTO "orphaned_valuations" ("valuation_record_id", "former_mortgage_info_id", "reattached_to", "candidates")
SELECT o.id, o.former, CASE WHEN r.n = 1 THEN r.mortgage_id END, coalesce(r.candidates, '[]'::jsonb)
FROM orphan o
LEFT JOIN resolved r ON r.former = o.former;
--> statement-breakpoint
-- Re-attach the matched, detach the rest.
UPDATE "valuation_records" v
SET "mortgage_info_id" = o.reattached_to
FROM "orphaned_valuations" o
WHERE o.valuation_record_id = v.id AND v.mortgage_info_id = o.former_mortgage_info_id;
--> statement-breakpoint
ALTER TABLE "valuation_records" ADD CONSTRAINT "valuation_records_mortgage_info_id_bill_mortgages_id_fk" FOREIGN KEY ("mortgage_info_id") REFERENCES "public"."bill_mortgages"("id") ON DELETE restrict ON UPDATE no action;