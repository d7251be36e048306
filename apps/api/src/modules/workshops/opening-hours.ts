import { wallClockInstant, type WorkshopSlot } from '@atelier/commerce/workshops';

/**
 * Whether a slot starts within a service's hours: its first and last start of the day (HH:MM in
 * the studio's time zone, set in the console), on the calendar day `date` of `timeZone`.
 */
export function startsWithinHours(
  slot: Pick<WorkshopSlot, 'start'>,
  hours: { firstStart: string; lastStart: string },
  date: string,
  timeZone: string,
): boolean {
  const first = wallClockInstant(date, timeZone, hours.firstStart);
  const last = wallClockInstant(date, timeZone, hours.lastStart);
  const start = Date.parse(slot.start);
  return first !== null && last !== null && start >= Date.parse(first) && start <= Date.parse(last);
}
