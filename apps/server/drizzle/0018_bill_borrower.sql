ALTER TABLE "bills" ADD COLUMN "borrower_id" bigint;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_borrower_id_borrowers_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bills_borrower_idx" ON "bills" USING btree ("borrower_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Existing bills link to the borrower holding their ID number (stored with an uppercase X).
UPDATE "bills" SET "borrower_id" = "borrowers"."id" FROM "borrowers" WHERE "borrowers"."id_card" = upper("bills"."id_card");
