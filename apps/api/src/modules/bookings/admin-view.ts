import type { AdminBooking } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/enums';
import type { Database } from '../../db/database';
import { runAll } from '../../db/run-all';
import { localize } from '../pricing';
import { refundedBookings, selectAdminEntries, type AdminEntryRow } from './admin-queries';
import { bookingTax } from './booking-view';
import type { BookingRow } from './queries';

type Entry = AdminBooking['entries'][number];

export function adminBookingView(
  row: BookingRow,
  entries: readonly AdminEntryRow[],
  refund: { refunded: boolean; failure: string | null },
  language: Language,
): AdminBooking {
  return {
    id: row.id,
    status: row.status as AdminBooking['status'],
    country: row.country,
    language: row.language,
    currency: row.currency as AdminBooking['currency'],
    amount: row.amount,
    discount: row.discount,
    tax: bookingTax(row),
    client: row.client,
    user_id: row.userId,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    refunded: refund.refunded,
    refund_failure_reason: refund.failure,
    entries: entries
      .filter((e) => e.bookingId === row.id)
      .map((e): Entry => ({
        id: e.id,
        line_name: e.lineName,
        service_id: e.service.id as Entry['service_id'],
        code: e.service.code as Entry['code'],
        service_name: localize(e.service.name, language),
        start: e.startsAt.toISOString(),
        end: new Date(e.startsAt.getTime() + e.service.durationMinutes * 60_000).toISOString(),
        guests: e.guests,
      })),
  };
}

/** The console's views of several bookings, read on `db` (or a transaction). */
export async function loadAdminBookings(
  db: Database,
  rows: readonly BookingRow[],
  language: Language,
): Promise<AdminBooking[]> {
  const ids = rows.map((r) => r.id);
  const [entries, refunded] = await runAll(db, [
    () => selectAdminEntries(db, ids),
    () => refundedBookings(db, ids),
  ]);
  return rows.map((row) =>
    adminBookingView(
      row,
      entries,
      { refunded: refunded.refunded.has(row.id), failure: refunded.failures.get(row.id) ?? null },
      language,
    ),
  );
}
