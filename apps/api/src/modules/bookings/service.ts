import type { CreateBookingRequest, WorkshopBooking } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/enums';
import {
  GUEST_DISCOUNT_PERCENT,
  slotsForDay,
  upcomingSlots,
  type GuestDiscountCode,
} from '@atelier/commerce/workshops';
import type { Database } from '../../db/database';
import { conflict, unprocessable } from '../../http/errors';
import { idempotentCreate } from '../idempotency';
import { localize, taxIncludedIn } from '../pricing';
import {
  bookingHoldDeadline,
  endsByClosing,
  opensOn,
  selectServices,
  startsWithinHours,
  studioClosing,
  type WorkshopServiceRow,
} from '../workshops';
import { localDate, shopTimeZone } from '../shop-calendar';
import { lockUser } from '../users';
import { assertBookingAccess } from './booking-access';
import { bookingView } from './booking-view';
import { checkGuestCode, guestCodeRefusalMessage } from './guest-code';
import {
  ensureSlot,
  findBooking,
  insertBooking,
  insertEntries,
  insertLine,
  memberPlacesIn,
  releaseExpiredHolds,
  selectMemberBookings,
  takePlaces,
} from './queries';

export interface BookingRequest {
  viewerId: number | null;
  currency: string;
  country: string;
  language: Language;
  now: Date;
  /** BOOKING_HOLD_SECONDS: how long the booking holds its places unpaid. */
  holdSeconds: number;
}

const IDEMPOTENCY_SCOPE = 'booking';

interface PlannedEntry {
  line: number;
  position: number;
  service: WorkshopServiceRow;
  start: Date;
  end: Date;
  guests: number;
}

/**
 * The guest code when one was sent, if this shopper may use it (guest-code.ts): 422 on
 * `body.discount_code` otherwise, `not_applicable` for any other code, `members_only` for a guest,
 * `tier` for a member of another tier or none (the cart's reasons and sentences).
 */
async function discountCodeFor(
  tx: Database,
  code: string | undefined,
  request: BookingRequest,
): Promise<GuestDiscountCode | null> {
  if (code === undefined) return null;
  const check = await checkGuestCode(tx, code, request.viewerId);
  if ('refusal' in check) {
    throw unprocessable(
      'body.discount_code',
      check.refusal,
      guestCodeRefusalMessage(check.refusal, request.language),
    );
  }
  return check.code;
}

/**
 * Checks every entry against the services and the shop's calendar: a known service sold in the
 * currency, a start that is one of that day's slots in the shop's time zone, has not begun, is on
 * one of the service's `opening_days` and lets the session end by closing time, and at most the
 * service's `max_guests`. 422 naming the field otherwise.
 */
async function planEntries(tx: Database, body: CreateBookingRequest, request: BookingRequest) {
  const zone = await shopTimeZone(tx, request.country);
  const services = new Map((await selectServices(tx, request.currency)).map((r) => [r.service.id, r]));
  const planned: PlannedEntry[] = [];
  const prices = new Map<number, number>();
  body.lines.forEach((line, l) => {
    line.bookings.forEach((entry, e) => {
      const field = `body.lines[${l}].bookings[${e}]`;
      const found = services.get(entry.service_id);
      if (!found || found.price === null) {
        throw unprocessable(
          `${field}.service_id`,
          'not_available',
          'This workshop is not offered in your currency.',
        );
      }
      const start = new Date(entry.start);
      const date = localDate(start, zone);
      const day = slotsForDay(date, zone);
      const slot = day.find((s) => Date.parse(s.start) === start.getTime());
      if (!slot) {
        throw unprocessable(
          `${field}.start`,
          'not_a_slot',
          'Workshops start every 30 minutes from 10:30 to 19:00.',
        );
      }
      if (upcomingSlots([slot], request.now).length === 0) {
        throw unprocessable(`${field}.start`, 'slot_started', 'This time slot has already started.');
      }
      if (!opensOn(found.service.openingDays, date)) {
        throw unprocessable(`${field}.start`, 'closed_day', 'This workshop does not run on that day.');
      }
      if (!startsWithinHours(slot, found.service, date, zone)) {
        throw unprocessable(`${field}.start`, 'outside_hours', 'This workshop does not start at that time.');
      }
      if (!endsByClosing(slot, found.service.durationMinutes, studioClosing(request.country, date, zone))) {
        throw unprocessable(
          `${field}.start`,
          'ends_after_closing',
          'A session starting then would end after the studio closes.',
        );
      }
      if (entry.guests > found.service.maxGuests) {
        throw unprocessable(
          `${field}.guests`,
          'too_many_guests',
          `At most ${found.service.maxGuests} guests per booking for this workshop.`,
        );
      }
      prices.set(found.service.id, found.price);
      planned.push({
        line: l,
        position: e,
        service: found.service,
        start,
        end: new Date(slot.end),
        guests: entry.guests,
      });
    });
  });
  return { planned, prices };
}

