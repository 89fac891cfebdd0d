CREATE TABLE "batch_loans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" bigint NOT NULL,
	"grant_id" bigint NOT NULL,
	"principal" numeric(18, 2) NOT NULL,
	"open" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batch_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" bigint NOT NULL,
	"action" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"outcome" text,
	"amount" numeric(18, 2),
	"party_ref" text,
	"idempotency_key" text,
	"ledger_entry_id" bigint,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_no" text NOT NULL,
	"funding_party" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"loan_count" integer DEFAULT 0 NOT NULL,
	"principal_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"withdrawn_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"repaid_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"party_ref" text,
	"created_by_name" text NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"owner_id" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_amounts_check" CHECK (0 <= "batches"."repaid_amount" and "batches"."repaid_amount" <= "batches"."withdrawn_amount" and "batches"."withdrawn_amount" <= "batches"."principal_total")
);
--> statement-breakpoint
ALTER TABLE "batch_loans" ADD CONSTRAINT "batch_loans_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_loans" ADD CONSTRAINT "batch_loans_grant_id_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_moves" ADD CONSTRAINT "batch_moves_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_loans_batch_idx" ON "batch_loans" USING btree ("batch_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "batch_loans_open_grant_key" ON "batch_loans" USING btree ("grant_id") WHERE "batch_loans"."open" = 1;--> statement-breakpoint
CREATE INDEX "batch_moves_batch_idx" ON "batch_moves" USING btree ("batch_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "batch_moves_key" ON "batch_moves" USING btree ("batch_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "batches_no_key" ON "batches" USING btree ("batch_no");--> statement-breakpoint
CREATE INDEX "batches_created_idx" ON "batches" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "batches_status_idx" ON "batches" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "batches_owner_idx" ON "batches" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "batches_area_idx" ON "batches" USING btree ("area_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);