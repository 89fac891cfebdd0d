CREATE TABLE "withhold_sim_debits" (
	"ref" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"refused" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "withhold_sim_debits_day_idx" ON "withhold_sim_debits" USING btree ("day");