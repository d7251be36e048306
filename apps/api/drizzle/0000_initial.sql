CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"default_language" text NOT NULL,
	"languages" jsonb NOT NULL,
	"currency" text NOT NULL,
	"time_zone" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "countries_code_format" CHECK ("countries"."code" ~ '^[a-z]{2}$'),
	CONSTRAINT "countries_default_language" CHECK ("countries"."default_language" in ('en', 'ar', 'zh-hans', 'vi'))
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"is_left" boolean NOT NULL,
	"minor_digits" smallint NOT NULL,
	CONSTRAINT "currencies_code_format" CHECK ("currencies"."code" ~ '^[A-Z]{3}$'),
	CONSTRAINT "currencies_minor_digits" CHECK ("currencies"."minor_digits" in (0, 2))
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate_to_sgd" numeric(24, 10) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."rate_to_sgd" > 0)
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"allowed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"theme" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_slug_unique" UNIQUE("slug"),
	CONSTRAINT "partners_slug_format" CHECK ("partners"."slug" ~ '^[a-z0-9]+([-_][a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "bottle_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"bottle_colour" text NOT NULL,
	"cap_colour" text NOT NULL,
	"size" text NOT NULL,
	"path" text NOT NULL,
	CONSTRAINT "bottle_images_bottle_colour" CHECK ("bottle_images"."bottle_colour" in ('black', 'clear')),
	CONSTRAINT "bottle_images_cap_colour" CHECK ("bottle_images"."cap_colour" in ('black', 'gold', 'white')),
	CONSTRAINT "bottle_images_size" CHECK ("bottle_images"."size" in ('100ml', '30ml'))
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "collections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product_bundle_items" (
	"bundle_product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"item_product_id" integer NOT NULL,
	"item_variant_id" integer,
	"quantity" integer NOT NULL,
	CONSTRAINT "product_bundle_items_bundle_product_id_position_pk" PRIMARY KEY("bundle_product_id","position"),
	CONSTRAINT "product_bundle_items_quantity" CHECK ("product_bundle_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_collections" (
	"product_id" integer NOT NULL,
	"collection_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_collections_product_id_collection_id_pk" PRIMARY KEY("product_id","collection_id")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"type" text NOT NULL,
	"path" text NOT NULL,
	"alt" jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_images_type" CHECK ("product_images"."type" in ('main', 'gallery', 'hover', 'thumbnail'))
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"product_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "product_tags_product_id_tag_id_pk" PRIMARY KEY("product_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"label" jsonb NOT NULL,
	"size" text,
	"stock" integer DEFAULT 0 NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_variants_sku_unique" UNIQUE("sku"),
	CONSTRAINT "product_variants_stock_non_negative" CHECK ("product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_size" CHECK ("product_variants"."size" is null or "product_variants"."size" in ('100ml', '30ml'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"sku" text NOT NULL,
	"type" text NOT NULL,
	"route_type" text,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"details" jsonb,
	"notes" jsonb,
	"moods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"genders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"diary_edition" jsonb,
	"giftable" boolean DEFAULT false NOT NULL,
	"best_seller" boolean DEFAULT false NOT NULL,
	"limited" boolean DEFAULT false NOT NULL,
	"featured_rank" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_type" CHECK ("products"."type" in ('perfume_oil', 'home_scent_oil', 'car_diffuser', 'single_candle', 'oil_burner', 'reed_diffuser', 'dual_crayon_spray', 'perfume_diy', 'perfume_soloscent', 'perfume_diy_edp', 'hair_mist', 'hand_body_wash', 'hand_body_lotion', 'scent_machine_diffuser', 'premade', 'limited_edition', 'best_seller', 'scent_diy', 'gift_box', 'mini_candles', 'dual_candles', 'scent_diary', 'discovery_box', 'scent_discovery_set4', 'bottle_diy', 'gift_bundle', 'perfume_100ml', 'hand_cream', 'lip_balm', 'gift_wrap')),
	CONSTRAINT "products_slug_format" CHECK ("products"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "related_products" (
	"product_id" integer NOT NULL,
	"related_product_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "related_products_product_id_related_product_id_pk" PRIMARY KEY("product_id","related_product_id"),
	CONSTRAINT "related_products_not_self" CHECK ("related_products"."product_id" <> "related_products"."related_product_id")
);
--> statement-breakpoint
CREATE TABLE "stock_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"group" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"image" text,
	"quiz" boolean DEFAULT false NOT NULL,
	"partner_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tags_slug_unique" UNIQUE("slug"),
	CONSTRAINT "tags_group_format" CHECK ("tags"."group" ~ '^[a-z][a-z_]{1,39}$')
);
--> statement-breakpoint
CREATE TABLE "variant_prices" (
	"variant_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"compare_at_amount" bigint,
	CONSTRAINT "variant_prices_variant_id_currency_pk" PRIMARY KEY("variant_id","currency"),
	CONSTRAINT "variant_prices_amount_non_negative" CHECK ("variant_prices"."amount" >= 0),
	CONSTRAINT "variant_prices_compare_at" CHECK ("variant_prices"."compare_at_amount" is null or "variant_prices"."compare_at_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "token_families" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"membership_tier" text,
	"country" text,
	"language" text,
	"marketing_opt_in" boolean DEFAULT false NOT NULL,
	"date_joined" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_membership_tier" CHECK ("users"."membership_tier" is null or "users"."membership_tier" in ('silver', 'gold', 'black'))
);
--> statement-breakpoint
CREATE TABLE "personalities" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"partner_id" integer,
	"mood" smallint NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"image" text,
	CONSTRAINT "personalities_key_unique" UNIQUE("key"),
	CONSTRAINT "personalities_mood" CHECK ("personalities"."mood" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "personality_products" (
	"personality_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "personality_products_personality_id_product_id_pk" PRIMARY KEY("personality_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_answer_tags" (
	"answer_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "quiz_answer_tags_answer_id_tag_id_pk" PRIMARY KEY("answer_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"question_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"text" jsonb NOT NULL,
	"image" text,
	"moods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gender" text,
	CONSTRAINT "quiz_answers_key_unique" UNIQUE("key"),
	CONSTRAINT "quiz_answers_gender" CHECK ("quiz_answers"."gender" is null or "quiz_answers"."gender" in ('Female', 'Male', 'Neutral'))
);
--> statement-breakpoint
CREATE TABLE "quiz_outcomes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"choice_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "quiz_outcomes_choice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"partner_id" integer,
	"personality_id" integer NOT NULL,
	"mood" smallint NOT NULL,
	"gender" text,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "quiz_outcomes_choice_id_unique" UNIQUE("choice_id"),
	CONSTRAINT "quiz_outcomes_mood" CHECK ("quiz_outcomes"."mood" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"partner_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"multiple" boolean DEFAULT false NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	CONSTRAINT "quiz_questions_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"country" text NOT NULL,
	"language" text NOT NULL,
	"status" text NOT NULL,
	"title" text NOT NULL,
	"seo" jsonb NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_pages_status" CHECK ("cms_pages"."status" in ('published', 'draft')),
	CONSTRAINT "cms_pages_language" CHECK ("cms_pages"."language" in ('en', 'ar', 'zh-hans', 'vi')),
	CONSTRAINT "cms_pages_slug_format" CHECK ("cms_pages"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "promo_amounts" (
	"promo_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_off" bigint,
	"min_spend" bigint,
	CONSTRAINT "promo_amounts_promo_id_currency_pk" PRIMARY KEY("promo_id","currency"),
	CONSTRAINT "promo_amounts_non_negative" CHECK (coalesce("promo_amounts"."amount_off", 0) >= 0 and coalesce("promo_amounts"."min_spend", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_id" integer NOT NULL,
	"email" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_redemptions_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "promo_rule_amounts" (
	"rule_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "promo_rule_amounts_rule_id_currency_pk" PRIMARY KEY("rule_id","currency"),
	CONSTRAINT "promo_rule_amounts_non_negative" CHECK ("promo_rule_amounts"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"product_type" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"min_quantity" integer NOT NULL,
	"kind" text NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promo_rules_key_unique" UNIQUE("key"),
	CONSTRAINT "promo_rules_type" CHECK ("promo_rules"."product_type" in ('perfume_oil', 'home_scent_oil', 'car_diffuser', 'single_candle', 'oil_burner', 'reed_diffuser', 'dual_crayon_spray', 'perfume_diy', 'perfume_soloscent', 'perfume_diy_edp', 'hair_mist', 'hand_body_wash', 'hand_body_lotion', 'scent_machine_diffuser', 'premade', 'limited_edition', 'best_seller', 'scent_diy', 'gift_box', 'mini_candles', 'dual_candles', 'scent_diary', 'discovery_box', 'scent_discovery_set4', 'bottle_diy', 'gift_bundle', 'perfume_100ml', 'hand_cream', 'lip_balm', 'gift_wrap')),
	CONSTRAINT "promo_rules_kind" CHECK ("promo_rules"."kind" in ('percentage', 'fixed_amount')),
	CONSTRAINT "promo_rules_min_quantity" CHECK ("promo_rules"."min_quantity" >= 1),
	CONSTRAINT "promo_rules_percent" CHECK ("promo_rules"."percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" jsonb NOT NULL,
	"kind" text NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currencies" jsonb,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"per_customer_limit" integer,
	"applies_to" text DEFAULT 'cart' NOT NULL,
	"tiers" jsonb,
	"free_gift_product_id" integer,
	"free_gift_variant_id" integer,
	"free_gift_quantity" integer,
	CONSTRAINT "promos_kind" CHECK ("promos"."kind" in ('percentage', 'fixed_amount', 'free_shipping')),
	CONSTRAINT "promos_percent" CHECK ("promos"."percent" between 0 and 100),
	CONSTRAINT "promos_applies_to" CHECK ("promos"."applies_to" in ('cart', 'workshop')),
	CONSTRAINT "promos_used_count" CHECK ("promos"."used_count" >= 0 and ("promos"."usage_limit" is null or "promos"."used_count" <= "promos"."usage_limit")),
	CONSTRAINT "promos_usage_limit" CHECK ("promos"."usage_limit" is null or "promos"."usage_limit" >= 0),
	CONSTRAINT "promos_dates" CHECK ("promos"."starts_at" is null or "promos"."ends_at" is null or "promos"."starts_at" < "promos"."ends_at"),
	CONSTRAINT "promos_free_gift" CHECK (("promos"."free_gift_product_id" is null) = ("promos"."free_gift_quantity" is null) and ("promos"."free_gift_quantity" is null or "promos"."free_gift_quantity" > 0))
);
--> statement-breakpoint
CREATE TABLE "shipping_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"method" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"currency" text NOT NULL,
	"price" bigint NOT NULL,
	"free_over" bigint,
	"min_days" integer,
	"max_days" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipping_rules_method" CHECK ("shipping_rules"."method" in ('self-collect', 'express', 'standard')),
	CONSTRAINT "shipping_rules_price" CHECK ("shipping_rules"."price" >= 0 and ("shipping_rules"."free_over" is null or "shipping_rules"."free_over" >= 0)),
	CONSTRAINT "shipping_rules_days" CHECK (("shipping_rules"."min_days" is null or "shipping_rules"."min_days" >= 0) and ("shipping_rules"."max_days" is null or "shipping_rules"."min_days" is null or "shipping_rules"."max_days" >= "shipping_rules"."min_days"))
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"quantity" integer NOT NULL,
	"customization" jsonb,
	"is_free_gift" boolean DEFAULT false NOT NULL,
	"last_unit_price" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity" CHECK ("cart_items"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"currency" text NOT NULL,
	"country" text,
	"promo_id" integer,
	"shipping_rule_id" integer,
	"recent_item_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_status" CHECK ("carts"."status" in ('open', 'ordered', 'merged'))
);
--> statement-breakpoint
CREATE TABLE "gift_card_values" (
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "gift_card_values_currency_amount_pk" PRIMARY KEY("currency","amount"),
	CONSTRAINT "gift_card_values_positive" CHECK ("gift_card_values"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"currency" text NOT NULL,
	"initial_value" bigint NOT NULL,
	"balance" bigint NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone,
	"recipient_email" text NOT NULL,
	"recipient_name" text,
	"sender_name" text,
	"message" text,
	"deliver_on" date,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_code_unique" UNIQUE("code"),
	CONSTRAINT "gift_cards_code_format" CHECK ("gift_cards"."code" ~ '^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$'),
	CONSTRAINT "gift_cards_balance" CHECK ("gift_cards"."balance" >= 0 and "gift_cards"."balance" <= "gift_cards"."initial_value"),
	CONSTRAINT "gift_cards_status" CHECK ("gift_cards"."status" in ('pending', 'active', 'redeemed', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"product_id" integer,
	"variant_id" integer,
	"product_type" text,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"price" bigint NOT NULL,
	"total" bigint NOT NULL,
	"currency" text NOT NULL,
	"item_feed_id" text,
	"variant_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customization" jsonb,
	"is_free_gift" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_kind" CHECK ("order_lines"."kind" in ('product', 'gift_card')),
	CONSTRAINT "order_lines_quantity" CHECK ("order_lines"."quantity" between 1 and 99),
	CONSTRAINT "order_lines_amounts" CHECK ("order_lines"."price" >= 0 and "order_lines"."total" >= 0),
	CONSTRAINT "order_lines_product_type" CHECK ("order_lines"."product_type" is null or "order_lines"."product_type" in ('perfume_oil', 'home_scent_oil', 'car_diffuser', 'single_candle', 'oil_burner', 'reed_diffuser', 'dual_crayon_spray', 'perfume_diy', 'perfume_soloscent', 'perfume_diy_edp', 'hair_mist', 'hand_body_wash', 'hand_body_lotion', 'scent_machine_diffuser', 'premade', 'limited_edition', 'best_seller', 'scent_diy', 'gift_box', 'mini_candles', 'dual_candles', 'scent_diary', 'discovery_box', 'scent_discovery_set4', 'bottle_diy', 'gift_bundle', 'perfume_100ml', 'hand_cream', 'lip_balm', 'gift_wrap'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"cart_id" uuid,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate" numeric(24, 10) NOT NULL,
	"subtotal" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"shipping" bigint DEFAULT 0 NOT NULL,
	"gift_card_amount" bigint DEFAULT 0 NOT NULL,
	"total" bigint NOT NULL,
	"shipping_rule_id" integer,
	"shipping_method" text,
	"shipping_address" jsonb,
	"promo_id" integer,
	"promo_code" text,
	"gift_card_id" integer,
	"note" text,
	"marketing_opt_in" boolean DEFAULT false NOT NULL,
	"country" text,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('pending_payment', 'payment_failed', 'paid', 'fulfilled', 'cancelled', 'refunded')),
	CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."subtotal" >= 0 and "orders"."discount" >= 0 and "orders"."shipping" >= 0 and "orders"."gift_card_amount" >= 0 and "orders"."total" >= 0),
	CONSTRAINT "orders_total" CHECK ("orders"."total" = "orders"."subtotal" - "orders"."discount" + "orders"."shipping" - "orders"."gift_card_amount")
);
--> statement-breakpoint
CREATE TABLE "booking_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"guests" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_entries_guests" CHECK ("booking_entries"."guests" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "booking_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "booking_lines_amount" CHECK ("booking_lines"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"discount_code" text,
	"client" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "bookings_status" CHECK ("bookings"."status" in ('pending_payment', 'payment_failed', 'confirmed', 'cancelled')),
	CONSTRAINT "bookings_amounts" CHECK ("bookings"."amount" >= 0 and "bookings"."discount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "workshop_service_prices" (
	"service_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "workshop_service_prices_service_id_currency_pk" PRIMARY KEY("service_id","currency"),
	CONSTRAINT "workshop_service_prices_amount" CHECK ("workshop_service_prices"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "workshop_services" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"item_feed_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"duration_minutes" integer NOT NULL,
	"capacity_per_slot" integer NOT NULL,
	"max_guests" integer NOT NULL,
	"image" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "workshop_services_code_unique" UNIQUE("code"),
	CONSTRAINT "workshop_services_id" CHECK ("workshop_services"."id" in (1, 3, 8, 11, 18, 22, 12)),
	CONSTRAINT "workshop_services_code" CHECK ("workshop_services"."code" in ('PCA', 'LA', 'FA', 'AA', 'BA', 'TBA', 'HA')),
	CONSTRAINT "workshop_services_duration" CHECK ("workshop_services"."duration_minutes" between 30 and 480 and "workshop_services"."duration_minutes" % 30 = 0),
	CONSTRAINT "workshop_services_capacity" CHECK ("workshop_services"."capacity_per_slot" >= 0 and "workshop_services"."max_guests" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "workshop_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "workshop_slots_capacity" CHECK ("workshop_slots"."capacity" >= 0 and "workshop_slots"."booked" >= 0 and "workshop_slots"."booked" <= "workshop_slots"."capacity"),
	CONSTRAINT "workshop_slots_times" CHECK ("workshop_slots"."ends_at" > "workshop_slots"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"booking_id" uuid,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"failure_code" text,
	"failure_message" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payments_target" CHECK (num_nonnulls("payments"."order_id", "payments"."booking_id") = 1),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "payments_provider" CHECK ("payments"."provider" in ('test', 'stripe')),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "business_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"country" text NOT NULL,
	"industry" text,
	"space_size_sqm" integer,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_leads_industry" CHECK ("business_leads"."industry" is null or "business_leads"."industry" in ('hospitality', 'retail', 'office', 'wellness', 'residential', 'events', 'other')),
	CONSTRAINT "business_leads_space" CHECK ("business_leads"."space_size_sqm" is null or "business_leads"."space_size_sqm" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"source" text,
	"country" text,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_bundle_items" ADD CONSTRAINT "product_bundle_items_bundle_product_id_products_id_fk" FOREIGN KEY ("bundle_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_bundle_items" ADD CONSTRAINT "product_bundle_items_item_product_id_products_id_fk" FOREIGN KEY ("item_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_bundle_items" ADD CONSTRAINT "product_bundle_items_item_variant_id_product_variants_id_fk" FOREIGN KEY ("item_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_collections" ADD CONSTRAINT "product_collections_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_collections" ADD CONSTRAINT "product_collections_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_products" ADD CONSTRAINT "related_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_products" ADD CONSTRAINT "related_products_related_product_id_products_id_fk" FOREIGN KEY ("related_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD CONSTRAINT "stock_notifications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD CONSTRAINT "stock_notifications_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD CONSTRAINT "variant_prices_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD CONSTRAINT "variant_prices_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_token_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."token_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_families" ADD CONSTRAINT "token_families_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personalities" ADD CONSTRAINT "personalities_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personality_products" ADD CONSTRAINT "personality_products_personality_id_personalities_id_fk" FOREIGN KEY ("personality_id") REFERENCES "public"."personalities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personality_products" ADD CONSTRAINT "personality_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answer_tags" ADD CONSTRAINT "quiz_answer_tags_answer_id_quiz_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."quiz_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answer_tags" ADD CONSTRAINT "quiz_answer_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_outcomes" ADD CONSTRAINT "quiz_outcomes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_outcomes" ADD CONSTRAINT "quiz_outcomes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_outcomes" ADD CONSTRAINT "quiz_outcomes_personality_id_personalities_id_fk" FOREIGN KEY ("personality_id") REFERENCES "public"."personalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD CONSTRAINT "cms_pages_country_countries_code_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_amounts" ADD CONSTRAINT "promo_amounts_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_amounts" ADD CONSTRAINT "promo_amounts_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_rule_amounts" ADD CONSTRAINT "promo_rule_amounts_rule_id_promo_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."promo_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_rule_amounts" ADD CONSTRAINT "promo_rule_amounts_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_free_gift_product_id_products_id_fk" FOREIGN KEY ("free_gift_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_free_gift_variant_id_product_variants_id_fk" FOREIGN KEY ("free_gift_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rules" ADD CONSTRAINT "shipping_rules_country_countries_code_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rules" ADD CONSTRAINT "shipping_rules_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_shipping_rule_id_shipping_rules_id_fk" FOREIGN KEY ("shipping_rule_id") REFERENCES "public"."shipping_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_values" ADD CONSTRAINT "gift_card_values_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_rule_id_shipping_rules_id_fk" FOREIGN KEY ("shipping_rule_id") REFERENCES "public"."shipping_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_entries" ADD CONSTRAINT "booking_entries_line_id_booking_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."booking_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_entries" ADD CONSTRAINT "booking_entries_slot_id_workshop_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."workshop_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_entries" ADD CONSTRAINT "booking_entries_service_id_workshop_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."workshop_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_service_prices" ADD CONSTRAINT "workshop_service_prices_service_id_workshop_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."workshop_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_service_prices" ADD CONSTRAINT "workshop_service_prices_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_slots" ADD CONSTRAINT "workshop_slots_service_id_workshop_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."workshop_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bottle_images_choice_uq" ON "bottle_images" USING btree ("bottle_colour","cap_colour","size");--> statement-breakpoint
CREATE INDEX "product_collections_collection_idx" ON "product_collections" USING btree ("collection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_position_uq" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_one_main_uq" ON "product_images" USING btree ("product_id") WHERE "product_images"."type" = 'main';--> statement-breakpoint
CREATE INDEX "product_tags_tag_idx" ON "product_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_notifications_item_email_uq" ON "stock_notifications" USING btree ("product_id",coalesce("variant_id", 0),lower("email"));--> statement-breakpoint
CREATE INDEX "tags_group_idx" ON "tags" USING btree ("group","sort_order");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "token_families_user_idx" ON "token_families" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "quiz_answers_question_idx" ON "quiz_answers" USING btree ("question_id","sort_order");--> statement-breakpoint
CREATE INDEX "quiz_outcomes_user_idx" ON "quiz_outcomes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "quiz_questions_partner_idx" ON "quiz_questions" USING btree ("partner_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_pages_slug_locale_status_uq" ON "cms_pages" USING btree ("slug","country","language","status");--> statement-breakpoint
CREATE UNIQUE INDEX "promos_code_upper_uq" ON "promos" USING btree (upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_rules_country_method_uq" ON "shipping_rules" USING btree ("country","method");--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "carts_user_idx" ON "carts" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_entries_slot_idx" ON "booking_entries" USING btree ("slot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_lines_position_uq" ON "booking_lines" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_slots_service_start_uq" ON "workshop_slots" USING btree ("service_id","starts_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_email_lower_uq" ON "subscribers" USING btree (lower("email"));