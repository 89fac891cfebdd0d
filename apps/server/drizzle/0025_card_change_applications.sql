CREATE TABLE "card_change_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"card_id" bigint NOT NULL,
	"borrower_id" bigint NOT NULL,
	"new_card_no" text NOT NULL,
	"new_bank_code" text NOT NULL,
	"account_name" text NOT NULL,
	"reserved_mobile" text NOT NULL,
	"reason" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"applicant_id" integer NOT NULL,
	"applicant_name" text NOT NULL,
	"owner_id" integer NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"new_card_id" bigint,
	"failure_key" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_change_applications" ADD CONSTRAINT "card_change_applications_card_id_bank_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."bank_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_change_applications" ADD CONSTRAINT "card_change_applications_borrower_id_borrowers_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_change_applications" ADD CONSTRAINT "card_change_applications_new_bank_code_banks_bank_code_fk" FOREIGN KEY ("new_bank_code") REFERENCES "public"."banks"("bank_code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "card_change_applications" ADD CONSTRAINT "card_change_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_change_applications" ADD CONSTRAINT "card_change_applications_new_card_id_bank_cards_id_fk" FOREIGN KEY ("new_card_id") REFERENCES "public"."bank_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_change_one_open_key" ON "card_change_applications" USING btree ("card_id") WHERE status in (1, 2, 4);--> statement-breakpoint
CREATE INDEX "card_change_created_idx" ON "card_change_applications" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);