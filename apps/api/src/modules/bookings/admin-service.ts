import type { AdminBooking, AdminBookingDay } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/enums';
import { slotsForDay, type WorkshopSlot } from '@atelier/commerce/workshops';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { timeZoneOf } from '../shop-calendar';
import { atelierOf } from '../workshops';
import { expiredHeldBySlot, selectDayBookings, selectDaySlots } from './admin-queries';
import { loadAdminBookings } from './admin-view';
import { findBooking, releaseExpiredHolds } from './queries';

export interface DayQuery {
  country: string;
  date: string;
  service_id?: number;
  status?: string;
}

/** The studio's day as instants (its first slot's start to its last slot's end), or a 400. */
export async function studioDay(db: Database, country: string, date: string) {
  const zone = atelierOf(country) ? await timeZoneOf(db, country) : undefined;
  if (!zone) throw badRequest([{ field: 'query.country', reason: 'has no workshop studio' }]);
  let day: WorkshopSlot[];
  try {
    day = slotsForDay(date, zone);
  } catch {
    day = [];
  }
  if (day.length === 0) throw badRequest([{ field: 'query.date', reason: 'not a calendar date' }]);
  return { zone, from: new Date(day[0]!.start), to: new Date(day.at(-1)!.end) };
}

/**
 * GET /api/admin/bookings/: the day at one studio. Expired unpaid holds of the day's slots are
 * released first (their bookings read `cancelled`, their places are free), as any reader of a
 * slot does.
 */
export async function listDayBookings(
  db: Database,
  query: DayQuery,
  language: Language,
): Promise<AdminBookingDay> {
  const { zone, from, to } = await studioDay(db, query.country, query.date);
  const daySlots = await selectDaySlots(db, from, to, query.service_id);
  await db.transaction(async (tx) => {
    for (const { slot } of [...daySlots].sort((a, b) => a.slot.id - b.slot.id)) {
      await releaseExpiredHolds(tx, { slotId: slot.id });
    }
  });
  const [slots, rows] = await Promise.all([
    selectDaySlots(db, from, to, query.service_id),
    selectDayBookings(db, {
      country: query.country,
      from,
      to,
      serviceId: query.service_id,
      status: query.status,
    }),
  ]);
  const expired = await expiredHeldBySlot(
    db,
    slots.map((s) => s.slot.id),
  );
  const results = await loadAdminBookings(db, rows, language);
  return {
    date: query.date,
    country: query.country,
    time_zone: zone,
    count: results.length,
    results,
    slots: slots
      .filter(({ slot }) => slot.booked > 0)
      .map(({ slot, code }) => ({
        service_id: slot.serviceId as AdminBookingDay['slots'][number]['service_id'],
        code: code as AdminBookingDay['slots'][number]['code'],
        start: slot.startsAt.toISOString(),
        end: slot.endsAt.toISOString(),
        capacity: slot.capacity,
        booked: slot.booked - (expired.get(slot.id) ?? 0),
      })),
  };
}

/** The console's view of one booking, read on `db` or the caller's transaction. */
export async function loadAdminBooking(db: Database, id: string, language: Language): Promise<AdminBooking> {
  const row = await findBooking(db, id);
  if (!row) throw notFound('Booking not found');
  const [view] = await loadAdminBookings(db, [row], language);
  return view!;
}

/** GET /api/admin/bookings/{id}/ (an expired hold is released on the way, as the shopper's read does). */
export async function getAdminBooking(db: Database, id: string, language: Language): Promise<AdminBooking> {
  if (!(await findBooking(db, id))) throw notFound('Booking not found');
  await db.transaction((tx) => releaseExpiredHolds(tx, { bookingId: id }));
  return loadAdminBooking(db, id, language);
}
