import type { RouteLocale } from '../../app/locale/route-locale';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date in the page's locale ("21 November 2026", "٢١ نوفمبر ٢٠٢٦", "2026年11月21日"). The time
 * zone is the shopper's own (UTC on the server and in tests).
 */
export function formatDate(iso: string, locale: Pick<RouteLocale, 'htmlLang'>): string {
  let formatter = formatters.get(locale.htmlLang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale.htmlLang, { dateStyle: 'long' });
    formatters.set(locale.htmlLang, formatter);
  }
  return formatter.format(new Date(iso));
}
