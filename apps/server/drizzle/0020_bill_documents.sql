CREATE TABLE "bill_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bill_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"image_id" uuid NOT NULL,
	"uploaded_by" integer NOT NULL,
	"uploader_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_documents_image_id_unique" UNIQUE("image_id")
);
--> statement-breakpoint
ALTER TABLE "bill_documents" ADD CONSTRAINT "bill_documents_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_documents" ADD CONSTRAINT "bill_documents_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_documents" ADD CONSTRAINT "bill_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_documents_bill_idx" ON "bill_documents" USING btree ("bill_id","type");