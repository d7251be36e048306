import type { WorkshopBooking } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { UNPAID } from '../workshops';
import { selectBookingDetails, type BookingRow } from './queries';

/** A confirmed booking can be cancelled (and refunded) until this long before its first session. */
export const CANCELLATION_NOTICE_MS = 48 * 3_600_000;

/** The deadline of cancelling a confirmed booking whose first session starts at `firstStart`. */
export function cancellationDeadline(firstStart: Date): Date {
  return new Date(firstStart.getTime() - CANCELLATION_NOTICE_MS);
}

function isUnpaid(status: string): boolean {
  return (UNPAID as readonly string[]).includes(status);
}

/**
 * Until when the member may cancel: a confirmed booking until 48 h before its first session (null
 * once that has passed); an unpaid one as long as its hold lasts (chosen: after that the hold
 * releases itself, so there is nothing left to cancel); never a cancelled one, nor a guest's
 * booking (only members cancel, with their token).
 */
function cancellableUntil(row: BookingRow, firstStart: Date | undefined, now: Date): Date | null {
  if (row.userId === null) return null;
  if (isUnpaid(row.status)) {
    const expires = row.holdExpiresAt;
    return expires > now ? expires : null;
  }
  if (row.status !== 'confirmed' || !firstStart) return null;
  const deadline = cancellationDeadline(firstStart);
  return deadline > now ? deadline : null;
}

/** As stored when booked: a later rate change or a refund changes no past booking. */
export function bookingTax(row: BookingRow): WorkshopBooking['tax'] {
  return { name: row.taxName as WorkshopBooking['tax']['name'], rate: row.taxRate, amount: row.taxAmount };
}

type Line = WorkshopBooking['lines'][number];
type Entry = Line['bookings'][number];

/** The contract's booking; an entry ends when its session does (start + service duration). */
export async function bookingView(
  db: Database,
  row: BookingRow,
  now: Date = new Date(),
): Promise<WorkshopBooking> {
  const { lines, entries } = await selectBookingDetails(db, row.id);
  const firstStart = entries.reduce<Date | undefined>(
    (first, e) => (!first || e.startsAt < first ? e.startsAt : first),
    undefined,
  );
  const until = cancellableUntil(row, firstStart, now);
  return {
    id: row.id,
    status: row.status as WorkshopBooking['status'],
    amount: row.amount,
    discount: row.discount,
    tax: bookingTax(row),
    currency: row.currency as WorkshopBooking['currency'],
    lines: lines.map((line): Line => ({
      type: 'booking',
      name: line.name,
      amount: line.amount,
      bookings: entries
        .filter((e) => e.lineId === line.id)
        .map((e): Entry => ({
          service_id: e.service.id as Entry['service_id'],
          code: e.service.code as Entry['code'],
          start: e.startsAt.toISOString(),
          end: new Date(e.startsAt.getTime() + e.service.durationMinutes * 60_000).toISOString(),
          guests: e.guests,
          item_feed_id: e.service.itemFeedId,
        })),
    })),
    client: row.client,
    discount_code: row.discountCode,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt ? row.paidAt.toISOString() : null,
    hold_expires_at: isUnpaid(row.status) ? row.holdExpiresAt.toISOString() : null,
    cancellable_until: until ? until.toISOString() : null,
  };
}
