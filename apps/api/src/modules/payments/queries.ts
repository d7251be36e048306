import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders, paymentEvents, payments } from '../../db/schema';
import type { RefundResult, RefundState } from './provider';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * A payment the provider has not settled yet (Stripe: 3-D Secure, or processing at the bank):
 * stored as the contract says it, `processing` (migration 0019; it used to be stored `pending`).
 */
export const PROCESSING_ROW_STATUS = 'processing';

export type PaymentRowStatus = typeof PROCESSING_ROW_STATUS | 'succeeded' | 'failed' | 'refunded';

export async function insertPayment(tx: Database, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  if (!row) throw new Error('insert into payments returned nothing');
  return row;
}

/** What a payment pays for (its foreign key): an order or a workshop booking. */
export type PaidFor = { orderId: string } | { bookingId: string };

function paymentsOf(target: PaidFor) {
  return 'orderId' in target
    ? eq(payments.orderId, target.orderId)
    : eq(payments.bookingId, target.bookingId);
}

/** The order's or booking's most recent payment attempt. */
export async function latestPaymentOf(tx: Database, target: PaidFor): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(paymentsOf(target))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row;
}

/** How many payment attempts the order or booking has had (numbers the provider's idempotency keys). */
export async function countPaymentsOf(tx: Database, target: PaidFor): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(payments).where(paymentsOf(target));
  return row?.n ?? 0;
}

/** The order's or booking's payment with this provider reference (Stripe: the PaymentIntent id). */
export async function findPaymentByReference(
  tx: Database,
  target: PaidFor,
  provider: string,
  providerReference: string,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      and(
        paymentsOf(target),
        eq(payments.provider, provider),
        eq(payments.providerReference, providerReference),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Moves a payment to its final status only from one of `from`: false when another request got
 * there first, so a settlement is applied once however many verify calls and events race.
 */
export async function updatePaymentStatus(
  tx: Database,
  paymentId: string,
  from: readonly PaymentRowStatus[],
  values: { status: 'succeeded' | 'failed'; failureCode: string | null; failureMessage: string | null },
): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set(values)
    .where(and(eq(payments.id, paymentId), inArray(payments.status, [...from])))
    .returning({ id: payments.id });
  return rows.length === 1;
}

export async function setOrderStatus(
  tx: Database,
  orderId: string,
  status: 'paid' | 'payment_failed' | 'pending_payment',
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

/** The booking's payment that went through (at most one: a paid booking cannot be paid again). */
export async function succeededPaymentOfBooking(
  tx: Database,
  bookingId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row;
}

/**
 * A succeeded payment whose money went back to the card (or is on its way: `refund` is the
 * provider's answer, `pending` until Stripe's refund webhook settles it).
 */
export async function markPaymentRefunded(
  tx: Database,
  paymentId: string,
  at: Date,
  refund?: RefundResult,
): Promise<void> {
  await tx
    .update(payments)
    .set({
      status: 'refunded',
      refundedAt: at,
      ...(refund ? { refundReference: refund.refundReference, refundStatus: refund.status } : {}),
    })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'succeeded')));
}

/** The payment with this provider reference (Stripe: the PaymentIntent id), whatever it paid for. */
export async function findPaymentByIntent(
  tx: Database,
  provider: string,
  providerReference: string,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerReference, providerReference)))
    .limit(1);
  return row;
}

/**
 * Settles the `pending` refund of a payment (a cancelled booking's, a late success's) once: a
 * succeeded one stays `refunded`; a failed or canceled one returned nothing, so the payment is
 * `succeeded` again (the money is still with us) with the provider's reason for the console.
 * False when it was not pending (settled already, or not this payment's refund).
 */
export async function settlePaymentRefund(
  tx: Database,
  paymentId: string,
  refundReference: string,
  state: RefundState,
): Promise<boolean> {
  if (state.status === 'pending') return false;
  const failed = state.status === 'failed' || state.status === 'canceled';
  const rows = await tx
    .update(payments)
    .set({
      refundStatus: state.status,
      refundFailureReason: failed ? state.reason.slice(0, 300) : null,
      ...(failed ? { status: 'succeeded', refundedAt: null } : {}),
    })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.refundReference, refundReference),
        eq(payments.refundStatus, 'pending'),
      ),
    )
    .returning({ id: payments.id });
  return rows.length === 1;
}
