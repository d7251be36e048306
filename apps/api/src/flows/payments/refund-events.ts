import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orderRefunds } from '../../db/schema';
import { lockBooking } from '../../modules/bookings';
import { lockOrder, type OrderRow } from '../../modules/orders';
import {
  findPaymentByIntent,
  type PaymentProvider,
  type PaymentRow,
  type RefundState,
  settlePaymentRefund,
  stateOfRefund,
} from '../../modules/payments';
import { completeRefund } from '../admin-orders/apply-refund';
import { stringField, type WebhookEvent } from './webhook-event';

/** Events whose object is a Refund (Stripe sends `refund.*`; older API versions `charge.refund.*`). */
const REFUND_OBJECT_EVENTS = new Set(['refund.updated', 'refund.failed', 'charge.refund.updated']);

export function isRefundEvent(event: WebhookEvent): boolean {
  return REFUND_OBJECT_EVENTS.has(event.type) || event.type === 'charge.refunded';
}

/** A Refund object's id and state, as Stripe sends it in an event (or a charge's `refunds`). */
function refundOf(object: unknown): { id: string; state: RefundState } | null {
  const refund = object as Record<string, unknown> | undefined;
  if (typeof refund?.id !== 'string' || typeof refund.status !== 'string') return null;
  return {
    id: refund.id,
    state: stateOfRefund({
      status: refund.status,
      failure_reason: typeof refund.failure_reason === 'string' ? refund.failure_reason.slice(0, 100) : null,
    }),
  };
}

/**
 * A console refund of the order (`order_refunds`) moves from `pending` once: succeeded, what it
 * returns goes back (`completeRefund`); failed or canceled, nothing does and the console shows why.
 * False when there is no pending refund with this id (settled already, or not the console's).
 */
async function settleOrderRefund(
  tx: Database,
  order: OrderRow,
  refundReference: string,
  state: RefundState,
): Promise<boolean> {
  if (state.status === 'pending') return false;
  const failed = state.status === 'failed' || state.status === 'canceled';
  const [row] = await tx
    .update(orderRefunds)
    .set({ status: state.status, failureReason: failed ? state.reason.slice(0, 300) : null })
    .where(
      and(
        eq(orderRefunds.orderId, order.id),
        eq(orderRefunds.providerReference, refundReference),
        eq(orderRefunds.status, 'pending'),
      ),
    )
    .returning();
  if (row?.status === 'succeeded') await completeRefund(tx, order, row, { strict: false, now: new Date() });
  return row !== undefined;
}

/** The order's console refunds of `payment` still pending: what `charge.refunded` asks about. */
async function pendingRefundsOf(tx: Database, orderId: string, payment: PaymentRow): Promise<string[]> {
  const rows = await tx
    .select({ reference: orderRefunds.providerReference })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.orderId, orderId),
        eq(orderRefunds.paymentId, payment.id),
        eq(orderRefunds.status, 'pending'),
      ),
    );
  return rows.flatMap((r) => (r.reference ? [r.reference] : []));
}

/**
 * The refunds an event reports, with their state: the Refund itself (`refund.*`), or for
 * `charge.refunded` every pending refund we hold for the charge, from the charge's `refunds`
 * when the event carries them, otherwise asked of the provider (`refunds.retrieve`; newer API
 * versions no longer include them in the Charge).
 */
async function reportedRefunds(
  provider: PaymentProvider | null,
  event: WebhookEvent,
  pending: readonly string[],
): Promise<{ id: string; state: RefundState }[]> {
  if (REFUND_OBJECT_EVENTS.has(event.type)) {
    const refund = refundOf(event.data.object);
    return refund ? [refund] : [];
  }
  const charge = event.data.object as { refunds?: { data?: unknown[] } } | undefined;
  const listed = (charge?.refunds?.data ?? []).flatMap((r) => refundOf(r) ?? []);
  const answers: { id: string; state: RefundState }[] = [];
  for (const id of pending) {
    const known = listed.find((r) => r.id === id);
    if (known) answers.push(known);
    else if (provider?.retrieveRefund) answers.push({ id, state: await provider.retrieveRefund(id) });
  }
  return answers;
}

/**
 * Stripe's refund events, applied once (the event id is recorded by the caller; each refund moves
 * from `pending` once, so a duplicate, a `charge.refunded` and a `refund.updated` for the same
 * refund, or events out of order return things once). The order or booking the refund's
 * PaymentIntent paid is locked first: a console refund holds that lock while Stripe answers, so
 * an event overtaking the answer waits for the refund's row instead of missing it. A `pending`
 * report changes nothing; a refund that was settled already is never moved again (Stripe's final
 * states do not change back). Refunds we hold no row for (made in Stripe's dashboard) are only
 * recorded.
 */
export async function settleRefundEvent(
  tx: Database,
  provider: PaymentProvider | null,
  event: WebhookEvent,
): Promise<void> {
  const intentId = stringField(event, 'payment_intent');
  if (!intentId) return;
  const payment = await findPaymentByIntent(tx, 'stripe', intentId);
  if (!payment) return;
  if (payment.orderId) {
    const order = await lockOrder(tx, payment.orderId);
    if (!order) return;
    const pending = await pendingRefundsOf(tx, order.id, payment);
    // Re-read after the lock: the console's refund row, or the payment's own refund (a late success).
    const current = await findPaymentByIntent(tx, 'stripe', intentId);
    if (current?.refundStatus === 'pending' && current.refundReference) pending.push(current.refundReference);
    for (const { id, state } of await reportedRefunds(provider, event, pending)) {
      if (!(await settleOrderRefund(tx, order, id, state))) {
        await settlePaymentRefund(tx, payment.id, id, state);
      }
    }
    return;
  }
  if (payment.bookingId) {
    if (!(await lockBooking(tx, payment.bookingId))) return;
    const current = await findPaymentByIntent(tx, 'stripe', intentId);
    const pending =
      current?.refundStatus === 'pending' && current.refundReference ? [current.refundReference] : [];
    for (const { id, state } of await reportedRefunds(provider, event, pending)) {
      await settlePaymentRefund(tx, payment.id, id, state);
    }
  }
}
