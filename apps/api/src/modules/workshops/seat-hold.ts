import { sql } from 'drizzle-orm';
import { bookings } from '../../db/schema';

/**
 * How long an unpaid booking holds its places (the workshops own their seats: the slot listing
 * counts held places, bookings take and give them back): BOOKING_HOLD_SECONDS (15 minutes unless
 * configured) from its creation, long enough to type a card (and retry after a decline), short
 * enough that an abandoned checkout does not block a slot for the afternoon. The deadline is stored
 * on the booking when it is made (`hold_expires_at`), so a changed setting moves no deadline and
 * every process decides from the row: an expired hold stops counting at once in the slot listing,
 * and its places are given back (the booking becomes `cancelled`) by the hold sweep within seconds,
 * or before that by the first transaction that finds it — a booking of the same slot, or a read or
 * payment of that booking.
 */

/** Statuses whose places are still held while the hold lasts. */
export const UNPAID = ['pending_payment', 'payment_failed'] as const;

/** SQL: this booking row is unpaid and its hold ran out at `now` (the database's clock unless given). */
export function holdExpiredAt(now?: Date) {
  return sql`(${bookings.status} in ('pending_payment', 'payment_failed') and ${bookings.holdExpiresAt} <= ${now ?? sql`now()`})`;
}

/** SQL: this booking row is unpaid and its hold ran out. */
export const holdExpired = holdExpiredAt();

/** When a booking made at `createdAt` stops holding its places. */
export function bookingHoldDeadline(createdAt: Date, holdSeconds: number): Date {
  return new Date(createdAt.getTime() + holdSeconds * 1000);
}
