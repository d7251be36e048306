ALTER TABLE "gift_cards" DROP CONSTRAINT "gift_cards_status";--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "issued_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_version_positive" CHECK ("promos"."version" >= 1);--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_status" CHECK ("gift_cards"."status" in ('pending', 'active', 'redeemed', 'expired', 'voided'));