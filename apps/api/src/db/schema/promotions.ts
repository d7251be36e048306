import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { currencyCode, instant, minorUnits } from './columns';
import { productTypeCheck, productVariants, products } from './catalogue';
import { currencies } from './locale';
import type { LocalizedText } from './localized';
import { users } from './users';

export const promos = pgTable(
  'promos',
  {
    id: serial('id').primaryKey(),
    /** Matched case-insensitively (unique on upper(code)). */
    code: text('code').notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    /** Contract DiscountType: percentage | fixed_amount (amounts per currency) | free_shipping. */
    kind: text('kind').notNull(),
    /** percentage only: 1-100. */
    percent: integer('percent').notNull().default(0),
    countries: jsonb('countries').$type<string[]>().notNull().default([]),
    /** Currencies where the code works; null for all. */
    currencies: jsonb('currencies').$type<string[]>(),
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
    usageLimit: integer('usage_limit'),
    /** Redemptions so far; raised atomically with the guard `used_count < usage_limit`. */
    usedCount: integer('used_count').notNull().default(0),
    perCustomerLimit: integer('per_customer_limit'),
    /** Shop carts or workshop bookings (the guest codes of SPEC §6). */
    appliesTo: text('applies_to').notNull().default('cart'),
    /** Tiers whose members' guests may use it; null for everyone. */
    tiers: jsonb('tiers').$type<string[]>(),
    freeGiftProductId: integer('free_gift_product_id').references(() => products.id),
    freeGiftVariantId: integer('free_gift_variant_id').references(() => productVariants.id),
    freeGiftQuantity: integer('free_gift_quantity'),
    /** Raised by every console change, so an edit made on an older reading is refused (409). */
    version: integer('version').notNull().default(1),
    /** When staff stopped the code (its end date was set to that moment too). */
    deactivatedAt: instant('deactivated_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promos_code_upper_uq').on(sql`upper(${t.code})`),
    check('promos_kind', sql`${t.kind} in ('percentage', 'fixed_amount', 'free_shipping')`),
    check('promos_percent', sql`${t.percent} between 0 and 100`),
    check('promos_applies_to', sql`${t.appliesTo} in ('cart', 'workshop')`),
    check(
      'promos_used_count',
      sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`,
    ),
    check('promos_usage_limit', sql`${t.usageLimit} is null or ${t.usageLimit} >= 0`),
    check('promos_dates', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
    check('promos_version_positive', sql`${t.version} >= 1`),
    check(
      'promos_free_gift',
      sql`(${t.freeGiftProductId} is null) = (${t.freeGiftQuantity} is null) and (${t.freeGiftQuantity} is null or ${t.freeGiftQuantity} > 0)`,
    ),
  ],
);

/** Per-currency money of a promo: the fixed amount off and/or the minimum spend. */
export const promoAmounts = pgTable(
  'promo_amounts',
  {
    promoId: integer('promo_id')
      .notNull()
      .references(() => promos.id, { onDelete: 'cascade' }),
    currency: currencyCode()
      .notNull()
      .references(() => currencies.code),
    amountOff: minorUnits('amount_off'),
    minSpend: minorUnits('min_spend'),
  },
  (t) => [
    primaryKey({ columns: [t.promoId, t.currency] }),
    check(
      'promo_amounts_non_negative',
      sql`coalesce(${t.amountOff}, 0) >= 0 and coalesce(${t.minSpend}, 0) >= 0`,
    ),
  ],
);

/**
 * Who used a code, for per-customer limits (one row per order or booking): the e-mail typed and,
 * for a member, their account. A limit counts both, so a member typing a new address per order
 * does not get a once-per-customer code twice.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: serial('id').primaryKey(),
    promoId: integer('promo_id')
      .notNull()
      .references(() => promos.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The order or booking id that redeemed it. */
    reference: text('reference').notNull().unique(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('promo_redemptions_member_idx').on(t.promoId, t.userId)],
);

/** Price rules of a product type (GET /api/promo-rules/modify/?type=perfume_diy). */
export const promoRules = pgTable(
  'promo_rules',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    productType: text('product_type').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>(),
    minQuantity: integer('min_quantity').notNull(),
    kind: text('kind').notNull(),
    percent: integer('percent').notNull().default(0),
  },
  (t) => [
    check('promo_rules_type', productTypeCheck(t.productType)),
    check('promo_rules_kind', sql`${t.kind} in ('percentage', 'fixed_amount')`),
    check('promo_rules_min_quantity', sql`${t.minQuantity} >= 1`),
    check('promo_rules_percent', sql`${t.percent} between 0 and 100`),
  ],
);

export const promoRuleAmounts = pgTable(
  'promo_rule_amounts',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => promoRules.id, { onDelete: 'cascade' }),
    currency: currencyCode()
      .notNull()
      .references(() => currencies.code),
    amount: minorUnits('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ruleId, t.currency] }),
    check('promo_rule_amounts_non_negative', sql`${t.amount} >= 0`),
  ],
);
