CREATE TABLE "repayment_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"waterfall" jsonb NOT NULL,
	"version" integer NOT NULL,
	"updated_by" bigint,
	"updated_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repayment_settings_one_row" CHECK ("repayment_settings"."id" = 1),
	CONSTRAINT "repayment_settings_waterfall" CHECK (jsonb_array_length("repayment_settings"."waterfall") = 4)
);
--> statement-breakpoint
CREATE TABLE "withhold_sim_debits" (
	"ref" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"refused" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "repayment_applications" ADD COLUMN "refund" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "repayment_settings" ADD CONSTRAINT "repayment_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withhold_sim_debits_day_idx" ON "withhold_sim_debits" USING btree ("day");--> statement-breakpoint
ALTER TABLE "repayment_applications" ADD CONSTRAINT "repayment_applications_one_kind" CHECK (not ("repayment_applications"."settle" and "repayment_applications"."refund"));