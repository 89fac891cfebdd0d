CREATE TABLE "business_date_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"moved_by" integer,
	"moved_by_name" text NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "stage" smallint;--> statement-breakpoint
ALTER TABLE "business_date_moves" ADD CONSTRAINT "business_date_moves_moved_by_users_id_fk" FOREIGN KEY ("moved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_date_moves_at_idx" ON "business_date_moves" USING btree ("moved_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
-- Bills final review passed before the stage existed (decision 0074): where each is now, from what
-- its contract, mortgage, loans, release and archive say, as the events would have moved it.
WITH facts AS (
  SELECT b."id",
         EXISTS (SELECT 1 FROM "contracts" c WHERE c."bill_id" = b."id" AND c."status" = 3) AS signed,
         EXISTS (SELECT 1 FROM "mortgage_requests" m WHERE m."bill_id" = b."id" AND m."status" = 4) AS registered,
         EXISTS (SELECT 1 FROM "repayment_loans" l WHERE l."bill_id" = b."id") AS granted,
         EXISTS (SELECT 1 FROM "repayment_loans" l WHERE l."bill_id" = b."id" AND l."status" = 2) AS overdue,
         NOT EXISTS (SELECT 1 FROM "repayment_loans" l WHERE l."bill_id" = b."id" AND l."status" <> 3) AS all_settled,
         EXISTS (SELECT 1 FROM "repayment_schedules" s JOIN "repayment_loans" l ON l."id" = s."loan_id"
                  WHERE l."bill_id" = b."id" AND s."paid_principal" + s."paid_interest" + s."paid_penalty" > 0) AS repaid,
         EXISTS (SELECT 1 FROM "mortgage_releases" r WHERE r."bill_id" = b."id" AND r."status" = 4) AS released,
         EXISTS (SELECT 1 FROM "archive_items" a WHERE a."bill_id" = b."id" AND a."status" = 4)
           AND NOT EXISTS (SELECT 1 FROM "archive_items" a WHERE a."bill_id" = b."id" AND a."status" IN (1, 2, 3)) AS returned
    FROM "bills" b
   WHERE b."status" = 4 AND b."stage" IS NULL
)
UPDATE "bills" b
   SET "stage" = CASE
         WHEN f.granted AND f.all_settled AND f.returned THEN 9
         WHEN f.granted AND f.all_settled AND f.released THEN 8
         WHEN f.granted AND f.all_settled THEN 7
         WHEN f.overdue THEN 6
         WHEN f.granted AND f.repaid THEN 5
         WHEN f.granted THEN 4
         WHEN f.registered THEN 3
         WHEN f.signed THEN 2
         ELSE 1
       END
  FROM facts f
 WHERE b."id" = f."id";
