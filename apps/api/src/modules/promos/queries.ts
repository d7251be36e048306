import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { promoAmounts, promoRedemptions, promoRuleAmounts, promoRules, promos } from '../../db/schema';

export type PromoRow = typeof promos.$inferSelect;
export type PromoAmountRow = typeof promoAmounts.$inferSelect;
export type PromoRuleRow = typeof promoRules.$inferSelect;
export type PromoRuleAmountRow = typeof promoRuleAmounts.$inferSelect;

/** Codes are matched case-insensitively (the unique index is on upper(code)). */
export async function findPromoByCode(db: Database, code: string): Promise<PromoRow | undefined> {
  const [row] = await db
    .select()
    .from(promos)
    .where(sql`upper(${promos.code}) = upper(${code})`)
    .limit(1);
  return row;
}

export async function selectPromosByIds(db: Database, ids: readonly number[]): Promise<PromoRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(promos)
    .where(inArray(promos.id, [...ids]));
}

export async function selectPromoAmounts(
  db: Database,
  promoIds: readonly number[],
): Promise<PromoAmountRow[]> {
  if (promoIds.length === 0) return [];
  return db
    .select()
    .from(promoAmounts)
    .where(inArray(promoAmounts.promoId, [...promoIds]));
}

/**
 * Takes one use of a code: a single conditional UPDATE, so however many carts try at once
 * (PostgreSQL re-checks the condition on the row it waited for; PGlite runs one statement at a
 * time) no more uses than `usage_limit` are ever handed out. False when none was left.
 */
export async function takePromoUse(db: Database, promoId: number): Promise<boolean> {
  const rows = await db
    .update(promos)
    .set({ usedCount: sql`${promos.usedCount} + 1` })
    .where(
      and(eq(promos.id, promoId), or(isNull(promos.usageLimit), lt(promos.usedCount, promos.usageLimit))),
    )
    .returning({ id: promos.id });
  return rows.length === 1;
}

/** Gives a use back (the code left a cart before becoming an order). */
export async function returnPromoUse(db: Database, promoId: number): Promise<void> {
  await db
    .update(promos)
    .set({ usedCount: sql`${promos.usedCount} - 1` })
    .where(and(eq(promos.id, promoId), gt(promos.usedCount, 0)));
}

/**
 * How often a customer already redeemed a code (per-customer limits): by the address typed, and for
 * a member by their account too, whatever address each order gave.
 */
export async function countRedemptions(
  db: Database,
  promoId: number,
  email: string,
  userId: number | null,
): Promise<number> {
  const sameAddress = sql`lower(${promoRedemptions.email}) = lower(${email})`;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.promoId, promoId),
        userId === null ? sameAddress : or(sameAddress, eq(promoRedemptions.userId, userId)),
      ),
    );
  return row?.n ?? 0;
}

export async function selectPromoRulesForTypes(
  db: Database,
  types: readonly string[],
): Promise<PromoRuleRow[]> {
  if (types.length === 0) return [];
  return db
    .select()
    .from(promoRules)
    .where(inArray(promoRules.productType, [...types]))
    .orderBy(asc(promoRules.minQuantity), asc(promoRules.id));
}

export async function selectPromoRuleAmounts(
  db: Database,
  ruleIds: readonly number[],
): Promise<PromoRuleAmountRow[]> {
  if (ruleIds.length === 0) return [];
  return db
    .select()
    .from(promoRuleAmounts)
    .where(inArray(promoRuleAmounts.ruleId, [...ruleIds]));
}
