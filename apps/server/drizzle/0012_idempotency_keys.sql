CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_user_id_key_pk" PRIMARY KEY("scope","user_id","key")
);
