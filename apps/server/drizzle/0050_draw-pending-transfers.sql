CREATE TABLE "grant_draw_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draw_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"reference" text NOT NULL,
	"channel_ref" text,
	"failure_key" text,
	"ledger_entry_id" bigint,
	"retry_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grant_draw_transfers_amount_positive" CHECK ("grant_draw_transfers"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "grant_draws" ADD COLUMN "pay_date" date;--> statement-breakpoint
ALTER TABLE "grant_draws" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "grant_draw_transfers" ADD CONSTRAINT "grant_draw_transfers_draw_id_grant_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."grant_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grant_draw_transfers" ADD CONSTRAINT "grant_draw_transfers_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grant_draw_transfers_seq" ON "grant_draw_transfers" USING btree ("draw_id","seq");