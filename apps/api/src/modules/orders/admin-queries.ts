import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  orderLines,
  orderRefunds,
  orders,
  outboxEmails,
  payments,
  productVariants,
  promoRedemptions,
} from '../../db/schema';

export type RefundRow = typeof orderRefunds.$inferSelect;
export type NewRefund = typeof orderRefunds.$inferInsert;
export type PaymentRowOfOrder = typeof payments.$inferSelect;

export interface AdminOrderFilters {
  status?: string;
  country?: string;
  /** Inclusive UTC days, `YYYY-MM-DD`. */
  dateFrom?: string;
  dateTo?: string;
  q?: string;
}

/** `%`, `_` and `\` typed by staff are searched as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function nextDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000);
}

function whereOf(filters: AdminOrderFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.country) conditions.push(eq(orders.country, filters.country));
  if (filters.dateFrom) conditions.push(gte(orders.createdAt, new Date(`${filters.dateFrom}T00:00:00Z`)));
  if (filters.dateTo) conditions.push(lt(orders.createdAt, nextDay(filters.dateTo)));
  const q = filters.q?.trim();
  if (q) {
    // `#100042` or `100042`: the order number; anything else: part of the e-mail address.
    const number = /^#?\s*(\d{1,9})$/.exec(q);
    conditions.push(
      number
        ? or(eq(orders.number, Number(number[1])), ilike(orders.email, likePattern(q)))
        : ilike(orders.email, likePattern(q)),
    );
  }
  return and(...conditions);
}

/** A page of orders, newest first, with what each paid, had refunded and how many units. */
export async function selectAdminOrders(
  db: Database,
  filters: AdminOrderFilters,
  limit: number,
  offset: number,
) {
  const where = whereOf(filters);
  // Written out with aliases: drizzle leaves column names unqualified in a one-table select.
  const refunded = sql<number>`coalesce((select sum(r.amount) from order_refunds r where r.order_id = "orders"."id" and r.status not in ('failed', 'canceled')), 0)::bigint`;
  const items = sql<number>`coalesce((select sum(l.quantity) from order_lines l where l.order_id = "orders"."id"), 0)::int`;
  const [rows, [count]] = await Promise.all([
    db
      .select({ order: orders, refunded, items })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({ order: r.order, refunded: Number(r.refunded), items: Number(r.items) })),
    count: count?.n ?? 0,
  };
}

export function selectPaymentsOfOrder(db: Database, orderId: string): Promise<PaymentRowOfOrder[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export function selectRefundsOfOrder(db: Database, orderId: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
}

export async function findRefund(db: Database, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, id)).limit(1);
  return row;
}

export async function insertRefund(tx: Database, values: NewRefund): Promise<RefundRow> {
  const [row] = await tx.insert(orderRefunds).values(values).returning();
  if (!row) throw new Error('insert into order_refunds returned nothing');
  return row;
}

/** E-mails about the order: those queued under its id and under its refunds' ids. */
export function selectEmailsOfOrder(db: Database, orderId: string, refundIds: readonly string[]) {
  return db
    .select({
      kind: outboxEmails.kind,
      status: outboxEmails.status,
      createdAt: outboxEmails.createdAt,
      sentAt: outboxEmails.sentAt,
    })
    .from(outboxEmails)
    .where(inArray(outboxEmails.reference, [orderId, ...refundIds]))
    .orderBy(asc(outboxEmails.createdAt), asc(outboxEmails.id));
}

/**
 * Sends a paid order: `fulfilled` with its carrier and tracking, only from `paid` (false when
 * another request got there first).
 */
export async function setOrderFulfilled(
  tx: Database,
  orderId: string,
  values: { carrier: string; trackingNumber: string; trackingUrl: string | null; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({
      status: 'fulfilled',
      carrier: values.carrier,
      trackingNumber: values.trackingNumber,
      trackingUrl: values.trackingUrl,
      fulfilledAt: values.at,
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'paid')))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/** Moves an order to `status` only from one of `from` (false when it was in none of them). */
export async function moveOrderStatus(
  tx: Database,
  orderId: string,
  from: readonly string[],
  status: 'cancelled' | 'refunded',
  cancelledAt: Date | null = null,
): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set(cancelledAt ? { status, cancelledAt } : { status })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...from])))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/** Puts units back in stock, variants in id order like every stock change (no deadlock). */
export async function returnStock(
  tx: Database,
  units: readonly { variantId: number; quantity: number }[],
): Promise<void> {
  const sorted = [...units].filter((u) => u.quantity > 0).sort((a, b) => a.variantId - b.variantId);
  for (const { variantId, quantity } of sorted) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${quantity}` })
      .where(eq(productVariants.id, variantId));
  }
}

/** When staff cancelled an order (its status was changed by the caller). */
export async function setCancelledAt(tx: Database, orderId: string, at: Date): Promise<void> {
  await tx.update(orders).set({ cancelledAt: at }).where(eq(orders.id, orderId));
}

/** Removes the order's promo redemption: true when there was one (its use is then given back). */
export async function removePromoRedemption(tx: Database, orderId: string): Promise<boolean> {
  const removed = await tx
    .delete(promoRedemptions)
    .where(eq(promoRedemptions.reference, orderId))
    .returning({ id: promoRedemptions.id });
  return removed.length > 0;
}

/** The order's lines and refunds so far (read with the order locked by the caller). */
export async function selectLinesAndRefunds(tx: Database, orderId: string) {
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
  return { lines, refunds: await selectRefundsOfOrder(tx, orderId) };
}
