/** Calendar days as `YYYY-MM-DD` (the contract's `format: date`), free of time zones. */

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The shopper's calendar day at `now` (the clock is passed in: no clock reads here). */
export function localDay(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The same day `months` later (the 31st becomes the last day of a shorter month). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return `${target.getUTCFullYear()}-${pad(target.getUTCMonth() + 1)}-${pad(Math.min(date, last))}`;
}

export function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day in the page's language ("21 November 2026"). Read as UTC midnight and written in
 * UTC, so the day never shifts with the shopper's time zone.
 */
export function formatDay(day: string, htmlLang: string): string {
  let formatter = formatters.get(htmlLang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(htmlLang, { dateStyle: 'long', timeZone: 'UTC' });
    formatters.set(htmlLang, formatter);
  }
  return formatter.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}
