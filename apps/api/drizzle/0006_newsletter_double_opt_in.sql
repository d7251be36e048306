ALTER TABLE "subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirm_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_confirm_token_hash_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
-- Addresses that subscribed before double opt-in existed stay subscribed (they used the form themselves).
UPDATE "subscribers" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
