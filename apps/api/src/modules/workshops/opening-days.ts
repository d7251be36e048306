import { isoWeekday } from '@atelier/commerce/dates';
import type { WorkshopSlot } from '@atelier/commerce/workshops';

/** Whether a service with these `opening_days` runs on a calendar day (shop time). */
export function opensOn(openingDays: readonly number[], date: string): boolean {
  return openingDays.includes(isoWeekday(date));
}

/**
 * Whether a session of `durationMinutes` starting at `slot` ends by the studio's closing time (an
 * instant, from studioClosing): with the seeded 21:30, a 150-minute class may start at 19:00.
 */
export function endsByClosing(
  slot: Pick<WorkshopSlot, 'start'>,
  durationMinutes: number,
  closing: string | null,
): boolean {
  return closing !== null && Date.parse(slot.start) + durationMinutes * 60_000 <= Date.parse(closing);
}
