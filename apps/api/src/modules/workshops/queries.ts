import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  bookingEntries,
  bookingLines,
  bookings,
  workshopServicePrices,
  workshopServices,
  workshopSlots,
} from '../../db/schema';
import { holdExpired } from './seat-hold';

export type WorkshopServiceRow = typeof workshopServices.$inferSelect;

/** Services with their price per guest in `currency` (null when not sold in it), in shop order. */
export function selectServices(db: Database, currency: string) {
  return db
    .select({ service: workshopServices, price: workshopServicePrices.amount })
    .from(workshopServices)
    .leftJoin(
      workshopServicePrices,
      and(
        eq(workshopServicePrices.serviceId, workshopServices.id),
        eq(workshopServicePrices.currency, currency),
      ),
    )
    .orderBy(asc(workshopServices.sortOrder), asc(workshopServices.id));
}

export async function findService(db: Database, id: number): Promise<WorkshopServiceRow | undefined> {
  const [row] = await db.select().from(workshopServices).where(eq(workshopServices.id, id)).limit(1);
  return row;
}

/** The shop's IANA time zone in a country (sg: Asia/Singapore); undefined for an unknown country. */

export interface SlotUse {
  startsAt: Date;
  capacity: number;
  /** Places held by paid bookings and live (unexpired) holds. */
  taken: number;
}

/**
 * The slot rows of a service between two instants. Places of expired unpaid holds not released
 * yet are not counted, so the listing is right without writing anything.
 */
export async function selectSlotUse(
  db: Database,
  serviceId: number,
  from: Date,
  to: Date,
): Promise<SlotUse[]> {
  const expiredHeld = db
    .select({
      slotId: bookingEntries.slotId,
      guests: sql<number>`sum(${bookingEntries.guests})::int`.as('expired_guests'),
    })
    .from(bookingEntries)
    .innerJoin(bookingLines, eq(bookingLines.id, bookingEntries.lineId))
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .where(holdExpired)
    .groupBy(bookingEntries.slotId)
    .as('expired_held');
  const rows = await db
    .select({
      startsAt: workshopSlots.startsAt,
      capacity: workshopSlots.capacity,
      booked: workshopSlots.booked,
      expired: expiredHeld.guests,
    })
    .from(workshopSlots)
    .leftJoin(expiredHeld, eq(expiredHeld.slotId, workshopSlots.id))
    .where(
      and(
        eq(workshopSlots.serviceId, serviceId),
        gte(workshopSlots.startsAt, from),
        lt(workshopSlots.startsAt, to),
      ),
    );
  return rows.map((r) => ({
    startsAt: r.startsAt,
    capacity: r.capacity,
    taken: r.booked - (r.expired ?? 0),
  }));
}
