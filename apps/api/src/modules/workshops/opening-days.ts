import type { WorkshopSlot } from '@atelier/commerce/workshops';

/** ISO weekday (1 Monday … 7 Sunday) of a calendar day `YYYY-MM-DD`. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Whether a service with these `opening_days` runs on a calendar day (shop time). */
export function opensOn(openingDays: readonly number[], date: string): boolean {
  return openingDays.includes(isoWeekday(date));
}

/**
 * Whether a session of `durationMinutes` starting at `slot` ends by closing time (the end of the
 * day's last slot, 19:00): a 2-hour class cannot start at 18:00.
 */
export function endsByClosing(
  slot: Pick<WorkshopSlot, 'start'>,
  durationMinutes: number,
  day: readonly WorkshopSlot[],
): boolean {
  const closing = day.at(-1);
  return !!closing && Date.parse(slot.start) + durationMinutes * 60_000 <= Date.parse(closing.end);
}
