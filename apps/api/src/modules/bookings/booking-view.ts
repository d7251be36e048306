import type { WorkshopBooking } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { selectBookingDetails, type BookingRow } from './queries';

type Line = WorkshopBooking['lines'][number];
type Entry = Line['bookings'][number];

/** The contract's booking; an entry ends when its session does (start + service duration). */
export async function bookingView(db: Database, row: BookingRow): Promise<WorkshopBooking> {
  const { lines, entries } = await selectBookingDetails(db, row.id);
  return {
    id: row.id,
    status: row.status as WorkshopBooking['status'],
    amount: row.amount,
    discount: row.discount,
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
    // Completed by the workshop rules work (hold expiry and cancellation window).
    paid_at: row.paidAt ? row.paidAt.toISOString() : null,
    hold_expires_at: null,
    cancellable_until: null,
  };
}
