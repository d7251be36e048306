import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

/**
 * Newsletter subscribers (`/api/subcribers/`), unique per case-insensitive e-mail. Double opt-in:
 * a row is pending until the link e-mailed to the address is opened (`confirmed_at` set); only
 * confirmed rows are subscribed. Unsubscribing deletes the row.
 */
export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    source: text('source'),
    country: text('country'),
    language: text('language'),
    createdAt: createdAt(),
    /** Null while pending: the address has not confirmed (it is not subscribed). */
    confirmedAt: instant('confirmed_at'),
    /** SHA-256 of the single-use confirmation token; cleared once used. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    /** When the last confirmation e-mail was queued (its link expires 7 days later; resend pacing). */
    confirmSentAt: instant('confirm_sent_at'),
  },
  (t) => [uniqueIndex('subscribers_email_lower_uq').on(sql`lower(${t.email})`)],
);

/** Business scenting (B2B) enquiries. */
export const businessLeads = pgTable(
  'business_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company: text('company').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    country: text('country').notNull(),
    industry: text('industry'),
    spaceSizeSqm: integer('space_size_sqm'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'business_leads_industry',
      sql`${t.industry} is null or ${t.industry} in ('hospitality', 'retail', 'office', 'wellness', 'residential', 'events', 'other')`,
    ),
    check('business_leads_space', sql`${t.spaceSizeSqm} is null or ${t.spaceSizeSqm} > 0`),
  ],
);
