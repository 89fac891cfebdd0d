CREATE TABLE "grant_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"grant_id" bigint NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"channel_ref" text,
	"failure_key" text,
	"ledger_entry_id" bigint,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grant_draws_amount_positive" CHECK ("grant_draws"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "grant_rejections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"grant_id" bigint NOT NULL,
	"node_key" text NOT NULL,
	"status" smallint NOT NULL,
	"reason" text NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bill_id" bigint NOT NULL,
	"card_id" bigint NOT NULL,
	"funding_party" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"drawn_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"succeeded_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"applicant_id" integer NOT NULL,
	"applicant_name" text NOT NULL,
	"owner_id" integer NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grants_drawn_within_amount" CHECK ("grants"."drawn_amount" >= 0 and "grants"."drawn_amount" <= "grants"."amount"),
	CONSTRAINT "grants_succeeded_within_drawn" CHECK ("grants"."succeeded_amount" >= 0 and "grants"."succeeded_amount" <= "grants"."drawn_amount")
);
--> statement-breakpoint
ALTER TABLE "grant_draws" ADD CONSTRAINT "grant_draws_grant_id_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grant_draws" ADD CONSTRAINT "grant_draws_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grant_draws" ADD CONSTRAINT "grant_draws_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grant_rejections" ADD CONSTRAINT "grant_rejections_grant_id_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grant_rejections" ADD CONSTRAINT "grant_rejections_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grants" ADD CONSTRAINT "grants_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grants" ADD CONSTRAINT "grants_card_id_bank_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."bank_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grants" ADD CONSTRAINT "grants_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grant_draws_key" ON "grant_draws" USING btree ("created_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "grant_draws_grant_idx" ON "grant_draws" USING btree ("grant_id","id");--> statement-breakpoint
CREATE INDEX "grant_rejections_grant_idx" ON "grant_rejections" USING btree ("grant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "grants_bill_idx" ON "grants" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "grants_created_idx" ON "grants" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "grants_status_idx" ON "grants" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);