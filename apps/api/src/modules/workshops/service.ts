import type { Slot, WorkshopService } from '@atelier/api/schema';
import { slotsForDay, upcomingSlots } from '@atelier/commerce/workshops';
import type { Language } from '@atelier/commerce/enums';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { mediaUrl } from '../../http/media-url';
import { localize } from '../pricing';
import { findService, selectServices, selectSlotUse, type WorkshopServiceRow } from './queries';
import { endsByClosing, opensOn } from './opening-days';
import { startsWithinHours } from './opening-hours';
import { studioClosing } from './studio';
import { shopTimeZone } from '../shop-calendar';

export interface WorkshopRequest {
  currency: string;
  country: string;
  language: Language;
  now: Date;
}

export function serviceView(
  row: WorkshopServiceRow,
  price: number,
  request: Pick<WorkshopRequest, 'currency' | 'language'>,
): WorkshopService {
  return {
    id: row.id as WorkshopService['id'],
    code: row.code as WorkshopService['code'],
    name: localize(row.name, request.language),
    description: localize(row.description, request.language),
    duration_minutes: row.durationMinutes,
    price,
    currency: request.currency as WorkshopService['currency'],
    item_feed_id: row.itemFeedId,
    max_guests: row.maxGuests,
    capacity_per_slot: row.capacityPerSlot,
    opening_days: [...row.openingDays].sort((a, b) => a - b),
    image: mediaUrl(row.image),
  };
}

/** Services sold in the request's currency (a service without a price there is not offered). */
export async function listWorkshopServices(
  db: Database,
  request: WorkshopRequest,
): Promise<WorkshopService[]> {
  const rows = await selectServices(db, request.currency);
  return rows.flatMap(({ service, price }) => (price === null ? [] : [serviceView(service, price, request)]));
}

/**
 * The day's slots of a service in the shop's time zone (SPEC §9), with places left; none on a day
 * the service is closed (`opening_days`). A slot nobody booked yet has no row and the service's
 * full capacity. `bookable` is false for a slot that has started, is full, or whose session would
 * end after the studio closes (studioClosing).
 */
export async function listWorkshopSlots(
  db: Database,
  serviceId: number,
  date: string,
  request: WorkshopRequest,
): Promise<Slot[]> {
  const service = await findService(db, serviceId);
  if (!service) throw notFound();
  const zone = await shopTimeZone(db, request.country);
  let day;
  try {
    day = slotsForDay(date, zone);
  } catch {
    throw badRequest([{ field: 'query.date', reason: 'not a calendar date' }]);
  }
  if (day.length === 0 || !opensOn(service.openingDays, date)) return [];
  // Only the starts within the service's hours (set in the console) are listed.
  day = day.filter((slot) => startsWithinHours(slot, service, date, zone));
  if (day.length === 0) return [];
  const use = await selectSlotUse(db, service.id, new Date(day[0]!.start), new Date(day.at(-1)!.end));
  const byStart = new Map(use.map((u) => [u.startsAt.getTime(), u]));
  const upcoming = new Set(upcomingSlots(day, request.now).map((s) => s.start));
  const closing = studioClosing(request.country, date, zone);
  return day.map((slot) => {
    const row = byStart.get(Date.parse(slot.start));
    const capacity = row?.capacity ?? service.capacityPerSlot;
    const available = Math.max(0, capacity - (row?.taken ?? 0));
    return {
      start: slot.start,
      end: slot.end,
      capacity,
      available,
      bookable:
        available > 0 && upcoming.has(slot.start) && endsByClosing(slot, service.durationMinutes, closing),
    };
  });
}
