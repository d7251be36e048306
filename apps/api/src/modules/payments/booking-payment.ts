import { createHash } from 'node:crypto';
import type { Payment, PaymentRequest } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { badRequest, conflict } from '../../http/errors';
import { assertBookingAccess } from '../bookings/booking-access';
import { releaseExpiredHolds, lockBooking } from '../bookings/queries';
import type { PaymentProvider } from './provider';
import {
  countPaymentsOfBooking,
  insertPayment,
  latestPaymentOfBooking,
  PROCESSING_ROW_STATUS,
} from './queries';
import { markBookingFailed, markBookingPaid, PAYABLE } from './settlement';
import { methodOf, paymentView } from './payment-view';

function attemptKey(bookingId: string, attempt: number, method: ReturnType<typeof methodOf>): string {
  const what = method.kind === 'token' ? method.token : 'card';
  const digest = createHash('sha256').update(what).digest('hex').slice(0, 16);
  return `booking-${bookingId}-attempt-${attempt}-${digest}`;
}

/**
 * POST /api/bookings/{id}/pay/: the same provider, test cards and outcomes as paying an order, with
 * the booking row locked so two payments of one booking run one after the other. The amount is the
 * booking's stored amount. A booking whose hold has expired is released here and refused (409):
 * its places may already belong to someone else. A decline leaves it payable while the hold lasts.
 * A payment the provider leaves `processing` (Stripe 3-D Secure) keeps the booking pending; while
 * it is, paying again is a 409.
 */
export async function payBooking(
  db: Database,
  provider: PaymentProvider,
  bookingId: string,
  body: PaymentRequest,
  viewerId: number | null,
): Promise<Payment> {
  return db.transaction(async (tx) => {
    assertBookingAccess(await lockBooking(tx, bookingId), viewerId);
    await releaseExpiredHolds(tx, { bookingId });
    const booking = await lockBooking(tx, bookingId);
    assertBookingAccess(booking, viewerId);
    if (!PAYABLE.has(booking.status)) {
      throw conflict(
        booking.status === 'confirmed'
          ? 'This booking is already paid'
          : 'This booking can no longer be paid: its places were released',
      );
    }
    const latest = await latestPaymentOfBooking(tx, booking.id);
    if (latest?.status === PROCESSING_ROW_STATUS) {
      throw conflict('A payment of this booking is still being processed');
    }

    const method = methodOf(body);
    const record = {
      bookingId: booking.id,
      amount: booking.amount,
      currency: booking.currency,
      provider: provider.name,
    };
    if (booking.amount === 0) {
      const payment = await insertPayment(tx, {
        ...record,
        status: 'succeeded',
        providerReference: null,
        failureCode: null,
        failureMessage: null,
        idempotencyKey: null,
      });
      await markBookingPaid(tx, booking.id);
      return paymentView(payment);
    }
    const idempotencyKey = attemptKey(booking.id, (await countPaymentsOfBooking(tx, booking.id)) + 1, method);
    const result = await provider.charge({
      amount: booking.amount,
      currency: booking.currency,
      reference: booking.id,
      method,
      idempotencyKey,
    });
    if (result.status === 'invalid') {
      throw badRequest([{ field: result.field, reason: result.reason }], 'The card was not accepted');
    }
    const payment = await insertPayment(tx, {
      ...record,
      status: result.status === 'processing' ? PROCESSING_ROW_STATUS : result.status,
      providerReference: result.providerReference,
      failureCode: result.status === 'failed' ? result.failureCode : null,
      failureMessage: result.status === 'failed' ? result.failureMessage : null,
      idempotencyKey,
    });
    if (result.status === 'succeeded') await markBookingPaid(tx, booking.id);
    else if (result.status === 'failed') await markBookingFailed(tx, booking.id);
    const view = paymentView(payment);
    return 'clientSecret' in result && result.clientSecret
      ? { ...view, client_secret: result.clientSecret }
      : view;
  });
}
