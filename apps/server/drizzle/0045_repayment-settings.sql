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
ALTER TABLE "repayment_settings" ADD CONSTRAINT "repayment_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;