import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { giftCardValues, giftCards } from '../../db/schema';

export type GiftCardRow = typeof giftCards.$inferSelect;
export type NewGiftCard = typeof giftCards.$inferInsert;

/** Face values on offer in a currency, ascending. */
export async function selectOfferedValues(db: Database, currency: string): Promise<number[]> {
  const rows = await db
    .select({ amount: giftCardValues.amount })
    .from(giftCardValues)
    .where(eq(giftCardValues.currency, currency))
    .orderBy(asc(giftCardValues.amount));
  return rows.map((r) => r.amount);
}

export async function findGiftCardByCode(db: Database, code: string): Promise<GiftCardRow | undefined> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.code, code)).limit(1);
  return row;
}

/** Inserts a card; undefined when its code is taken (the caller draws another). */
export async function insertGiftCard(tx: Database, values: NewGiftCard): Promise<GiftCardRow | undefined> {
  const [row] = await tx
    .insert(giftCards)
    .values(values)
    .onConflictDoNothing({ target: giftCards.code })
    .returning();
  return row;
}

/**
 * Activates the cards an order bought, valid 12 months from `paidAt` (PostgreSQL's month
 * arithmetic: 31 January + 12 months is 31 January, 29 February becomes 28 February). Only
 * pending cards move, so a second call activates nothing.
 */
export async function activateCardsOfOrder(
  tx: Database,
  orderId: string,
  paidAt: Date,
): Promise<GiftCardRow[]> {
  return tx
    .update(giftCards)
    .set({
      status: 'active',
      expiresAt: sql`${paidAt.toISOString()}::timestamptz + interval '12 months'`,
    })
    .where(and(eq(giftCards.orderId, orderId), eq(giftCards.status, 'pending')))
    .returning();
}

/**
 * Takes `amount` from an active, unexpired card with one conditional UPDATE: under any concurrency
 * the balance never goes below zero (PostgreSQL re-checks the condition on the row it waited
 * for). A card taken down to zero becomes `redeemed`. False when the balance no longer covers it.
 */
export async function takeBalance(tx: Database, cardId: number, amount: number): Promise<boolean> {
  const rows = await tx
    .update(giftCards)
    .set({
      balance: sql`${giftCards.balance} - ${amount}`,
      status: sql`case when ${giftCards.balance} - ${amount} = 0 then 'redeemed' else 'active' end`,
    })
    .where(
      and(
        eq(giftCards.id, cardId),
        eq(giftCards.status, 'active'),
        gte(giftCards.balance, amount),
        sql`(${giftCards.expiresAt} is null or ${giftCards.expiresAt} > now())`,
      ),
    )
    .returning({ id: giftCards.id });
  return rows.length === 1;
}

/**
 * Gives `amount` back to a card; a spent card is active again. A voided card is never credited
 * (its money is gone on purpose): false then, and the caller decides what to do instead.
 */
export async function returnBalance(tx: Database, cardId: number, amount: number): Promise<boolean> {
  const rows = await tx
    .update(giftCards)
    .set({
      balance: sql`${giftCards.balance} + ${amount}`,
      status: sql`case when ${giftCards.status} = 'redeemed' then 'active' else ${giftCards.status} end`,
    })
    .where(and(eq(giftCards.id, cardId), ne(giftCards.status, 'voided')))
    .returning({ id: giftCards.id });
  return rows.length === 1;
}

/** The card, its row locked until the transaction ends (a void waits for a refund, and back). */
export async function lockGiftCard(tx: Database, cardId: number): Promise<GiftCardRow | undefined> {
  const [row] = await tx.select().from(giftCards).where(eq(giftCards.id, cardId)).for('update');
  return row;
}
