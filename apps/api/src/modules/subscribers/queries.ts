import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { subscribers } from '../../db/schema';

export type SubscriberRow = typeof subscribers.$inferSelect;

/** A new pending subscriber; undefined when the address (any case) is already known. */
export async function insertPendingSubscriber(
  db: Database,
  values: {
    email: string;
    source: string | null;
    country: string | null;
    language: string | null;
    confirmTokenHash: string;
    confirmSentAt: Date;
  },
): Promise<SubscriberRow | undefined> {
  const [row] = await db.insert(subscribers).values(values).onConflictDoNothing().returning();
  return row;
}

/** The row of an address (any case), locked for the rest of the transaction. */
export async function lockSubscriberByEmail(db: Database, email: string): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(subscribers)
    .where(sql`lower(${subscribers.email}) = lower(${email})`)
    .for('update');
  return row;
}

/** A pending address asked again: a new token replaces the old one (the old link stops working). */
export async function renewConfirmToken(db: Database, id: number, tokenHash: string, now: Date) {
  await db
    .update(subscribers)
    .set({ confirmTokenHash: tokenHash, confirmSentAt: now })
    .where(and(eq(subscribers.id, id), isNull(subscribers.confirmedAt)));
}

/**
 * Spends a confirmation token: one conditional UPDATE, so of two concurrent uses only one
 * confirms. Undefined for an unknown, used or expired token.
 */
export async function confirmByTokenHash(
  db: Database,
  tokenHash: string,
  now: Date,
  validSince: Date,
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .update(subscribers)
    .set({ confirmedAt: now, confirmTokenHash: null, unsubscribedAt: null })
    .where(
      and(
        eq(subscribers.confirmTokenHash, tokenHash),
        isNull(subscribers.confirmedAt),
        gte(subscribers.confirmSentAt, validSince),
      ),
    )
    .returning();
  return row;
}

export async function findSubscriberById(db: Database, id: number): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.id, id)).limit(1);
  return row;
}

/**
 * Unsubscribes, keeping the row as a suppression record: no longer confirmed, its pending link
 * dead, and when it left (the first time, if repeated). Never mailed again unless it signs up and
 * confirms anew.
 */
export async function unsubscribeById(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(subscribers)
    .set({
      confirmedAt: null,
      confirmTokenHash: null,
      unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(subscribers.id, id));
}

/** Removes an address (any case) from the list, pending or confirmed. */
export async function deleteSubscriberByEmail(db: Database, email: string): Promise<void> {
  await db.delete(subscribers).where(sql`lower(${subscribers.email}) = lower(${email})`);
}

/** The address's subscription, for a member's data export. */
export async function findSubscriberByEmail(db: Database, email: string): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(subscribers)
    .where(sql`lower(${subscribers.email}) = lower(${email})`)
    .limit(1);
  return row;
}
