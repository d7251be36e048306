/**
 * Calendar days (`YYYY-MM-DD` strings, compared as strings: that order is the calendar's) in a
 * shop's time zone: workshop sessions, gift card delivery dates. The one place local dates are
 * computed, for the server and the browsers alike.
 */

/** The calendar day of an instant in a time zone ('2026-11-22'). */
export function localDate(instant: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/**
 * The same day `months` months later; a day the target month lacks becomes its last day
 * (29 February + 12 months = 28 February), so the range never reaches into the month after.
 */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Offset of a zone from UTC at an instant, in ms (wall clock minus UTC). */
function offsetMs(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  for (const part of format.formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The first instant of a calendar day in a time zone (when the shop's clocks show 00:00 that
 * day, or the first moment after it where a DST jump skips midnight).
 */
export function startOfDay(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date);
  // Two rounds settle the offset also when it differs between UTC midnight and local midnight.
  let instant = wall - offsetMs(wall, timeZone);
  instant = wall - offsetMs(instant, timeZone);
  // Midnight skipped by a DST jump: the instant found lies on the previous day; take the day's start.
  if (localDate(new Date(instant), timeZone) < day) instant += 3_600_000;
  return new Date(instant);
}

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
}

/** `count` calendar days from `first`, first included. */
export function nextDays(first: string, count: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(start + index * 86_400_000).toISOString().slice(0, 10),
  );
}
