ALTER TABLE "orders" ADD COLUMN "hold_expires_at" timestamp with time zone DEFAULT now() + interval '15 minutes' NOT NULL;--> statement-breakpoint
-- Rows placed before the deadline was stored: 15 minutes from their creation (the old default hold).
UPDATE "orders" SET "hold_expires_at" = "created_at" + interval '15 minutes';--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_expires_at" timestamp with time zone DEFAULT now() + interval '15 minutes' NOT NULL;--> statement-breakpoint
UPDATE "bookings" SET "hold_expires_at" = "created_at" + interval '15 minutes';--> statement-breakpoint
CREATE INDEX "orders_hold_idx" ON "orders" USING btree ("hold_expires_at") WHERE "orders"."status" in ('pending_payment', 'payment_failed');--> statement-breakpoint
CREATE INDEX "bookings_hold_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" in ('pending_payment', 'payment_failed');