ALTER TABLE "payments" DROP CONSTRAINT "payments_status";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_message" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workshop_services" ADD COLUMN "opening_days" integer[] DEFAULT '{1,2,3,4,5,6,7}' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "gift_cards_order_idx" ON "gift_cards" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_gift_card_idx" ON "orders" USING btree ("gift_card_id");--> statement-breakpoint
ALTER TABLE "workshop_services" ADD CONSTRAINT "workshop_services_opening_days" CHECK ("workshop_services"."opening_days" <@ '{1,2,3,4,5,6,7}'::integer[] and cardinality("workshop_services"."opening_days") between 1 and 7);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending', 'succeeded', 'failed', 'refunded'));