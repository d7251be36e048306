import { forbidden, notFound } from '../../http/errors';
import type { BookingRow } from './queries';

/**
 * Same rule as orders: a guest booking is open to whoever holds its unguessable id (a random UUID
 * v4); a member's booking only to its owner — 403 without the owner's token.
 */
export function assertBookingAccess(
  booking: BookingRow | undefined,
  viewerId: number | null,
): asserts booking is BookingRow {
  if (!booking) throw notFound();
  if (booking.userId !== null && booking.userId !== viewerId) throw forbidden();
}
