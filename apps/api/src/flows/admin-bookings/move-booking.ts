import type { AdminBooking, AdminMoveBookingRequest } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/enums';
import { slotsForDay, upcomingSlots } from '@atelier/commerce/workshops';
import type { Database } from '../../db/database';
import { badRequest, conflict, notFound, unprocessable } from '../../http/errors';
import { recordAudit, type AuditActor } from '../../modules/audit';
import {
  ensureSlot,
  findEntryOf,
  freePlaces,
  loadAdminBooking,
  lockBooking,
  releaseExpiredHolds,
  setEntrySlot,
  takePlaces,
} from '../../modules/bookings';
import { localDate, shopTimeZone } from '../../modules/shop-calendar';
import {
  endsByClosing,
  findService,
  opensOn,
  startsWithinHours,
  studioClosing,
} from '../../modules/workshops';
import { queueBookingMovedEmail } from '../emails/booking-email';

/** The new start must be a slot the store would sell for this service: 422 naming `body.start`. */
function refuse(reason: string, message: string): never {
  throw unprocessable('body.start', reason, message);
}

/**
 * POST /api/admin/bookings/{id}/move/: one session of a booking to another slot of its service,
 * with the booking row locked (a payment, a cancel or an expiring hold of it waits). The new
 * slot's places are taken with the conditional UPDATE every booking uses (never past capacity
 * under any concurrency: 409 `slot_full`), the old slot's go back, both in slot-id order like
 * every other taker and giver of places, so no deadlock. Audited; the shopper is e-mailed.
 */
export async function moveBooking(
  db: Database,
  bookingId: string,
  body: AdminMoveBookingRequest,
  actor: AuditActor,
  language: Language,
  now: Date = new Date(),
): Promise<AdminBooking> {
  await db.transaction(async (tx) => {
    if (!(await lockBooking(tx, bookingId))) throw notFound('Booking not found');
    await releaseExpiredHolds(tx, { bookingId });
    const booking = (await lockBooking(tx, bookingId))!;
    if (booking.status === 'cancelled') throw conflict('This booking is cancelled; there is nothing to move');
    const entry = await findEntryOf(tx, bookingId, body.entry_id);
    if (!entry) throw badRequest([{ field: 'body.entry_id', reason: 'not a session of this booking' }]);
    const service = (await findService(tx, entry.serviceId))!;

    const country = booking.country ?? 'sg';
    const zone = await shopTimeZone(tx, country);
    const start = new Date(body.start);
    const date = localDate(start, zone);
    const slot = slotsForDay(date, zone).find((s) => Date.parse(s.start) === start.getTime());
    if (!slot) refuse('not_a_slot', 'Workshops start every 30 minutes from 10:30 to 19:00.');
    if (start.getTime() === entry.startsAt.getTime())
      refuse('same_slot', 'The session is already at this time.');
    if (upcomingSlots([slot], now).length === 0)
      refuse('slot_started', 'This time slot has already started.');
    if (!opensOn(service.openingDays, date)) refuse('closed_day', 'This workshop does not run on that day.');
    if (!startsWithinHours(slot, service, date, zone))
      refuse('outside_hours', 'This workshop does not start at that time.');
    if (!endsByClosing(slot, service.durationMinutes, studioClosing(country, date, zone)))
      refuse('ends_after_closing', 'A session starting then would end after the studio closes.');

    const newSlotId = await ensureSlot(tx, {
      serviceId: service.id,
      startsAt: start,
      endsAt: new Date(slot.end),
      capacity: service.capacityPerSlot,
    });
    const take = async () => {
      await releaseExpiredHolds(tx, { slotId: newSlotId });
      const taken = await takePlaces(tx, newSlotId, entry.guests);
      if (!taken.taken) {
        throw conflict(
          taken.left === 0
            ? 'This time slot is full.'
            : `Only ${taken.left} places are left in this time slot.`,
          { errors: [{ field: 'body.start', reason: taken.left === 0 ? 'slot_full' : 'not_enough_places' }] },
        );
      }
    };
    const give = () => freePlaces(tx, entry.slotId, entry.guests);
    // Slot rows are locked in id order by everyone who takes or gives places.
    if (newSlotId < entry.slotId) {
      await take();
      await give();
    } else {
      await give();
      await take();
    }
    await setEntrySlot(tx, entry.id, newSlotId);
    await recordAudit(tx, actor, {
      action: 'booking.move',
      entity: 'booking',
      entityId: bookingId,
      before: { entry_id: entry.id, start: entry.startsAt.toISOString() },
      after: { entry_id: entry.id, start: start.toISOString() },
    });
    await queueBookingMovedEmail(tx, bookingId, `${bookingId}:${entry.id}:${now.toISOString()}`);
  });
  return loadAdminBooking(db, bookingId, language);
}
