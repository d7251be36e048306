import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { idempotencyKeys } from '../../db/schema';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Claims a key: true when this request inserted it. A concurrent request with the same key waits
 * on the unique index until the first transaction ends, then sees its row (or claims the key
 * itself when the first one rolled back).
 */
export async function claimIdempotencyKey(
  tx: Database,
  scope: string,
  key: string,
  requestHash: string,
): Promise<boolean> {
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

/** Idempotency keys are kept this long (the contract promises 24 hours). */
export const IDEMPOTENCY_KEY_TTL = sql`interval '24 hours'`;

/**
 * Deletes this key when it has expired, so the claim that follows can take it for a new request.
 * Locks the row like the claim would: a concurrent request with the same key waits here.
 */
export async function deleteExpiredIdempotencyKey(tx: Database, scope: string, key: string): Promise<void> {
  await tx
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        lt(idempotencyKeys.createdAt, sql`now() - ${IDEMPOTENCY_KEY_TTL}`),
      ),
    );
}

/**
 * Sweeps up to `limit` expired keys of any scope, in its own statement outside the caller's
 * transaction. Rows another transaction holds are skipped (SKIP LOCKED), so the sweep never waits
 * and two concurrent sweeps cannot deadlock; what is left goes in a later sweep.
 */
export async function purgeExpiredIdempotencyKeys(db: Database, limit = 100): Promise<number> {
  const k = idempotencyKeys;
  const rows = await db
    .delete(k)
    .where(
      sql`(${k.scope}, ${k.key}) in (
        select ${k.scope}, ${k.key} from ${k}
        where ${k.createdAt} < now() - ${IDEMPOTENCY_KEY_TTL}
        limit ${limit}
        for update skip locked)`,
    )
    .returning({ key: k.key });
  return rows.length;
}

export async function findIdempotencyKey(
  db: Database,
  scope: string,
  key: string,
): Promise<IdempotencyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}

export async function storeIdempotentResponse(
  tx: Database,
  scope: string,
  key: string,
  statusCode: number,
  response: unknown,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode, response })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}
