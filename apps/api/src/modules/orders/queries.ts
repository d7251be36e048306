import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orderLines, orders, productVariants, promoRedemptions, promos } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = typeof orderLines.$inferInsert;

export async function insertOrder(tx: Database, values: NewOrder): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  if (!row) throw new Error('insert into orders returned nothing');
  return row;
}

export async function insertOrderLines(tx: Database, values: NewOrderLine[]): Promise<void> {
  if (values.length > 0) await tx.insert(orderLines).values(values);
}

export async function findOrder(db: Database, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/** Reads an order and locks it until the transaction ends (one payment at a time). */
export async function lockOrder(tx: Database, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export function selectLinesOfOrders(db: Database, orderIds: readonly string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
}

export async function selectOrdersOfUser(db: Database, userId: number, limit: number, offset: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.userId, userId)),
  ]);
  return { rows, count: count?.n ?? 0 };
}

export async function findPromoCode(db: Database, promoId: number): Promise<string | null> {
  const [row] = await db.select({ code: promos.code }).from(promos).where(eq(promos.id, promoId)).limit(1);
  return row?.code ?? null;
}

/**
 * Takes `quantity` units of a variant with one conditional UPDATE: under any concurrency stock
 * never goes below zero (PostgreSQL re-checks the condition on the row it waited for). False when
 * not enough was left.
 */
export async function takeStock(tx: Database, variantId: number, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${quantity}` })
    .where(and(eq(productVariants.id, variantId), gte(productVariants.stock, quantity)))
    .returning({ id: productVariants.id });
  return rows.length === 1;
}

export async function insertRedemption(
  tx: Database,
  values: { promoId: number; email: string; userId: number | null; reference: string },
): Promise<void> {
  await tx.insert(promoRedemptions).values(values);
}
