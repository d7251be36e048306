import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { outboxEmails } from '../../db/schema';

export type OutboxEmailRow = typeof outboxEmails.$inferSelect;
export type NewOutboxEmail = typeof outboxEmails.$inferInsert;

export interface OutboxOptions {
  /**
   * Not sent before this instant (a gift card e-mailed on the day the buyer chose): the
   * dispatcher only claims rows whose `next_attempt_at` has come. Default: at once.
   */
  notBefore?: Date;
}

/** Queues an e-mail; a second one of the same kind and reference is ignored (false). */
export async function insertOutboxEmail(
  db: Database,
  values: NewOutboxEmail,
  options: OutboxOptions = {},
): Promise<boolean> {
  const rows = await db
    .insert(outboxEmails)
    .values(options.notBefore ? { ...values, nextAttemptAt: options.notBefore } : values)
    .onConflictDoNothing({ target: [outboxEmails.kind, outboxEmails.reference] })
    .returning({ id: outboxEmails.id });
  return rows.length === 1;
}

/**
 * Queues a rendered e-mail (subject, text and HTML, as every template returns them) under its
 * kind and reference; the same rule as insertOutboxEmail: a second one of that kind and reference is
 * ignored (false).
 */
export function queueEmail(
  db: Database,
  row: Pick<NewOutboxEmail, 'kind' | 'recipient' | 'reference' | 'headers'>,
  email: { subject: string; text: string; html: string },
  options: OutboxOptions = {},
): Promise<boolean> {
  return insertOutboxEmail(
    db,
    { ...row, subject: email.subject, textBody: email.text, htmlBody: email.html },
    options,
  );
}

/**
 * Claims up to `limit` due e-mails for this process: one statement locks them with SKIP LOCKED
 * (rows another process is claiming are passed over, never waited for), counts the attempt and
 * pushes `next_attempt_at` a lease ahead. Two dispatchers therefore never hold the same row, and
 * sending happens outside any transaction (PGlite has a single connection; SMTP can be slow). A
 * process that dies mid-send leaves the row to be retried when the lease ends.
 */
export async function claimDueEmails(
  db: Database,
  limit: number,
  leaseMs: number,
): Promise<OutboxEmailRow[]> {
  const o = outboxEmails;
  return db
    .update(o)
    .set({
      attempts: sql`${o.attempts} + 1`,
      nextAttemptAt: sql`now() + ${`${Math.max(0, Math.round(leaseMs))} milliseconds`}::interval`,
    })
    .where(
      sql`${o.id} in (
        select ${o.id} from ${o}
        where ${o.status} = 'pending' and ${o.nextAttemptAt} <= now()
        order by ${o.id}
        limit ${limit}
        for update skip locked)`,
    )
    .returning();
}

/** Records a delivered (`sent`) or logged e-mail; only a row still pending changes. */
export async function markDelivered(db: Database, id: number, status: 'sent' | 'logged'): Promise<void> {
  const o = outboxEmails;
  // A delivered e-mail whose body is a key (a password reset link) keeps no copy of it here.
  const kept = (body: typeof o.textBody | typeof o.htmlBody) =>
    sql`case when ${o.kind} in (${sql.join(
      BODY_IS_A_KEY.map((kind) => sql`${kind}`),
      sql`, `,
    )}) then '' else ${body} end`;
  await db
    .update(o)
    .set({
      status,
      sentAt: sql`now()`,
      lastError: null,
      textBody: kept(o.textBody),
      htmlBody: kept(o.htmlBody),
    })
    .where(and(eq(o.id, id), eq(o.status, 'pending')));
}

/** Kinds of e-mail whose body holds a credential (a single-use link), emptied once delivered. */
export const BODY_IS_A_KEY: readonly string[] = ['password_reset', 'newsletter_confirmation'];

/** A failed attempt: retried after `retryInMs`, or given up (`failed`) when `giveUp`. */
export async function markAttemptFailed(
  db: Database,
  id: number,
  error: string,
  retryInMs: number,
  giveUp: boolean,
): Promise<void> {
  const o = outboxEmails;
  await db
    .update(o)
    .set({
      status: giveUp ? 'failed' : 'pending',
      lastError: error.slice(0, 1000),
      nextAttemptAt: sql`now() + ${`${Math.max(0, Math.round(retryInMs))} milliseconds`}::interval`,
    })
    .where(and(eq(o.id, id), eq(o.status, 'pending')));
}

/** Gives back a claimed e-mail that was not tried (shutdown): due again at once, attempt uncounted. */
export async function releaseClaim(db: Database, id: number): Promise<void> {
  const o = outboxEmails;
  await db
    .update(o)
    .set({ attempts: sql`greatest(${o.attempts} - 1, 0)`, nextAttemptAt: sql`now()` })
    .where(and(eq(o.id, id), eq(o.status, 'pending')));
}
