import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { outboxEmails } from '../../db/schema';

export type OutboxEmailRow = typeof outboxEmails.$inferSelect;
export type NewOutboxEmail = typeof outboxEmails.$inferInsert;

/**
 * A dispatcher's claim on an e-mail: the row's id and its `attempts` as the claim left them. Every
 * claim counts an attempt, so a later claim by another process (once the lease lapsed) changes the
 * count, and every write below that is conditional on the claim finds it gone. (A claim given back
 * untried lowers the count again: the earlier holder is then the only one that may be sending.)
 */
export type OutboxClaim = Pick<OutboxEmailRow, 'id' | 'attempts'>;

/** The lease clock: the database's `now()`, which every process shares; a given instant in tests. */
export type LeaseClock = (() => Date) | undefined;
const nowOf = (clock: LeaseClock): SQL => (clock ? sql`${clock().toISOString()}::timestamptz` : sql`now()`);
const afterMs = (clock: LeaseClock, ms: number): SQL =>
  sql`${nowOf(clock)} + ${`${Math.max(0, Math.round(ms))} milliseconds`}::interval`;

/** The row while this claim is still the latest one and the e-mail is not done. */
function stillClaimed(claim: OutboxClaim): SQL {
  const o = outboxEmails;
  return and(eq(o.id, claim.id), eq(o.status, 'pending'), eq(o.attempts, claim.attempts))!;
}

/** Writes `values` to the e-mail only while this claim holds it; false when the claim was lost. */
async function updateUnderClaim(
  db: Database,
  claim: OutboxClaim,
  values: PgUpdateSetSource<typeof outboxEmails>,
): Promise<boolean> {
  const rows = await db
    .update(outboxEmails)
    .set(values)
    .where(stillClaimed(claim))
    .returning({ id: outboxEmails.id });
  return rows.length === 1;
}

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
 * process that dies mid-send leaves the row to be retried when the lease ends; a live one renews
 * the lease while it sends (renewLease), so a slow send is never claimed again under it.
 */
export async function claimDueEmails(
  db: Database,
  limit: number,
  leaseMs: number,
  clock?: LeaseClock,
): Promise<OutboxEmailRow[]> {
  const o = outboxEmails;
  return db
    .update(o)
    .set({ attempts: sql`${o.attempts} + 1`, nextAttemptAt: afterMs(clock, leaseMs) })
    .where(
      sql`${o.id} in (
        select ${o.id} from ${o}
        where ${o.status} = 'pending' and ${o.nextAttemptAt} <= ${nowOf(clock)}
        order by ${o.id}
        limit ${limit}
        for update skip locked)`,
    )
    .returning();
}

/**
 * Extends this claim's lease to `leaseMs` from now; false when the claim is gone (another
 * dispatcher claimed the e-mail after the lease lapsed, or it is done): the caller must stop.
 */
export async function renewLease(
  db: Database,
  claim: OutboxClaim,
  leaseMs: number,
  clock?: LeaseClock,
): Promise<boolean> {
  return updateUnderClaim(db, claim, { nextAttemptAt: afterMs(clock, leaseMs) });
}

/**
 * Records a delivered (`sent`) or logged e-mail, only under this claim (false when it was lost:
 * a process whose lease lapsed never marks over another's claim).
 */
export async function markDelivered(
  db: Database,
  claim: OutboxClaim,
  status: 'sent' | 'logged',
): Promise<boolean> {
  const o = outboxEmails;
  // A delivered e-mail whose body is a key (a password reset link) keeps no copy of it here.
  const kept = (body: typeof o.textBody | typeof o.htmlBody) =>
    sql`case when ${o.kind} in (${sql.join(
      BODY_IS_A_KEY.map((kind) => sql`${kind}`),
      sql`, `,
    )}) then '' else ${body} end`;
  return updateUnderClaim(db, claim, {
    status,
    sentAt: sql`now()`,
    lastError: null,
    textBody: kept(o.textBody),
    htmlBody: kept(o.htmlBody),
  });
}

/** Kinds of e-mail whose body holds a credential (a single-use link), emptied once delivered. */
export const BODY_IS_A_KEY: readonly string[] = ['password_reset', 'newsletter_confirmation'];

/**
 * A failed attempt under this claim: retried after `retryInMs`, or given up (`failed`) when
 * `giveUp`. False when the claim was lost (the other claim's outcome stands).
 */
export async function markAttemptFailed(
  db: Database,
  claim: OutboxClaim,
  error: string,
  retryInMs: number,
  giveUp: boolean,
  clock?: LeaseClock,
): Promise<boolean> {
  return updateUnderClaim(db, claim, {
    status: giveUp ? 'failed' : 'pending',
    lastError: error.slice(0, 1000),
    nextAttemptAt: afterMs(clock, retryInMs),
  });
}

/** Gives back a claimed e-mail that was not tried (shutdown): due again at once, attempt uncounted. */
export async function releaseClaim(db: Database, claim: OutboxClaim, clock?: LeaseClock): Promise<void> {
  const o = outboxEmails;
  await db
    .update(o)
    .set({ attempts: sql`greatest(${o.attempts} - 1, 0)`, nextAttemptAt: nowOf(clock) })
    .where(stillClaimed(claim));
}
