import { and, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { runAll } from '../../db/run-all';
import { countries, currencies, promoAmounts, promoRedemptions, promos } from '../../db/schema';
import type { PromoAmountRow, PromoRow } from './queries';

/** A code's state now (contract `AdminPromoState`), in the order the list filter decides it. */
export type PromoState = 'scheduled' | 'active' | 'used_up' | 'expired' | 'deactivated';

export interface AdminPromoFilter {
  q?: string;
  state?: PromoState;
}

/** `q` as a literal ILIKE pattern: `%` and `_` typed by staff match themselves. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** SQL of each state; they exclude one another in this order (deactivated first). */
function stateCondition(state: PromoState, now: Date): SQL {
  const at = now.toISOString();
  const live = isNull(promos.deactivatedAt);
  const ended = and(isNotNull(promos.endsAt), sql`${promos.endsAt} < ${at}::timestamptz`) as SQL;
  const notEnded = or(isNull(promos.endsAt), sql`${promos.endsAt} >= ${at}::timestamptz`) as SQL;
  const ahead = and(isNotNull(promos.startsAt), sql`${promos.startsAt} > ${at}::timestamptz`) as SQL;
  const started = or(isNull(promos.startsAt), sql`${promos.startsAt} <= ${at}::timestamptz`) as SQL;
  const usedUp = and(isNotNull(promos.usageLimit), sql`${promos.usedCount} >= ${promos.usageLimit}`) as SQL;
  const notUsedUp = or(isNull(promos.usageLimit), sql`${promos.usedCount} < ${promos.usageLimit}`) as SQL;
  switch (state) {
    case 'deactivated':
      return isNotNull(promos.deactivatedAt);
    case 'expired':
      return and(live, ended) as SQL;
    case 'scheduled':
      return and(live, notEnded, ahead) as SQL;
    case 'used_up':
      return and(live, notEnded, started, usedUp) as SQL;
    case 'active':
      return and(live, notEnded, started, notUsedUp) as SQL;
  }
}

/** The same decision for one row (the views), matching `stateCondition`. */
export function promoState(row: PromoRow, now: Date): PromoState {
  const t = now.getTime();
  if (row.deactivatedAt !== null) return 'deactivated';
  if (row.endsAt !== null && row.endsAt.getTime() < t) return 'expired';
  if (row.startsAt !== null && row.startsAt.getTime() > t) return 'scheduled';
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) return 'used_up';
  return 'active';
}

export async function selectAdminPromoPage(
  db: Database,
  filter: AdminPromoFilter,
  now: Date,
  page: { offset: number; limit: number },
): Promise<{ count: number; rows: PromoRow[] }> {
  const conditions: SQL[] = [];
  if (filter.q !== undefined) {
    const pattern = containsPattern(filter.q.trim());
    conditions.push(
      or(sql`${promos.code} ilike ${pattern}`, sql`${promos.description}->>'en' ilike ${pattern}`) as SQL,
    );
  }
  if (filter.state !== undefined) conditions.push(stateCondition(filter.state, now));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promos)
    .where(where);
  const rows = await db
    .select()
    .from(promos)
    .where(where)
    .orderBy(desc(promos.createdAt), desc(promos.id))
    .offset(page.offset)
    .limit(page.limit);
  return { count: total?.n ?? 0, rows };
}

/** Orders and bookings placed with each code. */
export async function countRedemptionsOf(db: Database, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ promoId: promoRedemptions.promoId, n: sql<number>`count(*)::int` })
    .from(promoRedemptions)
    .where(inArray(promoRedemptions.promoId, [...ids]))
    .groupBy(promoRedemptions.promoId);
  return new Map(rows.map((r) => [r.promoId, r.n]));
}

export async function findPromoById(db: Database, id: number): Promise<PromoRow | undefined> {
  const [row] = await db.select().from(promos).where(eq(promos.id, id)).limit(1);
  return row;
}

/** The row locked for the rest of the transaction (a concurrent edit waits, then sees the new version). */
export async function lockPromo(tx: Database, id: number): Promise<PromoRow | undefined> {
  const [row] = await tx.select().from(promos).where(eq(promos.id, id)).for('update');
  return row;
}

export async function selectAmountsOf(db: Database, id: number): Promise<PromoAmountRow[]> {
  return db.select().from(promoAmounts).where(eq(promoAmounts.promoId, id));
}

/** Another code spelled the same whatever the case (codes are unique on upper(code)). */
export async function codeTakenByOther(db: Database, code: string, id: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: promos.id })
    .from(promos)
    .where(
      and(sql`upper(${promos.code}) = upper(${code})`, id === null ? undefined : sql`${promos.id} <> ${id}`),
    )
    .limit(1);
  return row !== undefined;
}

export type PromoValues = Omit<
  typeof promos.$inferInsert,
  'id' | 'usedCount' | 'version' | 'createdAt' | 'deactivatedAt'
>;

export async function insertPromo(tx: Database, values: PromoValues): Promise<PromoRow | undefined> {
  const [row] = await tx.insert(promos).values(values).onConflictDoNothing().returning();
  return row;
}

/** Writes new terms and raises the version (the caller locked the row on the version it read). */
export async function updatePromo(
  tx: Database,
  id: number,
  set: Partial<PromoValues> & { deactivatedAt?: Date | null },
): Promise<PromoRow> {
  const [row] = await tx
    .update(promos)
    .set({ ...set, version: sql`${promos.version} + 1` })
    .where(eq(promos.id, id))
    .returning();
  return row as PromoRow;
}

export async function replaceAmounts(
  tx: Database,
  id: number,
  amounts: readonly { currency: string; amountOff: number | null; minSpend: number | null }[],
): Promise<void> {
  await tx.delete(promoAmounts).where(eq(promoAmounts.promoId, id));
  if (amounts.length > 0) {
    await tx.insert(promoAmounts).values(amounts.map((a) => ({ promoId: id, ...a })));
  }
}

/** Currencies and countries the shop knows (a code for another would never apply). */
export async function knownCodes(db: Database): Promise<{ currencies: Set<string>; countries: Set<string> }> {
  const [c, k] = await runAll(db, [
    () => db.select({ code: currencies.code }).from(currencies),
    () => db.select({ code: countries.code }).from(countries),
  ]);
  return { currencies: new Set(c.map((r) => r.code)), countries: new Set(k.map((r) => r.code)) };
}
