import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

/**
 * Newsletter subscribers (`/api/subcribers/`), unique per case-insensitive e-mail. Double opt-in:
 * a row is pending until the link e-mailed to the address is opened (`confirmed_at` set); only
 * confirmed rows are subscribed. Unsubscribing keeps the row as a suppression record
 * (`unsubscribed_at` set, `confirmed_at` cleared): the address is never mailed again unless it
 * signs up and confirms anew. Erasing a member's data (privacy) deletes it.
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
    /** When the address unsubscribed (cleared when it confirms a new sign-up). */
    unsubscribedAt: instant('unsubscribed_at'),
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
    /** The console's pipeline (issue 24): every enquiry from the contact form starts `new`. */
    status: text('status').notNull().default('new'),
    /** Raised by every status change, so a change made on an older read is refused (409). */
    version: integer('version').notNull().default(1),
    statusChangedAt: instant('status_changed_at'),
    statusChangedById: integer('status_changed_by_id'),
    /** The e-mail of who changed the status, as it was then (kept if the account goes). */
    statusChangedByEmail: text('status_changed_by_email'),
  },
  (t) => [
    check('business_leads_status', sql`${t.status} in ('new', 'contacted', 'won', 'lost')`),
    check('business_leads_version', sql`${t.version} >= 1`),
    index('business_leads_status_idx').on(t.status, t.createdAt),
    check(
      'business_leads_industry',
      sql`${t.industry} is null or ${t.industry} in ('hospitality', 'retail', 'office', 'wellness', 'residential', 'events', 'other')`,
    ),
    check('business_leads_space', sql`${t.spaceSizeSqm} is null or ${t.spaceSizeSqm} > 0`),
  ],
);

/** Staff notes on a business lead (issue 24): who wrote them and when, oldest first. */
export const businessLeadNotes = pgTable(
  'business_lead_notes',
  {
    id: serial('id').primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => businessLeads.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    staffId: integer('staff_id'),
    /** The author's e-mail as it was then. */
    staffEmail: text('staff_email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('business_lead_notes_lead_idx').on(t.leadId, t.createdAt),
    check('business_lead_notes_text', sql`length(${t.text}) between 1 and 2000`),
  ],
);
