import type { AdminBooking, AdminCancelBookingRequest } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/enums';
import type { Database } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import { recordAudit, type AuditActor } from '../../modules/audit';
import {
  givePlacesBack,
  loadAdminBooking,
  lockBooking,
  releaseExpiredHolds,
  setBookingCancelled,
} from '../../modules/bookings';
import {
  latestPaymentOf,
  markPaymentRefunded,
  type PaymentProvider,
  PROCESSING_ROW_STATUS,
  type RefundResult,
  succeededPaymentOfBooking,
} from '../../modules/payments';
import { UNPAID } from '../../modules/workshops';
import { queueBookingCancellationEmail } from '../emails/booking-email';

/**
 * POST /api/admin/bookings/{id}/cancel/, with the booking row locked: the shopper's cancellation
 * (flows/payments/cancel-booking.ts) without its 48-hour limit — the shop may cancel at any time.
 * A paid booking is refunded in full through the provider first, with the same idempotency key
 * the shopper's cancel uses (`refund-<payment>`), so the two can never pay back twice; a refusal
 * (RefundError) rolls everything back. The places go back once (the status moves conditionally).
 * Audited with the reason; the shopper is e-mailed.
 */
export async function adminCancelBooking(
  db: Database,
  provider: PaymentProvider,
  bookingId: string,
  body: AdminCancelBookingRequest,
  actor: AuditActor,
  language: Language,
  now: Date = new Date(),
): Promise<AdminBooking> {
  const reason = body.reason.trim();
  if (!reason) throw badRequest([{ field: 'body.reason', reason: 'must not be blank' }]);
  await db.transaction(async (tx) => {
    if (!(await lockBooking(tx, bookingId))) throw notFound('Booking not found');
    await releaseExpiredHolds(tx, { bookingId });
    const booking = (await lockBooking(tx, bookingId))!;
    if (booking.status === 'cancelled') throw conflict('This booking is already cancelled');

    let refunded = 0;
    if ((UNPAID as readonly string[]).includes(booking.status)) {
      const latest = await latestPaymentOf(tx, { bookingId });
      if (latest?.status === PROCESSING_ROW_STATUS) {
        throw conflict('A payment of this booking is still being processed; try again in a moment');
      }
    } else {
      const payment = await succeededPaymentOfBooking(tx, bookingId);
      let refund: RefundResult | undefined;
      if (payment && payment.amount > 0 && payment.providerReference) {
        refund = await provider.refund(
          payment.providerReference,
          payment.amount,
          payment.currency,
          `refund-${payment.id}`,
        );
        refunded = payment.amount;
      }
      if (payment) await markPaymentRefunded(tx, payment.id, now, refund);
    }
    if (!(await setBookingCancelled(tx, bookingId, now))) throw conflict('This booking is already cancelled');
    await givePlacesBack(tx, [bookingId]);
    await recordAudit(tx, actor, {
      action: 'booking.cancel',
      entity: 'booking',
      entityId: bookingId,
      before: { status: booking.status },
      after: { status: 'cancelled', reason, refunded, currency: booking.currency },
    });
    await queueBookingCancellationEmail(tx, bookingId);
  });
  return loadAdminBooking(db, bookingId, language);
}
