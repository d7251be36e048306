import { createHash } from 'node:crypto';
import type { Payment, PaymentRequest } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/enums';
import type { Database } from '../../db/database';
import { badRequest, conflict } from '../../http/errors';
import {
  assertBookingAccess,
  type BookingRow,
  checkGuestCode,
  getBooking,
  guestCodeRefusalMessage,
  lockBooking,
  releaseExpiredHolds,
} from '../../modules/bookings';
import { settleLatestBookingPayment } from './booking-settlement';
import type { PaymentProvider } from '../../modules/payments';
import {
  countPaymentsOf,
  insertPayment,
  methodOf,
  paymentView,
  PROCESSING_ROW_STATUS,
} from '../../modules/payments';
import { markBookingFailed, markBookingPaid, PAYABLE } from './settlement';

/**
 * A guest code is checked again before the money is taken, like a cart's code at checkout: the
 * member's tier (or the code's tiers) may have changed since the booking was made. 409
 * `promo_not_applicable` on the booking, nothing charged; the shopper books again.
 */
async function refuseLapsedGuestCode(tx: Database, booking: BookingRow, language: Language): Promise<void> {
  if (booking.discountCode === null) return;
  const check = await checkGuestCode(tx, booking.discountCode, booking.userId);
  if (!('refusal' in check)) return;
  const why = guestCodeRefusalMessage(check.refusal, language);
  throw conflict(
    `The guest code ${booking.discountCode} no longer applies to this booking: ${why}. ` +
      'Please cancel it and book again.',
    { errors: [{ field: 'path.id', reason: 'promo_not_applicable' }] },
  );
}

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
 * A payment the provider leaves `processing` (Stripe 3-D Secure) keeps the booking pending; paying
 * again first cancels it at the provider (as for orders): a new charge once it is cancelled, its
 * payment when it had succeeded, 409 while it is processing beyond cancelling.
 */
export async function payBooking(
  db: Database,
  provider: PaymentProvider,
  bookingId: string,
  body: PaymentRequest,
  viewerId: number | null,
  language: Language = 'en',
): Promise<Payment> {
  return db.transaction(async (tx) => {
    const locked = await lockBooking(tx, bookingId);
    assertBookingAccess(locked, viewerId);
    // A payment still processing (3-D Secure left unfinished) is cancelled first, so the old and
    // the new attempt can never both be charged; one that went through meanwhile is the answer.
    const pending = PAYABLE.has(locked.status)
      ? await settleLatestBookingPayment(tx, provider, locked, 'cancel')
      : null;
    if (pending?.status === PROCESSING_ROW_STATUS) {
      throw conflict('A payment of this booking is still being processed');
    }
    if (pending?.status === 'succeeded') {
      return paymentView({ ...pending.before, status: 'succeeded' });
    }
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

    await refuseLapsedGuestCode(tx, booking, language);

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
    const idempotencyKey = attemptKey(
      booking.id,
      (await countPaymentsOf(tx, { bookingId: booking.id })) + 1,
      method,
    );
    const result = await provider.charge({
      amount: booking.amount,
      currency: booking.currency,
      reference: booking.id,
      referenceKind: 'booking',
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

/**
 * GET /api/bookings/{id}/: the booking, after asking the provider about its latest payment when
 * that one is still `processing` (Stripe: retrieving the PaymentIntent), so the confirmation page
 * of a booking paid with 3-D Secure settles it like `POST /api/verify/` does an order (the
 * contract's verify names and answers orders only). Locked and re-read, so concurrent reads
 * record a settlement once; an expired unpaid hold is then released as before.
 */
export async function readBooking(
  db: Database,
  provider: PaymentProvider,
  bookingId: string,
  viewerId: number | null,
) {
  await db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    assertBookingAccess(booking, viewerId);
    // A cancelled one too: a payment that succeeds after its hold ran out is refunded at once.
    if (PAYABLE.has(booking.status) || booking?.status === 'cancelled') {
      await settleLatestBookingPayment(tx, provider, booking!, 'retrieve');
    }
  });
  return getBooking(db, bookingId, viewerId);
}
