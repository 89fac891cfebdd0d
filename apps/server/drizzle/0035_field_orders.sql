CREATE TABLE "field_order_photos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"image_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "field_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"appointment_id" bigint NOT NULL,
	"bill_id" integer NOT NULL,
	"form" text NOT NULL,
	"findings" jsonb NOT NULL,
	"submitted_by" integer NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"review_comment" text
);
--> statement-breakpoint
ALTER TABLE "field_order_photos" ADD CONSTRAINT "field_order_photos_order_id_field_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."field_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_orders" ADD CONSTRAINT "field_orders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_orders" ADD CONSTRAINT "field_orders_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_orders" ADD CONSTRAINT "field_orders_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "field_order_photos_image_key" ON "field_order_photos" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "field_order_photos_order_idx" ON "field_order_photos" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "field_orders_appointment_key" ON "field_orders" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "field_orders_bill_idx" ON "field_orders" USING btree ("bill_id");