import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { payments } from '../../db/schema';
import type { BookingRow } from '../../modules/bookings';
import type { PaymentProvider, PaymentState } from '../../modules/payments';
import {
  latestPaymentOf,
  markPaymentRefunded,
  PROCESSING_ROW_STATUS,
  type PaymentRow,
} from '../../modules/payments';
import { markBookingFailed, markBookingPaid, settleTargetPayment } from './settlement';

/**
 * `settleTargetPayment` for one of a booking's payments, with the booking row locked by the
 * caller. With the provider, a success for a booking already cancelled (its hold ran out while
 * the payment was processing) is refunded at once (`refundLateSuccess`): its places may belong to
 * someone else, so bookings are not taken again as orders are.
 */
export function settleBookingPayment(
  tx: Database,
  booking: BookingRow,
  payment: PaymentRow,
  state: PaymentState,
  provider: PaymentProvider | null = null,
): Promise<boolean> {
  return settleTargetPayment(
    tx,
    {
      status: booking.status,
      markPaid: (t) => markBookingPaid(t, booking.id),
      markFailed: (t) => markBookingFailed(t, booking.id),
      ...(provider && provider.name === payment.provider
        ? { lateSuccess: (t: Database) => refundLateSuccess(t, provider, booking, payment.id) }
        : {}),
    },
    payment,
    state,
  );
}

/**
 * Asks the provider about the booking's `processing` payment (or cancels it, before a new
 * attempt) and records a final answer, with the booking row locked by the caller. Null when
 * there is none; otherwise that payment and its status now (`pending` while still processing).
 */
export async function settleLatestBookingPayment(
  tx: Database,
  provider: PaymentProvider,
  booking: BookingRow,
  how: 'retrieve' | 'cancel',
): Promise<{ before: PaymentRow; status: string } | null> {
  const latest = await latestPaymentOf(tx, { bookingId: booking.id });
  if (!latest || latest.status !== PROCESSING_ROW_STATUS) return null;
  const ask = how === 'cancel' ? provider.cancel : provider.retrieve;
  if (!ask || latest.provider !== provider.name || !latest.providerReference) {
    return { before: latest, status: latest.status };
  }
  const state = await ask.call(provider, latest.providerReference);
  const changed = await settleBookingPayment(tx, booking, latest, state, provider);
  return { before: latest, status: changed ? state.status : latest.status };
}

/**
 * Money that arrived for a booking already cancelled (its hold ran out while the payment was
 * still processing, e.g. 3-D Secure finished late): its places may belong to someone else, so
 * the payment is refunded in full at once instead of kept. A refused refund throws, so the caller
 * (the webhook) rolls back and the provider delivers the event again later.
 */
export async function refundLateSuccess(
  tx: Database,
  provider: PaymentProvider,
  booking: BookingRow,
  paymentId: string,
): Promise<void> {
  if (booking.status !== 'cancelled') return;
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'succeeded')));
  if (!payment) return;
  const refund =
    payment.amount > 0 && payment.providerReference
      ? await provider.refund(
          payment.providerReference,
          payment.amount,
          payment.currency,
          `refund-${payment.id}`,
        )
      : undefined;
  await markPaymentRefunded(tx, payment.id, new Date(), refund);
}