/**
 * Holds the places of every slot the booking needs. The slot rows are first made to exist in
 * (service, start) order (a concurrent creator of the same row waits on its unique index), then
 * their places are taken in slot-id order — the order in which cancellations and expired holds
 * give places back — so transactions touching several slots lock them alike and never deadlock.
 * Expired holds of a slot are released first, in this transaction. 409 naming the entry when a
 * slot has too few places left.
 */
async function holdPlaces(
  tx: Database,
  planned: readonly PlannedEntry[],
): Promise<Map<PlannedEntry, number>> {
  const bySlot = new Map<string, PlannedEntry[]>();
  for (const entry of planned) {
    const key = `${entry.service.id}|${entry.start.toISOString()}`;
    bySlot.set(key, [...(bySlot.get(key) ?? []), entry]);
  }
  const slots: { slotId: number; entries: PlannedEntry[] }[] = [];
  for (const [, entries] of [...bySlot].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const first = entries[0]!;
    const slotId = await ensureSlot(tx, {
      serviceId: first.service.id,
      startsAt: first.start,
      endsAt: first.end,
      capacity: first.service.capacityPerSlot,
    });
    slots.push({ slotId, entries });
  }
  const slotOf = new Map<PlannedEntry, number>();
  for (const { slotId, entries } of slots.sort((a, b) => a.slotId - b.slotId)) {
    const first = entries[0]!;
    await releaseExpiredHolds(tx, { slotId });
    const guests = entries.reduce((sum, e) => sum + e.guests, 0);
    const result = await takePlaces(tx, slotId, guests);
    if (!result.taken) {
      throw conflict(
        result.left === 0
          ? 'This time slot is full.'
          : `Only ${result.left} places are left in this time slot.`,
        {
          errors: [
            {
              field: `body.lines[${first.line}].bookings[${first.position}].start`,
              reason: result.left === 0 ? 'slot_full' : 'not_enough_places',
            },
          ],
        },
      );
    }
    for (const entry of entries) slotOf.set(entry, slotId);
  }
  return slotOf;
}

/**
 * `max_guests` is per session and per customer, not per entry: entries of one request for the same
 * session count together, and a member's bookings already holding places in it count too (their
 * row is locked first, so two bookings at once cannot both pass). 422 on the entry that goes over.
 */
async function refuseGuestsBeyondLimit(
  tx: Database,
  planned: readonly PlannedEntry[],
  viewerId: number | null,
) {
  if (viewerId !== null) await lockUser(tx, viewerId);
  const taken = new Map<string, number>();
  for (const entry of planned) {
    const session = `${entry.service.id}|${entry.start.getTime()}`;
    const before =
      taken.get(session) ??
      (viewerId === null ? 0 : await memberPlacesIn(tx, viewerId, entry.service.id, entry.start));
    const after = before + entry.guests;
    taken.set(session, after);
    if (after > entry.service.maxGuests) {
      throw unprocessable(
        `body.lines[${entry.line}].bookings[${entry.position}].guests`,
        'too_many_guests',
        `At most ${entry.service.maxGuests} guests per session for this workshop, all your bookings together.`,
      );
    }
  }
}

