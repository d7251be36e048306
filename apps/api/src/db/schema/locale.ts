import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { currencyCode, instant } from './columns';
import type { LocalizedText } from './localized';

export const currencies = pgTable(
  'currencies',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    isLeft: boolean('is_left').notNull(),
    /** 0 for the zero-decimal currencies of SPEC §9, else 2. */
    minorDigits: smallint('minor_digits').notNull(),
  },
  (t) => [
    check('currencies_code_format', sql`${t.code} ~ '^[A-Z]{3}$'`),
    check('currencies_minor_digits', sql`${t.minorDigits} in (0, 2)`),
  ],
);

export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: currencyCode()
      .primaryKey()
      .references(() => currencies.code),
    /** Major units of `currency` per 1 SGD, exact decimal (never a float). */
    rateToSgd: numeric('rate_to_sgd', { precision: 24, scale: 10 }).notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [check('exchange_rates_positive', sql`${t.rateToSgd} > 0`)],
);

export const countries = pgTable(
  'countries',
  {
    code: text('code').primaryKey(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    defaultLanguage: text('default_language').notNull(),
    /** Languages the country's pages exist in, default first. */
    languages: jsonb('languages').$type<string[]>().notNull(),
    currency: currencyCode()
      .notNull()
      .references(() => currencies.code),
    timeZone: text('time_zone').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('countries_code_format', sql`${t.code} ~ '^[a-z]{2}$'`),
    check('countries_default_language', sql`${t.defaultLanguage} in ('en', 'ar', 'zh-hans', 'vi')`),
  ],
);
