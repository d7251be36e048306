import type { RouteLocale } from '../../app/locale/route-locale';

/**
 * Dates and times of workshops. Sessions happen at the studio, so times are always written in the
 * studio's time zone (`WorkshopStudio.time_zone`), never the browser's: a shopper abroad booking
 * for Singapore sees Singapore time. Calendar days (`YYYY-MM-DD`) are shop days.
 */

type Lang = Pick<RouteLocale, 'htmlLang'>;

// Calendar days themselves (the shop's date of an instant, weekdays, the next days) are
// @atelier/commerce/dates, shared with the server.

/** A calendar date for a shopper ('Tue, 24 Nov'); the date is a shop day, so no zone shift. */
export function formatDay(date: string, locale: Lang): string {
  return new Intl.DateTimeFormat(locale.htmlLang, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The day of a session in the studio's zone ('Tuesday 24 November 2026'). */
export function formatSessionDate(iso: string, timeZone: string, locale: Lang): string {
  return new Intl.DateTimeFormat(locale.htmlLang, { dateStyle: 'full', timeZone }).format(new Date(iso));
}

/**
 * A time in the studio's zone, on the 24-hour clock the slots are defined in ('10:30'), in the
 * page language's digits.
 */
export function formatShopTime(iso: string, timeZone: string, locale: Lang): string {
  return new Intl.DateTimeFormat(locale.htmlLang, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso));
}

/** Weekday names of ISO weekdays, in week order, as a list in the page language. */
export function formatOpeningDays(days: readonly number[], locale: Lang): string {
  const names = new Intl.DateTimeFormat(locale.htmlLang, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday: ISO weekday d is d - 1 days later.
  const monday = Date.UTC(2024, 0, 1);
  const sorted = [...new Set(days)].filter((day) => day >= 1 && day <= 7).sort((a, b) => a - b);
  return new Intl.ListFormat(locale.htmlLang, { type: 'conjunction' }).format(
    sorted.map((day) => names.format(new Date(monday + (day - 1) * 86_400_000))),
  );
}