async function placeBooking(tx: Database, body: CreateBookingRequest, request: BookingRequest) {
  const code = await discountCodeFor(tx, body.discount_code, request);
  const { planned, prices } = await planEntries(tx, body, request);
  await refuseGuestsBeyondLimit(tx, planned, request.viewerId);
  const slotOf = await holdPlaces(tx, planned);

  const lineAmounts = body.lines.map((_, l) =>
    planned.filter((e) => e.line === l).reduce((sum, e) => sum + e.guests * prices.get(e.service.id)!, 0),
  );
  const total = lineAmounts.reduce((a, b) => a + b, 0);
  // The guest code is for the member's guests: the first place of the booking (first entry) is
  // the member's own and stays full price; every further place is discounted.
  const ownPlace = prices.get(planned[0]!.service.id)!;
  const discount = code ? Math.round(((total - ownPlace) * GUEST_DISCOUNT_PERCENT[code]) / 100) : 0;
  // Stored with the booking at today's rate of its country (not its currency), as an order's is.
  const tax = taxIncludedIn(request.country, total - discount);
  const booking = await insertBooking(tx, {
    userId: request.viewerId,
    status: 'pending_payment',
    currency: request.currency,
    amount: total - discount,
    discount,
    discountCode: code,
    taxName: tax.name,
    taxRate: tax.rate,
    taxAmount: tax.amount,
    client: body.client,
    country: request.country,
    language: request.language,
    // Both from one clock, so the hold is exactly BOOKING_HOLD_SECONDS.
    createdAt: request.now,
    holdExpiresAt: bookingHoldDeadline(request.now, request.holdSeconds),
  });
  for (const [l, line] of body.lines.entries()) {
    const entries = planned.filter((e) => e.line === l);
    const lineId = await insertLine(tx, {
      bookingId: booking.id,
      position: l,
      name: (line.name ?? localize(entries[0]!.service.name, request.language)).slice(0, 120),
      amount: lineAmounts[l]!,
    });
    await insertEntries(
      tx,
      entries.map((e) => ({
        lineId,
        slotId: slotOf.get(e)!,
        serviceId: e.service.id,
        guests: e.guests,
        position: e.position,
      })),
    );
  }
  return bookingView(tx, booking);
}

export interface CreatedBooking {
  statusCode: number;
  booking: WorkshopBooking;
}

/** POST /api/bookings/: idempotent by `Idempotency-Key` exactly like orders (scope `booking`). */
export async function createBooking(
  db: Database,
  key: string,
  body: CreateBookingRequest,
  request: BookingRequest,
): Promise<CreatedBooking> {
  const { viewerId, currency, country } = request;
  const created = await idempotentCreate(
    db,
    { scope: IDEMPOTENCY_SCOPE, key, request: { body, user: viewerId, currency, country } },
    (tx) => placeBooking(tx, body, request),
  );
  return { statusCode: created.statusCode, booking: created.body };
}

/** GET /api/bookings/{id}/: an expired hold is released on the way, so it reads `cancelled`. */
export async function getBooking(
  db: Database,
  id: string,
  viewerId: number | null,
): Promise<WorkshopBooking> {
  assertBookingAccess(await findBooking(db, id), viewerId);
  await db.transaction((tx) => releaseExpiredHolds(tx, { bookingId: id }));
  const booking = await findBooking(db, id);
  assertBookingAccess(booking, viewerId);
  return bookingView(db, booking);
}

/** The most bookings one answer lists (the contract's `maxItems`). */
const MEMBER_BOOKINGS_LIMIT = 500;

/**
 * GET /api/bookings/ (token required by the contract): the member's bookings, the latest first
 * session first. Their expired unpaid holds are released on the way, so they read `cancelled`.
 */
export async function listMyBookings(db: Database, userId: number): Promise<WorkshopBooking[]> {
  await db.transaction((tx) => releaseExpiredHolds(tx, { userId }));
  const rows = await selectMemberBookings(db, userId, MEMBER_BOOKINGS_LIMIT);
  const now = new Date();
  return Promise.all(rows.map((row) => bookingView(db, row, now)));
}
