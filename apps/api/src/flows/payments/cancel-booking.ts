import type { WorkshopBooking } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/enums';
import type { Database } from '../../db/database';
import { conflict, forbidden, notFound } from '../../http/errors';
import { queueBookingCancellationEmail } from '../emails/booking-email';
import type { PaymentProvider } from '../../modules/payments';
import {
  latestPaymentOf,
  markPaymentRefunded,
  PROCESSING_ROW_STATUS,
  type RefundResult,
  succeededPaymentOfBooking,
} from '../../modules/payments';
import {
  type BookingRow,
  bookingView,
  cancellationDeadline,
  firstSessionOf,
  givePlacesBack,
  lockBooking,
  releaseExpiredHolds,
  setBookingCancelled,
} from '../../modules/bookings';
import { UNPAID } from '../../modules/workshops';

/** Only the member who booked may cancel: 404 unknown, 403 a guest's or another member's booking. */
function assertOwnBooking(booking: BookingRow | undefined, viewerId: number): asserts booking is BookingRow {
  if (!booking) throw notFound();
  if (booking.userId !== viewerId) throw forbidden();
}

/**
 * POST /api/bookings/{id}/cancel/ (member's token required by the contract). With the booking row
 * locked, so a cancel, a payment and an expiring hold of one booking run one after the other:
 * - cancelled already (or its hold just expired): 409;
 * - unpaid: cancelled at any time — unless a payment is still processing at the provider
 *   (3-D Secure), which could still take the money: 409 until it settles;
 * - confirmed: until 48 h before its first session (409 after), its payment refunded in full to
 *   the card through the provider first. A refused refund throws the provider's RefundError and
 *   changes nothing — the booking stays confirmed (the route answers a 502 payment_provider_error).
 * The places go back to their slots in the same transaction, in slot-id order like every release.
 */
export async function cancelBooking(
  db: Database,
  provider: PaymentProvider,
  bookingId: string,
  viewerId: number,
  request: { language?: Language; country?: string; now?: Date } = {},
): Promise<WorkshopBooking> {
  const now = request.now ?? new Date();
  const row = await db.transaction(async (tx) => {
    assertOwnBooking(await lockBooking(tx, bookingId), viewerId);
    await releaseExpiredHolds(tx, { bookingId });
    const booking = await lockBooking(tx, bookingId);
    assertOwnBooking(booking, viewerId);
    if (booking.status === 'cancelled') throw conflict('This booking is already cancelled');

    if ((UNPAID as readonly string[]).includes(booking.status)) {
      const latest = await latestPaymentOf(tx, { bookingId: booking.id });
      if (latest?.status === PROCESSING_ROW_STATUS) {
        throw conflict('A payment of this booking is still being processed; try again in a moment');
      }
    } else {
      const first = await firstSessionOf(tx, booking.id);
      if (!first || now >= cancellationDeadline(first)) {
        throw conflict(
          'This booking can no longer be cancelled: its first session is less than 48 hours away',
        );
      }
      const payment = await succeededPaymentOfBooking(tx, booking.id);
      let refund: RefundResult | undefined;
      if (payment && payment.amount > 0 && payment.providerReference) {
        // Inside the transaction: a refused refund (RefundError) rolls everything back. The key
        // is the payment's, so a retry after a crash between refund and commit pays back once.
        refund = await provider.refund(
          payment.providerReference,
          payment.amount,
          payment.currency,
          `refund-${payment.id}`,
        );
      }
      if (payment) await markPaymentRefunded(tx, payment.id, now, refund);
    }

    if (!(await setBookingCancelled(tx, booking.id, now))) {
      throw conflict('This booking is already cancelled');
    }
    await givePlacesBack(tx, [booking.id]);
    // A paid booking had a confirmation; its cancellation (and refund) is confirmed the same way.
    if (booking.status === 'confirmed') {
      await queueBookingCancellationEmail(tx, booking.id, {
        language: request.language,
        country: request.country,
      });
    }
    return (await lockBooking(tx, booking.id))!;
  });
  return bookingView(db, row, now);
}
