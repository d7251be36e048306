ALTER TABLE "payments" DROP CONSTRAINT "payments_status";--> statement-breakpoint
-- The status check predated the contract: a payment the provider had not settled was stored as pending.
UPDATE "payments" SET "status" = 'processing' WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_failure_reason" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "status" text DEFAULT 'succeeded' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_reference_unique" UNIQUE("refund_reference");--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_provider_reference_unique" UNIQUE("provider_reference");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_status" CHECK ("payments"."refund_status" is null or "payments"."refund_status" in ('pending', 'succeeded', 'failed', 'canceled'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status" CHECK ("payments"."status" in ('processing', 'succeeded', 'failed', 'refunded'));--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_status" CHECK ("order_refunds"."status" in ('pending', 'succeeded', 'failed', 'canceled'));