import type { Database } from '../../db/database';
import { setBookingStatus } from '../bookings/queries';
import { activateGiftCards } from '../gift-cards/activation';
import { queueBookingEmail } from '../mail/booking-email';
import { queueOrderEmail } from '../mail/order-email';
import type { OrderRow } from '../orders/queries';
import type { PaymentState } from './provider';
import { PROCESSING_ROW_STATUS, setOrderStatus, updatePaymentStatus, type PaymentRow } from './queries';

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

/** `settleTargetPayment` for one of an order's payments, with the order row locked by the caller. */
export function settlePayment(
  tx: Database,
  order: OrderRow,
  payment: PaymentRow,
  state: PaymentState,
): Promise<boolean> {
  return settleTargetPayment(
    tx,
    {
      status: order.status,
      markPaid: (t) => markOrderPaid(t, order.id),
      markFailed: (t) => setOrderStatus(t, order.id, 'payment_failed', null),
    },
    payment,
    state,
  );
}
