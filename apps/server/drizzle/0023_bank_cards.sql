CREATE TABLE "bank_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"borrower_id" bigint NOT NULL,
	"bill_id" bigint,
	"card_no" text NOT NULL,
	"bank_code" text NOT NULL,
	"account_name" text NOT NULL,
	"reserved_mobile" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"area_code" text NOT NULL,
	"department_code" text,
	"group_id" integer,
	"owner_id" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banks_code_key" UNIQUE("bank_code")
);
--> statement-breakpoint
CREATE TABLE "card_bins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bin_prefix" text NOT NULL,
	"bank_code" text NOT NULL,
	"card_type" smallint NOT NULL,
	"card_length" smallint NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_bins_prefix_key" UNIQUE("bin_prefix")
);
--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_borrower_id_borrowers_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_bank_code_banks_bank_code_fk" FOREIGN KEY ("bank_code") REFERENCES "public"."banks"("bank_code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_bins" ADD CONSTRAINT "card_bins_bank_code_banks_bank_code_fk" FOREIGN KEY ("bank_code") REFERENCES "public"."banks"("bank_code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_borrower_card_key" ON "bank_cards" USING btree ("borrower_id","card_no");--> statement-breakpoint
CREATE INDEX "bank_cards_created_idx" ON "bank_cards" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bank_cards_owner_idx" ON "bank_cards" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bank_cards_group_idx" ON "bank_cards" USING btree ("group_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bank_cards_department_idx" ON "bank_cards" USING btree ("department_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bank_cards_area_idx" ON "bank_cards" USING btree ("area_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "banks_name_idx" ON "banks" USING btree ("bank_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "card_bins_bank_idx" ON "card_bins" USING btree ("bank_code");--> statement-breakpoint
-- Reference data every installation needs: the major Chinese banks and common debit-card BINs (publicly listed prefixes). Admins keep them on /systemSetting.
INSERT INTO "banks" ("bank_code", "bank_name") VALUES
	('ICBC', '中国工商银行'), ('ABC', '中国农业银行'), ('BOC', '中国银行'), ('CCB', '中国建设银行'),
	('BOCOM', '交通银行'), ('CMB', '招商银行'), ('PSBC', '中国邮政储蓄银行'), ('CITIC', '中信银行'),
	('CEB', '中国光大银行'), ('CMBC', '中国民生银行'), ('SPDB', '上海浦东发展银行'), ('CIB', '兴业银行'),
	('PAB', '平安银行'), ('HXB', '华夏银行'), ('GDB', '广发银行'), ('BOB', '北京银行'), ('BOSC', '上海银行')
ON CONFLICT ("bank_code") DO NOTHING;--> statement-breakpoint
INSERT INTO "card_bins" ("bin_prefix", "bank_code", "card_type", "card_length") VALUES
	('622202', 'ICBC', 1, 19), ('622208', 'ICBC', 1, 19), ('621226', 'ICBC', 1, 19), ('955880', 'ICBC', 1, 19),
	('622848', 'ABC', 1, 19), ('622845', 'ABC', 1, 19),
	('621661', 'BOC', 1, 19), ('621785', 'BOC', 1, 19),
	('621700', 'CCB', 1, 19), ('436742', 'CCB', 1, 19), ('622700', 'CCB', 1, 19),
	('622260', 'BOCOM', 1, 19), ('622262', 'BOCOM', 1, 19),
	('622588', 'CMB', 1, 16), ('621483', 'CMB', 1, 16),
	('621799', 'PSBC', 1, 19), ('622188', 'PSBC', 1, 19), ('621098', 'PSBC', 1, 19),
	('621773', 'CITIC', 1, 16), ('622660', 'CEB', 1, 19), ('622622', 'CMBC', 1, 16),
	('622521', 'SPDB', 1, 16), ('622909', 'CIB', 1, 18), ('622908', 'CIB', 1, 18),
	('622298', 'PAB', 1, 19), ('622630', 'HXB', 1, 19), ('622568', 'GDB', 1, 19),
	('621468', 'BOB', 1, 19), ('622892', 'BOSC', 1, 16)
ON CONFLICT ("bin_prefix") DO NOTHING;
