import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { currencyCode, minorUnits } from './columns';
import { countries, currencies } from './locale';
import type { LocalizedText } from './localized';

export const shippingRules = pgTable(
  'shipping_rules',
  {
    id: serial('id').primaryKey(),
    country: text('country')
      .notNull()
      .references(() => countries.code),
    /** self-collect | express | standard (display names come from @atelier/commerce/enums). */
    method: text('method').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>(),
    /** Always the country's currency. */
    currency: currencyCode()
      .notNull()
      .references(() => currencies.code),
    price: minorUnits('price').notNull(),
    /** Subtotal from which the method is free; null when never free. */
    freeOver: minorUnits('free_over'),
    minDays: integer('min_days'),
    maxDays: integer('max_days'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('shipping_rules_country_method_uq').on(t.country, t.method),
    check('shipping_rules_method', sql`${t.method} in ('self-collect', 'express', 'standard')`),
    check('shipping_rules_price', sql`${t.price} >= 0 and (${t.freeOver} is null or ${t.freeOver} >= 0)`),
    check(
      'shipping_rules_days',
      sql`(${t.minDays} is null or ${t.minDays} >= 0) and (${t.maxDays} is null or ${t.minDays} is null or ${t.maxDays} >= ${t.minDays})`,
    ),
  ],
);
