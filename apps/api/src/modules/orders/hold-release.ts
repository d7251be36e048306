import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orderLines, orders, productVariants, promoRedemptions } from '../../db/schema';
import { returnBalance, takeBalance } from '../gift-cards';
import { latestPaymentOf, PROCESSING_ROW_STATUS } from '../payments';
import { returnPromoUse, takePromoUse } from '../promos';
import { insertRedemption, lockOrder, takeStock, type OrderRow } from './queries';

/** Statuses in which an order holds stock, a promo use and gift card money until its deadline. */
export const UNPAID_ORDER = ['pending_payment', 'payment_failed'] as const;

/** SQL: the order is unpaid and its hold ran out at `now`. */
function lapsedAt(now: Date) {
  return and(inArray(orders.status, [...UNPAID_ORDER]), lte(orders.holdExpiresAt, now));
}

/** When an order placed at `placedAt` stops holding what it took. */
export function orderHoldDeadline(placedAt: Date, holdSeconds: number): Date {
  return new Date(placedAt.getTime() + holdSeconds * 1000);
}

/** True when the order is unpaid and its hold ran out at `now` (decided from the row alone). */
export function hasLapsed(order: OrderRow, now: Date): boolean {
  return (
    (UNPAID_ORDER as readonly string[]).includes(order.status) &&
    order.holdExpiresAt.getTime() <= now.getTime()
  );
}

/** Ids of unpaid orders whose hold ran out at `now`, oldest deadline first (the sweep's list). */
export async function selectLapsedOrderIds(
  db: Database,
  now: Date,
  limit: number,
  giftCardId?: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(lapsedAt(now), giftCardId === undefined ? undefined : eq(orders.giftCardId, giftCardId)))
    .orderBy(asc(orders.holdExpiresAt), asc(orders.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Locks one order whose hold ran out, skipping it when another transaction holds it (a payment
 * in progress, or another process releasing it: SKIP LOCKED, so sweeps in several processes never
 * wait on each other); undefined when it is locked elsewhere, paid or not lapsed.
 */
export async function lockLapsedOrder(tx: Database, id: string, now: Date): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), lapsedAt(now)))
    .for('update', { skipLocked: true });
  return row;
}

/** Units of each variant the order's product lines took (free gifts too), in variant id order. */
async function unitsOf(tx: Database, orderId: string) {
  return tx
    .select({
      variantId: sql<number>`${orderLines.variantId}`,
      quantity: sql<number>`sum(${orderLines.quantity})::int`,
    })
    .from(orderLines)
    .where(
      and(eq(orderLines.orderId, orderId), eq(orderLines.kind, 'product'), isNotNull(orderLines.variantId)),
    )
    .groupBy(orderLines.variantId)
    .orderBy(asc(orderLines.variantId));
}

/**
 * Ends the hold of an unpaid order the caller has locked, in the caller's transaction: the order
 * is `cancelled` (no longer payable), its stock goes back (variants in id order, like every stock
 * change, so no deadlock), its promo redemption is removed and the code's use given back, and its
 * gift card money returns to the card. The status UPDATE is conditional, so a second call (or
 * another process that found the same order) changes nothing: false then.
 */
export async function releaseOrderHold(tx: Database, order: OrderRow): Promise<boolean> {
  const cancelled = await tx
    .update(orders)
    .set({ status: 'cancelled' })
    .where(and(eq(orders.id, order.id), inArray(orders.status, [...UNPAID_ORDER])))
    .returning({ id: orders.id });
  if (cancelled.length === 0) return false;
  for (const { variantId, quantity } of await unitsOf(tx, order.id)) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${quantity}` })
      .where(eq(productVariants.id, variantId));
  }
  if (order.promoId !== null) {
    const removed = await tx
      .delete(promoRedemptions)
      .where(eq(promoRedemptions.reference, order.id))
      .returning({ id: promoRedemptions.id });
    if (removed.length > 0) await returnPromoUse(tx, order.promoId);
  }
  if (order.giftCardId !== null && order.giftCardAmount > 0) {
    await returnBalance(tx, order.giftCardId, order.giftCardAmount);
  }
  return true;
}

class NotRetaken extends Error {}

/**
 * A payment that succeeded after the order's hold lapsed (3-D Secure finished late, a charge a
 * crash kept us from recording): takes back what the order held — every unit of stock, the gift
 * card money, the promo use — with the same conditional UPDATEs as placing it, so nothing is
 * oversold. All or nothing (a savepoint): true when everything was there again (the caller then
 * marks the order paid), false when something was gone (the caller refunds), changing nothing.
 */
export async function retakeOrderHold(tx: Database, order: OrderRow): Promise<boolean> {
  if (order.status !== 'cancelled') return false;
  try {
    await tx.transaction(async (sp) => {
      for (const { variantId, quantity } of await unitsOf(sp, order.id)) {
        if (!(await takeStock(sp, variantId, quantity))) throw new NotRetaken();
      }
      if (order.giftCardId !== null && order.giftCardAmount > 0) {
        if (!(await takeBalance(sp, order.giftCardId, order.giftCardAmount))) throw new NotRetaken();
      }
      if (order.promoId !== null) {
        if (!(await takePromoUse(sp, order.promoId))) throw new NotRetaken();
        await insertRedemption(sp, {
          promoId: order.promoId,
          email: order.email,
          userId: order.userId,
          reference: order.id,
        });
      }
      await sp.update(orders).set({ status: 'pending_payment' }).where(eq(orders.id, order.id));
    });
    return true;
  } catch (error) {
    if (error instanceof NotRetaken) return false;
    throw error;
  }
}

/**
 * The release when somebody reads the order (GET /api/orders/{id}/): a lapsed order with no
 * payment processing at the provider is released at once, so what the shopper reads is true
 * whatever process serves them and whether or not a sweep ran. One with a processing payment is
 * left to the paths that can ask the provider (the sweep, pay, verify). True when it released.
 */
export async function releaseIfLapsed(db: Database, orderId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || !hasLapsed(order, now)) return false;
    const latest = await latestPaymentOf(tx, { orderId });
    if (latest?.status === PROCESSING_ROW_STATUS) return false;
    return releaseOrderHold(tx, order);
  });
}
