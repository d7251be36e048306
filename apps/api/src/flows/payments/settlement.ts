import type { Database } from '../../db/database';
import { setBookingStatus } from '../../modules/bookings';
import { activateGiftCards } from './gift-card-activation';
import { queueBookingEmail } from '../emails/booking-email';
import { queueOrderEmail } from '../emails/order-email';
import { retakeOrderHold, type OrderRow } from '../../modules/orders';
import type { PaymentProvider, PaymentState } from '../../modules/payments';
import {
  markPaymentRefunded,
  PROCESSING_ROW_STATUS,
  setOrderStatus,
  updatePaymentStatus,
  type PaymentRow,
} from '../../modules/payments';

/** Order statuses in which a payment may still change the order. */
export const PAYABLE = new Set(['pending_payment', 'payment_failed']);

/**
 * The one way an order becomes paid (pay, verify, webhook, an order a gift card pays in full):
 * the status, the confirmation e-mail, and the gift cards the order bought — activated, valid
 * 12 months from now, their e-mails to the recipients queued for the chosen day — all in the
 * caller's transaction, so none exists without the others.
 */
export async function markOrderPaid(tx: Database, orderId: string): Promise<void> {
  const paidAt = new Date();
  await setOrderStatus(tx, orderId, 'paid', paidAt);
  await activateGiftCards(tx, orderId, paidAt);
  await queueOrderEmail(tx, orderId);
}

/** The one way a booking becomes paid: `confirmed`, its places kept for good, and its e-mail queued. */
export async function markBookingPaid(tx: Database, bookingId: string): Promise<void> {
  await setBookingStatus(tx, bookingId, 'confirmed', new Date());
  await queueBookingEmail(tx, bookingId);
}

/** A declined booking payment: payable again while its hold lasts (the places stay held). */
export async function markBookingFailed(tx: Database, bookingId: string): Promise<void> {
  await setBookingStatus(tx, bookingId, 'payment_failed', null);
}

/** What a payment settles: an order or a booking, with the row locked by the caller. */
export interface PaymentTarget {
  /** Its status now (payable while `pending_payment` or `payment_failed`). */
  status: string;
  /** Makes it paid (status, and what goes with it: e-mails, gift cards). */
  markPaid(tx: Database): Promise<void>;
  /** Makes it payable again after a decline. */
  markFailed(tx: Database): Promise<void>;
  /** A success that arrived once it was no longer payable (an order whose hold lapsed). */
  lateSuccess?(tx: Database): Promise<unknown>;
}

/**
 * Applies the provider's final answer to one of the target's payments. A payment moves at most
 * once: `processing` to succeeded or failed, and a failed one to succeeded (money that moved
 * after a decline was reported, e.g. events out of order), never succeeded to failed. The target
 * follows: paid when it was payable; payable again after a failure only while nothing else paid
 * it. True when the payment changed.
 */
export async function settleTargetPayment(
  tx: Database,
  target: PaymentTarget,
  payment: PaymentRow,
  state: PaymentState,
): Promise<boolean> {
  if (state.status === 'processing') return false;
  if (state.status === 'succeeded') {
    const changed = await updatePaymentStatus(tx, payment.id, [PROCESSING_ROW_STATUS, 'failed'], {
      status: 'succeeded',
      failureCode: null,
      failureMessage: null,
    });
    if (changed && PAYABLE.has(target.status)) await target.markPaid(tx);
    else if (changed && target.lateSuccess) await target.lateSuccess(tx);
    return changed;
  }
  const changed = await updatePaymentStatus(tx, payment.id, [PROCESSING_ROW_STATUS], {
    status: 'failed',
    failureCode: state.failureCode,
    failureMessage: state.failureMessage,
  });
  if (changed && target.status === 'pending_payment') await target.markFailed(tx);
  return changed;
}

/**
 * A payment that succeeded for an order whose hold had lapsed (`cancelled`, its stock, promo use
 * and gift card money given back), with the order row locked by the caller: the order takes them
 * again and is paid when all are still there; otherwise the money goes back to the card at once
 * (the refund's key is the charge's, like the recovery sweep's, so it is never paid back twice)
 * and the order stays cancelled, its payment `refunded`. Never oversells. A refused refund throws
 * and rolls the caller back (the webhook is delivered again, the sweep retries).
 */
export async function settleLateOrderSuccess(
  tx: Database,
  provider: PaymentProvider,
  order: OrderRow,
  payment: PaymentRow,
): Promise<'paid' | 'refunded' | 'unchanged'> {
  if (order.status !== 'cancelled') return 'unchanged';
  if (await retakeOrderHold(tx, order)) {
    await markOrderPaid(tx, order.id);
    return 'paid';
  }
  await refundCharge(tx, provider, payment);
  return 'refunded';
}

/**
 * Pays back a succeeded charge that nothing can take any more (the order or booking was paid by
 * another charge, or cancelled): money is never kept without what it paid for. The refund's
 * idempotency key is the charge's, so a sweep retried after a crash cannot pay back twice; a
 * refused refund throws and rolls the caller's transaction back, for the next sweep.
 */
export async function refundCharge(
  tx: Database,
  provider: PaymentProvider,
  payment: PaymentRow,
): Promise<void> {
  const refund =
    payment.providerReference && payment.amount > 0
      ? await provider.refund(
          payment.providerReference,
          payment.amount,
          payment.currency,
          `refund-${payment.providerReference}`,
        )
      : undefined;
  await markPaymentRefunded(tx, payment.id, new Date(), refund);
}

/**
 * `settleTargetPayment` for one of an order's payments, with the order row locked by the caller.
 * With the provider, a success for an order whose hold lapsed is settled by
 * `settleLateOrderSuccess` (paid again, or refunded).
 */
export function settlePayment(
  tx: Database,
  order: OrderRow,
  payment: PaymentRow,
  state: PaymentState,
  provider: PaymentProvider | null = null,
): Promise<boolean> {
  return settleTargetPayment(
    tx,
    {
      status: order.status,
      markPaid: (t) => markOrderPaid(t, order.id),
      markFailed: (t) => setOrderStatus(t, order.id, 'payment_failed', null),
      ...(provider
        ? { lateSuccess: (t: Database) => settleLateOrderSuccess(t, provider, order, payment) }
        : {}),
    },
    payment,
    state,
  );
}
