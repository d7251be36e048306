import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders, paymentEvents, payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(tx: Database, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  if (!row) throw new Error('insert into payments returned nothing');
  return row;
}

export async function setOrderStatus(
  tx: Database,
  orderId: string,
  status: 'paid' | 'payment_failed',
  paidAt: Date | null,
): Promise<void> {
  await tx
    .update(orders)
    .set(status === 'paid' ? { status, paidAt } : { status })
    .where(eq(orders.id, orderId));
}

/** Records a webhook event once: false when its id was already handled. */
export async function recordEvent(tx: Database, id: string, type: string): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length === 1;
}
