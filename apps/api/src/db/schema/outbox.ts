import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

/**
 * E-mails to send (transactional outbox): written in the same transaction as the change they
 * announce, so an e-mail exists exactly when its order does, and sent afterwards by the mail
 * dispatcher, which retries failures a few times. `(kind, reference)` is unique, so an order's
 * confirmation is queued once however often it is asked for.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    /** What it is, e.g. `order_confirmation`. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Extra headers, e.g. a marketing e-mail's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** What it is about, e.g. the order id. */
    reference: text('reference').notNull(),
    /** pending → sent (through SMTP) | logged (no SMTP configured) | failed (gave up). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A failed attempt is retried no sooner than this (growing delay). */
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    unique('outbox_emails_kind_reference_uq').on(t.kind, t.reference),
    check('outbox_emails_status', sql`${t.status} in ('pending', 'sent', 'logged', 'failed')`),
    check('outbox_emails_attempts', sql`${t.attempts} >= 0`),
    index('outbox_emails_due_idx').on(t.status, t.nextAttemptAt),
  ],
);
