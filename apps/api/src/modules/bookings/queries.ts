import { and, asc, desc, eq, inArray, isNull, not, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  bookingEntries,
  bookingLines,
  bookings,
  users,
  workshopServices,
  workshopSlots,
} from '../../db/schema';
import { holdExpired, holdExpiredAt, UNPAID } from '../workshops';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;

export async function findBooking(db: Database, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return row;
}

/** Reads a booking and locks it until the transaction ends (one payment at a time). */
export async function lockBooking(tx: Database, id: string): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row;
}

export async function memberTier(db: Database, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ tier: users.membershipTier })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.tier ?? null;
}

/**
 * The slot row of a service and start, created on its first booking with the service's capacity.
 * A concurrent creator waits on the unique index and then finds the first one's row.
 */
export async function ensureSlot(
  tx: Database,
  values: { serviceId: number; startsAt: Date; endsAt: Date; capacity: number },
): Promise<number> {
  await tx.insert(workshopSlots).values(values).onConflictDoNothing();
  const [row] = await tx
    .select({ id: workshopSlots.id })
    .from(workshopSlots)
    .where(and(eq(workshopSlots.serviceId, values.serviceId), eq(workshopSlots.startsAt, values.startsAt)));
  if (!row) throw new Error('workshop slot row missing after insert');
  return row.id;
}

/**
 * Takes `guests` places of a slot with one conditional UPDATE: under any concurrency the places
 * taken never pass the capacity (PostgreSQL re-checks the condition on the row it waited for).
 * Null when not enough were left, with the places that were.
 */
export async function takePlaces(
  tx: Database,
  slotId: number,
  guests: number,
): Promise<{ taken: true } | { taken: false; left: number }> {
  const rows = await tx
    .update(workshopSlots)
    .set({ booked: sql`${workshopSlots.booked} + ${guests}` })
    .where(
      and(
        eq(workshopSlots.id, slotId),
        sql`${workshopSlots.booked} + ${guests} <= ${workshopSlots.capacity}`,
      ),
    )
    .returning({ id: workshopSlots.id });
  if (rows.length === 1) return { taken: true };
  const [slot] = await tx
    .select({ left: sql<number>`${workshopSlots.capacity} - ${workshopSlots.booked}` })
    .from(workshopSlots)
    .where(eq(workshopSlots.id, slotId));
  return { taken: false, left: Math.max(0, Number(slot?.left ?? 0)) };
}

/**
 * Cancels the expired unpaid holds among `scope` (the bookings of one slot, one booking, one
 * member's, or all that lapsed by an instant: the hold sweep) and gives their places back. The status UPDATE re-checks the hold on each row, so when two
 * transactions find the same expired booking only one releases its places.
 */
export async function releaseExpiredHolds(
  tx: Database,
  scope: { slotId: number } | { bookingId: string } | { userId: number } | { lapsedBy: Date },
): Promise<number> {
  const target =
    'lapsedBy' in scope
      ? // The hold sweep: every lapsed booking no other transaction holds (several processes
        // sweep at once without waiting on each other), a bounded batch per sweep.
        inArray(
          bookings.id,
          tx
            .select({ id: bookings.id })
            .from(bookings)
            .where(holdExpiredAt(scope.lapsedBy))
            .limit(500)
            .for('update', { skipLocked: true }),
        )
      : 'slotId' in scope
        ? inArray(
            bookings.id,
            tx
              .select({ id: bookingLines.bookingId })
              .from(bookingEntries)
              .innerJoin(bookingLines, eq(bookingLines.id, bookingEntries.lineId))
              .where(eq(bookingEntries.slotId, scope.slotId)),
          )
        : 'bookingId' in scope
          ? eq(bookings.id, scope.bookingId)
          : eq(bookings.userId, scope.userId);
  const released = await tx
    .update(bookings)
    .set({ status: 'cancelled' })
    .where(and(target, 'lapsedBy' in scope ? holdExpiredAt(scope.lapsedBy) : holdExpired))
    .returning({ id: bookings.id });
  if (released.length === 0) return 0;
  await givePlacesBack(
    tx,
    released.map((r) => r.id),
  );
  return released.length;
}

/**
 * Gives the places of cancelled bookings back to their slots, one UPDATE per slot in slot-id
 * order: every transaction that frees or takes several slots locks them in the
 * same order, so two of them can wait for each other but never deadlock.
 */
export async function givePlacesBack(tx: Database, bookingIds: readonly string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  const freed = await tx
    .select({ slotId: bookingEntries.slotId, guests: sql<number>`sum(${bookingEntries.guests})::int` })
    .from(bookingEntries)
    .innerJoin(bookingLines, eq(bookingLines.id, bookingEntries.lineId))
    .where(inArray(bookingLines.bookingId, [...bookingIds]))
    .groupBy(bookingEntries.slotId)
    .orderBy(asc(bookingEntries.slotId));
  for (const { slotId, guests } of freed) {
    await tx
      .update(workshopSlots)
      .set({ booked: sql`${workshopSlots.booked} - ${guests}` })
      .where(eq(workshopSlots.id, slotId));
  }
}

