import { assertTimeZone, wallClockToUtc } from './time-zone';

/** Length of a workshop slot and the step between slot starts (SPEC §9). */
export const SLOT_MINUTES = 30;
export const SLOT_DURATION_MS = 1_800_000;

/**
 * SPEC §9 "slots every 30 minutes from 10:30 to 19:00": sessions start from 10:30 to 19:00, both
 * included, 18 starts a day. When a session must end is the studio's own opening hours (its
 * closing time, shop configuration), checked where a booking is made.
 */
export const FIRST_SLOT_START = '10:30';
export const LAST_SLOT_START = '19:00';

export interface WorkshopSlot {
  /** UTC instant, ISO 8601 with milliseconds: '2025-03-14T02:30:00.000Z'. */
  readonly start: string;
  readonly end: string;
  /** Local start time in the shop's zone, 24-hour 'HH:mm'. */
  readonly label: string;
}

function minutesOf(hhmm: string): number {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
}

function parseDay(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match) {
    const [, year, month, day] = match.map(Number) as [number, number, number, number];
    const ms = Date.UTC(year, month - 1, day);
    // Date.UTC rolls 2025-02-30 over into March; a real date survives the round trip.
    if (new Date(ms).toISOString().startsWith(date)) return ms;
  }
  throw new RangeError(`"${date}" is not a calendar date in the form YYYY-MM-DD`);
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * The slots of one day in the shop's IANA time zone ('Asia/Singapore'), in start order. A slot whose
 * local start does not exist on that day (a DST jump) is left out; no shop zone jumps during opening
 * hours today, but the rule keeps a future one from producing a duplicate or shifted slot.
 */
export function slotsForDay(date: string, timeZone: string): WorkshopSlot[] {
  const dayMs = parseDay(date);
  assertTimeZone(timeZone);
  const slots: WorkshopSlot[] = [];
  for (
    let minute = minutesOf(FIRST_SLOT_START);
    minute <= minutesOf(LAST_SLOT_START);
    minute += SLOT_MINUTES
  ) {
    const start = wallClockToUtc(dayMs + minute * 60_000, timeZone);
    if (start === null) continue;
    slots.push({
      start: new Date(start).toISOString(),
      end: new Date(start + SLOT_DURATION_MS).toISOString(),
      label: `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`,
    });
  }
  return slots;
}

/**
 * The instant a wall-clock time ('21:30') of a day is in the shop's zone, ISO 8601; null when that
 * time does not exist on that day (a DST jump).
 */
export function wallClockInstant(date: string, timeZone: string, hhmm: string): string | null {
  const dayMs = parseDay(date);
  assertTimeZone(timeZone);
  const instant = wallClockToUtc(dayMs + minutesOf(hhmm) * 60_000, timeZone);
  return instant === null ? null : new Date(instant).toISOString();
}

/**
 * Slots that can still be booked at `now`: those starting strictly after it. A slot starting this very
 * millisecond has begun, and a shopper cannot arrive on time for it.
 */
export function upcomingSlots<T extends { readonly start: string }>(slots: readonly T[], now: Date): T[] {
  const nowMs = now.getTime();
  if (Number.isNaN(nowMs)) throw new RangeError('upcomingSlots: now is an invalid Date');
  return slots.filter((slot) => Date.parse(slot.start) > nowMs);
}
