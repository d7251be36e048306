import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  bookingEntries,
  bookingLines,
  bookings,
  payments,
  workshopServices,
  workshopSlots,
} from '../../db/schema';
import { holdExpired } from '../workshops';
import type { BookingRow } from './queries';

export interface DayFilter {
  country: string;
  from: Date;
  to: Date;
  serviceId?: number;
  status?: string;
}

/** The slot rows of a studio day (any service) between two instants, in time then service order. */
export function selectDaySlots(db: Database, from: Date, to: Date, serviceId?: number) {
  return db
    .select({ slot: workshopSlots, code: workshopServices.code })
    .from(workshopSlots)
    .innerJoin(workshopServices, eq(workshopServices.id, workshopSlots.serviceId))
    .where(
      and(
        gte(workshopSlots.startsAt, from),
        lt(workshopSlots.startsAt, to),
        serviceId === undefined ? undefined : eq(workshopSlots.serviceId, serviceId),
      ),
    )
    .orderBy(asc(workshopSlots.startsAt), asc(workshopSlots.serviceId));
}

/**
 * Places of a set of slots held by bookings whose unpaid hold ran out but were not released yet:
 * the day view subtracts them, as the store's slot listing does.
 */
export async function expiredHeldBySlot(db: Database, slotIds: readonly number[]) {
  if (slotIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ slotId: bookingEntries.slotId, guests: sql<number>`sum(${bookingEntries.guests})::int` })
    .from(bookingEntries)
    .innerJoin(bookingLines, eq(bookingLines.id, bookingEntries.lineId))
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .where(and(inArray(bookingEntries.slotId, [...slotIds]), holdExpired))
    .groupBy(bookingEntries.slotId);
  return new Map(rows.map((r) => [r.slotId, r.guests]));
}

/**
 * Bookings made at the country's studio with a session between two instants (the studio's day),
 * by their first session that day, then when they were made.
 */
export async function selectDayBookings(db: Database, filter: DayFilter): Promise<BookingRow[]> {
  const firstStart = sql<Date>`min(${workshopSlots.startsAt})`;
  const rows = await db
    .select({ booking: bookings, firstStart })
    .from(bookings)
    .innerJoin(bookingLines, eq(bookingLines.bookingId, bookings.id))
    .innerJoin(bookingEntries, eq(bookingEntries.lineId, bookingLines.id))
    .innerJoin(workshopSlots, eq(workshopSlots.id, bookingEntries.slotId))
    .where(
      and(
        eq(bookings.country, filter.country),
        gte(workshopSlots.startsAt, filter.from),
        lt(workshopSlots.startsAt, filter.to),
        filter.serviceId === undefined ? undefined : eq(bookingEntries.serviceId, filter.serviceId),
        filter.status === undefined ? undefined : eq(bookings.status, filter.status),
      ),
    )
    .groupBy(bookings.id)
    .orderBy(asc(firstStart), asc(bookings.createdAt), asc(bookings.id))
    .limit(1000);
  return rows.map((r) => r.booking);
}

/** A booking's sessions with their ids, line names, services and slots, in order. */
export function selectAdminEntries(db: Database, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: bookingEntries.id,
      bookingId: bookingLines.bookingId,
      lineName: bookingLines.name,
      guests: bookingEntries.guests,
      slotId: bookingEntries.slotId,
      startsAt: workshopSlots.startsAt,
      service: workshopServices,
    })
    .from(bookingEntries)
    .innerJoin(bookingLines, eq(bookingLines.id, bookingEntries.lineId))
    .innerJoin(workshopSlots, eq(workshopSlots.id, bookingEntries.slotId))
    .innerJoin(workshopServices, eq(workshopServices.id, bookingEntries.serviceId))
    .where(inArray(bookingLines.bookingId, [...bookingIds]))
    .orderBy(asc(bookingLines.position), asc(bookingEntries.position), asc(bookingEntries.id));
}

export type AdminEntryRow = Awaited<ReturnType<typeof selectAdminEntries>>[number];

/**
 * The bookings among `bookingIds` whose payment was paid back (or is on its way), and those whose
 * refund the provider failed, with its reason (the money is still with us; staff act on it).
 */
export async function refundedBookings(
  db: Database,
  bookingIds: readonly string[],
): Promise<{ refunded: Set<string>; failures: Map<string, string> }> {
  const refunded = new Set<string>();
  const failures = new Map<string, string>();
  if (bookingIds.length === 0) return { refunded, failures };
  const rows = await db
    .select({
      bookingId: payments.bookingId,
      status: payments.status,
      refundStatus: payments.refundStatus,
      reason: payments.refundFailureReason,
    })
    .from(payments)
    .where(
      and(
        inArray(payments.bookingId, [...bookingIds]),
        or(eq(payments.status, 'refunded'), inArray(payments.refundStatus, ['failed', 'canceled'])),
      ),
    );
  for (const row of rows) {
    if (row.status === 'refunded') refunded.add(row.bookingId!);
    else failures.set(row.bookingId!, row.reason ?? 'the payment provider failed the refund');
  }
  return { refunded, failures };
}

/** One session of a booking, locked with its slot id (undefined when not this booking's). */
export async function findEntryOf(tx: Database, bookingId: string, entryId: number) {
  const [row] = await tx
    .select({
      id: bookingEntries.id,
      slotId: bookingEntries.slotId,
      serviceId: bookingEntries.serviceId,
      guests: bookingEntries.guests,
      startsAt: workshopSlots.startsAt,
    })
    .from(bookingEntries)
    .innerJoin(bookingLines, eq(bookingLines.id, bookingEntries.lineId))
    .innerJoin(workshopSlots, eq(workshopSlots.id, bookingEntries.slotId))
    .where(and(eq(bookingEntries.id, entryId), eq(bookingLines.bookingId, bookingId)))
    .for('update', { of: bookingEntries });
  return row;
}

/** Points a session at another slot. */
export async function setEntrySlot(tx: Database, entryId: number, slotId: number): Promise<void> {
  await tx.update(bookingEntries).set({ slotId }).where(eq(bookingEntries.id, entryId));
}

/** Gives `guests` places of a slot back (a session moved away from it). */
export async function freePlaces(tx: Database, slotId: number, guests: number): Promise<void> {
  await tx
    .update(workshopSlots)
    .set({ booked: sql`${workshopSlots.booked} - ${guests}` })
    .where(eq(workshopSlots.id, slotId));
}
