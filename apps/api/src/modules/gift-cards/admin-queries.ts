import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { giftCards, orderRefunds, orders } from '../../db/schema';
import type { GiftCardRow } from './queries';

/** The console's card states (contract `AdminGiftCardStatus`). */
export type AdminCardStatus = 'pending' | 'active' | 'redeemed' | 'expired' | 'voided';

/** What a card is now; an active card past its expiry is expired whatever its row says. */
export function cardStatus(card: GiftCardRow, now: Date): AdminCardStatus {
  if (card.status === 'voided') return 'voided';
  if (card.status === 'pending') return 'pending';
  if (card.status === 'expired' || (card.expiresAt !== null && card.expiresAt.getTime() <= now.getTime()))
    return 'expired';
  if (card.status === 'redeemed' || card.balance === 0) return 'redeemed';
  return 'active';
}

function statusCondition(status: AdminCardStatus, now: Date): SQL {
  const at = now.toISOString();
  const lapsed = and(
    isNotNull(giftCards.expiresAt),
    lte(giftCards.expiresAt, sql`${at}::timestamptz`),
  ) as SQL;
  const inTime = or(isNull(giftCards.expiresAt), gt(giftCards.expiresAt, sql`${at}::timestamptz`)) as SQL;
  const spendable = inArray(giftCards.status, ['active', 'redeemed']);
  switch (status) {
    case 'voided':
    case 'pending':
      return eq(giftCards.status, status);
    case 'expired':
      return or(eq(giftCards.status, 'expired'), and(spendable, lapsed)) as SQL;
    case 'redeemed':
      return and(spendable, inTime, or(eq(giftCards.status, 'redeemed'), eq(giftCards.balance, 0))) as SQL;
    case 'active':
      return and(eq(giftCards.status, 'active'), inTime, gt(giftCards.balance, 0)) as SQL;
  }
}

/** `q` as a literal ILIKE pattern: `%` and `_` typed by staff match themselves. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * What `q` finds: a whole code (dashes and spaces optional, any case), a code's last 4
 * characters, or part of the recipient's e-mail.
 */
function searchCondition(q: string): SQL {
  const compact = q.replace(/[\s-]/g, '').toUpperCase();
  const email = sql`${giftCards.recipientEmail} ilike ${containsPattern(q.trim())}`;
  if (/^[A-Z0-9]{16}$/.test(compact)) {
    const code = compact.match(/.{4}/g)!.join('-');
    return or(eq(giftCards.code, code), email) as SQL;
  }
  if (/^[A-Z0-9]{4}$/.test(compact)) return or(sql`${giftCards.code} like ${`%-${compact}`}`, email) as SQL;
  return email;
}

export async function selectAdminGiftCardPage(
  db: Database,
  filter: { q?: string; status?: AdminCardStatus },
  now: Date,
  page: { offset: number; limit: number },
): Promise<{ count: number; rows: GiftCardRow[] }> {
  const conditions: SQL[] = [];
  if (filter.q !== undefined) conditions.push(searchCondition(filter.q));
  if (filter.status !== undefined) conditions.push(statusCondition(filter.status, now));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(giftCards)
    .where(where);
  const rows = await db
    .select()
    .from(giftCards)
    .where(where)
    .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
    .offset(page.offset)
    .limit(page.limit);
  return { count: total?.n ?? 0, rows };
}

export async function findGiftCardById(db: Database, id: number): Promise<GiftCardRow | undefined> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.id, id)).limit(1);
  return row;
}

/** The card locked for the rest of the transaction (a checkout taking its balance waits, or we do). */
export async function lockGiftCard(tx: Database, id: number): Promise<GiftCardRow | undefined> {
  const [row] = await tx.select().from(giftCards).where(eq(giftCards.id, id)).for('update');
  return row;
}

/** Voids the card: status voided, balance zero, when and why. */
export async function voidCard(tx: Database, id: number, reason: string, now: Date): Promise<GiftCardRow> {
  const [row] = await tx
    .update(giftCards)
    .set({ status: 'voided', balance: 0, voidedAt: now, voidReason: reason })
    .where(eq(giftCards.id, id))
    .returning();
  return row as GiftCardRow;
}

/** Orders that bought the card or paid with it. */
export async function selectOrdersOfCard(db: Database, card: GiftCardRow) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      giftCardId: orders.giftCardId,
      giftCardAmount: orders.giftCardAmount,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      cancelledAt: orders.cancelledAt,
      holdExpiresAt: orders.holdExpiresAt,
    })
    .from(orders)
    .where(
      card.orderId === null
        ? eq(orders.giftCardId, card.id)
        : or(eq(orders.giftCardId, card.id), eq(orders.id, card.orderId)),
    );
}

/** Refunds that gave money back to the card (the gift card part of refunds of orders it paid). */
export async function selectRefundsToCard(db: Database, cardId: number) {
  return db
    .select({
      orderId: orderRefunds.orderId,
      number: orders.number,
      amount: orderRefunds.giftCardAmount,
      reason: orderRefunds.reason,
      createdAt: orderRefunds.createdAt,
    })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(eq(orders.giftCardId, cardId), gt(orderRefunds.giftCardAmount, 0)));
}
