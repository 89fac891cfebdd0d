CREATE TABLE "loan_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"grant_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"funding_party" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"owner_id" integer NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"idempotency_key" text NOT NULL,
	"decided_by" integer,
	"decided_by_name" text,
	"decision_comment" text,
	"decided_at" timestamp with time zone,
	"ledger_entry_id" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"target" smallint NOT NULL,
	"direction" smallint NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "loan_adjustments_amount_positive" CHECK ("loan_adjustments"."amount" > 0),
	CONSTRAINT "loan_adjustments_posted" CHECK (("loan_adjustments"."status" = 2) = ("loan_adjustments"."ledger_entry_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "loan_deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"grant_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"funding_party" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"owner_id" integer NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" smallint NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"memo" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"ledger_entry_id" bigint NOT NULL,
	CONSTRAINT "loan_deposits_amount_positive" CHECK ("loan_deposits"."amount" > 0),
	CONSTRAINT "loan_deposits_kind" CHECK ("loan_deposits"."kind" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "loan_extensions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"grant_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"funding_party" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"owner_id" integer NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"idempotency_key" text NOT NULL,
	"decided_by" integer,
	"decided_by_name" text,
	"decision_comment" text,
	"decided_at" timestamp with time zone,
	"ledger_entry_id" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"old_due_date" date NOT NULL,
	"new_due_date" date NOT NULL,
	"extra_days" integer NOT NULL,
	"fee" numeric(18, 2) NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "loan_extensions_fee" CHECK ("loan_extensions"."fee" >= 0),
	CONSTRAINT "loan_extensions_days" CHECK ("loan_extensions"."extra_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "loan_type_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"grant_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"funding_party" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"owner_id" integer NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_type" smallint NOT NULL,
	"to_type" smallint NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_adjustments" ADD CONSTRAINT "loan_adjustments_grant_id_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_adjustments" ADD CONSTRAINT "loan_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_adjustments" ADD CONSTRAINT "loan_adjustments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_adjustments" ADD CONSTRAINT "loan_adjustments_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_deposits" ADD CONSTRAINT "loan_deposits_grant_id_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_deposits" ADD CONSTRAINT "loan_deposits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_deposits" ADD CONSTRAINT "loan_deposits_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_extensions" ADD CONSTRAINT "loan_extensions_grant_id_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_extensions" ADD CONSTRAINT "loan_extensions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_extensions" ADD CONSTRAINT "loan_extensions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_extensions" ADD CONSTRAINT "loan_extensions_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_type_changes" ADD CONSTRAINT "loan_type_changes_grant_id_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_type_changes" ADD CONSTRAINT "loan_type_changes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_adjustments_key" ON "loan_adjustments" USING btree ("created_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "loan_adjustments_created_idx" ON "loan_adjustments" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "loan_adjustments_grant_idx" ON "loan_adjustments" USING btree ("grant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_deposits_key" ON "loan_deposits" USING btree ("created_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "loan_deposits_created_idx" ON "loan_deposits" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "loan_deposits_grant_idx" ON "loan_deposits" USING btree ("grant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_extensions_key" ON "loan_extensions" USING btree ("created_by","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_extensions_one_open" ON "loan_extensions" USING btree ("grant_id") WHERE "loan_extensions"."status" = 1;--> statement-breakpoint
CREATE INDEX "loan_extensions_created_idx" ON "loan_extensions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "loan_type_changes_created_idx" ON "loan_type_changes" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "loan_type_changes_bill_idx" ON "loan_type_changes" USING btree ("bill_id");