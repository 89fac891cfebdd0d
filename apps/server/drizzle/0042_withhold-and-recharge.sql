CREATE TABLE "recharge_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"loan_id" bigint NOT NULL,
	"bill_no" text NOT NULL,
	"customer_name" text NOT NULL,
	"owner_id" integer NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"amount" numeric(18, 2) NOT NULL,
	"payer_name" text NOT NULL,
	"transfer_ref" text NOT NULL,
	"paid_on" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"credit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"ledger_entry_id" bigint,
	"reject_reason" text,
	"reviewed_by" integer,
	"reviewed_by_name" text,
	"reviewed_at" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recharge_records_posted_entry" CHECK (("recharge_records"."status" = 2) = ("recharge_records"."ledger_entry_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "withhold_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"status" smallint NOT NULL,
	"channel_ref" text NOT NULL,
	"failure_key" text,
	"channel_day" date NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withhold_reconciliations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"channel_count" integer NOT NULL,
	"posted_count" integer NOT NULL,
	"mismatches" jsonb NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withhold_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"loan_id" bigint NOT NULL,
	"bill_no" text NOT NULL,
	"customer_name" text NOT NULL,
	"owner_id" integer NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"period" smallint NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"card_id" bigint NOT NULL,
	"card_label" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"channel_ref" text,
	"failure_key" text,
	"ledger_entry_id" bigint,
	"settled_at" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withhold_requests_posted_entry" CHECK (("withhold_requests"."status" = 2) = ("withhold_requests"."ledger_entry_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "recharge_records" ADD CONSTRAINT "recharge_records_loan_id_repayment_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."repayment_loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_records" ADD CONSTRAINT "recharge_records_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_records" ADD CONSTRAINT "recharge_records_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_records" ADD CONSTRAINT "recharge_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withhold_attempts" ADD CONSTRAINT "withhold_attempts_request_id_withhold_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."withhold_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withhold_requests" ADD CONSTRAINT "withhold_requests_loan_id_repayment_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."repayment_loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withhold_requests" ADD CONSTRAINT "withhold_requests_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withhold_requests" ADD CONSTRAINT "withhold_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_records_key" ON "recharge_records" USING btree ("created_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "recharge_records_created_idx" ON "recharge_records" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recharge_records_status_idx" ON "recharge_records" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recharge_records_area_idx" ON "recharge_records" USING btree ("area_code","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "withhold_attempts_ref_key" ON "withhold_attempts" USING btree ("channel_ref");--> statement-breakpoint
CREATE INDEX "withhold_attempts_request_idx" ON "withhold_attempts" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "withhold_attempts_day_idx" ON "withhold_attempts" USING btree ("channel_day","status");--> statement-breakpoint
CREATE UNIQUE INDEX "withhold_requests_key" ON "withhold_requests" USING btree ("created_by","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "withhold_requests_open_key" ON "withhold_requests" USING btree ("loan_id","period") WHERE "withhold_requests"."status" in (1, 4);--> statement-breakpoint
CREATE INDEX "withhold_requests_created_idx" ON "withhold_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withhold_requests_status_idx" ON "withhold_requests" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withhold_requests_area_idx" ON "withhold_requests" USING btree ("area_code","created_at" DESC NULLS LAST);