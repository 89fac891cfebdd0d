CREATE TABLE "contract_serials" (
	"prefix" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "contract_serials_prefix_year_pk" PRIMARY KEY("prefix","year")
);
--> statement-breakpoint
CREATE TABLE "contract_template_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"template_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_templates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_no" text NOT NULL,
	"kind" text NOT NULL,
	"bill_id" bigint NOT NULL,
	"template_version_id" bigint NOT NULL,
	"text" text NOT NULL,
	"pdf_key" text NOT NULL,
	"pdf_sha256" text NOT NULL,
	"pdf_size" integer NOT NULL,
	"status" smallint NOT NULL,
	"signed_date" date,
	"sign_ref" text,
	"scan_image_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"applicant_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_template_versions" ADD CONSTRAINT "contract_template_versions_template_id_contract_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."contract_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_template_versions" ADD CONSTRAINT "contract_template_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_template_version_id_contract_template_versions_id_fk" FOREIGN KEY ("template_version_id") REFERENCES "public"."contract_template_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_template_versions_uq" ON "contract_template_versions" USING btree ("template_id","version");--> statement-breakpoint
CREATE INDEX "contract_templates_kind_idx" ON "contract_templates" USING btree ("kind","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_no_uq" ON "contracts" USING btree ("contract_no");--> statement-breakpoint
CREATE INDEX "contracts_bill_idx" ON "contracts" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "contracts_kind_idx" ON "contracts" USING btree ("kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contracts_area_idx" ON "contracts" USING btree ("area_code","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contracts_owner_idx" ON "contracts" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);