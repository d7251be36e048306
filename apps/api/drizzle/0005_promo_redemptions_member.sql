ALTER TABLE "promo_redemptions" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_redemptions_member_idx" ON "promo_redemptions" USING btree ("promo_id","user_id");--> statement-breakpoint
-- Redemptions made before this migration: the member of the order or booking that redeemed them.
UPDATE "promo_redemptions" AS r SET "user_id" = o."user_id" FROM "orders" AS o WHERE o."id"::text = r."reference" AND o."user_id" IS NOT NULL;--> statement-breakpoint
UPDATE "promo_redemptions" AS r SET "user_id" = b."user_id" FROM "bookings" AS b WHERE b."id"::text = r."reference" AND b."user_id" IS NOT NULL;
