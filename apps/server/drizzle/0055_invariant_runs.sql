CREATE TABLE "invariant_breaches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" bigint NOT NULL,
	"invariant" text NOT NULL,
	"bill_id" bigint,
	"grant_id" bigint,
	"subject" text,
	"left_figure" numeric(18, 2) NOT NULL,
	"right_figure" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invariant_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"business_date" date NOT NULL,
	"loans_checked" integer NOT NULL,
	"bills_checked" integer NOT NULL,
	"breach_count" integer NOT NULL,
	"started_by" integer,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invariant_breaches" ADD CONSTRAINT "invariant_breaches_run_id_invariant_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."invariant_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invariant_runs" ADD CONSTRAINT "invariant_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invariant_breaches_run_idx" ON "invariant_breaches" USING btree ("run_id","id");--> statement-breakpoint
CREATE INDEX "invariant_runs_day_idx" ON "invariant_runs" USING btree ("trigger","business_date");