/**
 * Cancels a booking the caller has locked, once: false when it was already cancelled (by a
 * concurrent cancel or an expired hold), so its places are given back exactly once.
 */
export async function setBookingCancelled(tx: Database, id: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: at })
    .where(and(eq(bookings.id, id), sql`${bookings.status} <> 'cancelled'`, isNull(bookings.cancelledAt)))
    .returning({ id: bookings.id });
  return rows.length === 1;
}

/** When the booking's first session starts (undefined for a booking without entries). */
export async function firstSessionOf(tx: Database, bookingId: string): Promise<Date | undefined> {
  const [row] = await tx
    .select({ start: workshopSlots.startsAt })
    .from(bookingEntries)
    .innerJoin(bookingLines, eq(bookingLines.id, bookingEntries.lineId))
    .innerJoin(workshopSlots, eq(workshopSlots.id, bookingEntries.slotId))
    .where(eq(bookingLines.bookingId, bookingId))
    .orderBy(asc(workshopSlots.startsAt))
    .limit(1);
  return row?.start;
}

/** A member's bookings, the latest first session first (then the latest made), at most `limit`. */
export async function selectMemberBookings(
  db: Database,
  userId: number,
  limit: number,
): Promise<BookingRow[]> {
  const firstStart = sql<Date>`min(${workshopSlots.startsAt})`;
  const rows = await db
    .select({ booking: bookings, firstStart })
    .from(bookings)
    .innerJoin(bookingLines, eq(bookingLines.bookingId, bookings.id))
    .innerJoin(bookingEntries, eq(bookingEntries.lineId, bookingLines.id))
    .innerJoin(workshopSlots, eq(workshopSlots.id, bookingEntries.slotId))
    .where(eq(bookings.userId, userId))
    .groupBy(bookings.id)
    .orderBy(desc(firstStart), desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
  return rows.map((r) => r.booking);
}

export async function insertBooking(tx: Database, values: NewBooking): Promise<BookingRow> {
  const [row] = await tx.insert(bookings).values(values).returning();
  if (!row) throw new Error('insert into bookings returned nothing');
  return row;
}

export async function insertLine(tx: Database, values: typeof bookingLines.$inferInsert): Promise<number> {
  const [row] = await tx.insert(bookingLines).values(values).returning({ id: bookingLines.id });
  if (!row) throw new Error('insert into booking_lines returned nothing');
  return row.id;
}

export async function insertEntries(
  tx: Database,
  values: (typeof bookingEntries.$inferInsert)[],
): Promise<void> {
  if (values.length > 0) await tx.insert(bookingEntries).values(values);
}

export async function setBookingStatus(
  tx: Database,
  id: string,
  status: 'confirmed' | 'payment_failed' | 'pending_payment',
  paidAt: Date | null,
): Promise<void> {
  await tx
    .update(bookings)
    .set(status === 'confirmed' ? { status, paidAt } : { status })
    .where(eq(bookings.id, id));
}

/** A booking's lines and their entries (slot times and service), in order. */
export async function selectBookingDetails(db: Database, bookingId: string) {
  const [lines, entries] = await Promise.all([
    db
      .select()
      .from(bookingLines)
      .where(eq(bookingLines.bookingId, bookingId))
      .orderBy(asc(bookingLines.position)),
    db
      .select({
        lineId: bookingEntries.lineId,
        position: bookingEntries.position,
        guests: bookingEntries.guests,
        startsAt: workshopSlots.startsAt,
        service: workshopServices,
      })
      .from(bookingEntries)
      .innerJoin(bookingLines, eq(bookingLines.id, bookingEntries.lineId))
      .innerJoin(workshopSlots, eq(workshopSlots.id, bookingEntries.slotId))
      .innerJoin(workshopServices, eq(workshopServices.id, bookingEntries.serviceId))
      .where(eq(bookingLines.bookingId, bookingId))
      .orderBy(asc(bookingEntries.position), asc(bookingEntries.id)),
  ]);
  return { lines, entries };
}

/**
 * Places a member already has in one session (a service at a start): paid bookings and unpaid
 * ones whose hold has not run out.
 */
export async function memberPlacesIn(
  tx: Database,
  userId: number,
  serviceId: number,
  startsAt: Date,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${bookingEntries.guests}), 0)::int` })
    .from(bookingEntries)
    .innerJoin(bookingLines, eq(bookingLines.id, bookingEntries.lineId))
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .innerJoin(workshopSlots, eq(workshopSlots.id, bookingEntries.slotId))
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookingEntries.serviceId, serviceId),
        eq(workshopSlots.startsAt, startsAt),
        or(eq(bookings.status, 'confirmed'), and(inArray(bookings.status, [...UNPAID]), not(holdExpired))),
      ),
    );
  return row?.n ?? 0;
}
