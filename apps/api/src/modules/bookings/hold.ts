import { sql } from 'drizzle-orm';
import { bookings } from '../../db/schema';

/**
 * How long an unpaid booking holds its places: 15 minutes from its creation, long enough to type a
 * card (and retry after a decline), short enough that an abandoned checkout does not block a slot
 * for the afternoon. The deadline is derived from `created_at`, so no column or job is needed: an
 * expired hold stops counting at once in the slot listing, and its places are given back (the
 * booking becomes `cancelled`) by the first transaction that finds it — a booking of the same slot,
 * or a read or payment of that booking.
 */
export const HOLD_MINUTES = 15;

/** Statuses whose places are still held while the hold lasts. */
export const UNPAID = ['pending_payment', 'payment_failed'] as const;

/** SQL: this booking row is unpaid and its hold ran out. */
export const holdExpired = sql`(${bookings.status} in ('pending_payment', 'payment_failed') and ${bookings.createdAt} <= now() - make_interval(mins => ${HOLD_MINUTES}))`;

export function holdExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + HOLD_MINUTES * 60_000);
}
