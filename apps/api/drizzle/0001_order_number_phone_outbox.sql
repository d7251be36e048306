CREATE TABLE "outbox_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_emails_kind_reference_uq" UNIQUE("kind","reference"),
	CONSTRAINT "outbox_emails_status" CHECK ("outbox_emails"."status" in ('pending', 'sent', 'logged', 'failed')),
	CONSTRAINT "outbox_emails_attempts" CHECK ("outbox_emails"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone" text;--> statement-breakpoint
-- Orders placed before the phone was asked for: the delivery address's phone, else the member's.
UPDATE "orders" SET "phone" = coalesce("shipping_address"->>'phone', (SELECT "phone" FROM "users" WHERE "users"."id" = "orders"."user_id"), '') WHERE "phone" IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "phone" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_emails_due_idx" ON "outbox_emails" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_number_unique" UNIQUE("number");