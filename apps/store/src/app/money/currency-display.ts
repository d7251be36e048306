import { getCurrency, type CurrencyDisplay } from '@atelier/commerce/money';
import type { RouteLocale } from '../locale/route-locale';

/**
 * How to write amounts of `code`: the country's own symbol when it is the page's currency (from the
 * server's country config), else commerce's table. Null for a currency commerce does not know.
 */
export function currencyDisplay(
  code: string,
  locale: Pick<RouteLocale, 'countryConfig'>,
): CurrencyDisplay | null {
  const own = locale.countryConfig.currency;
  if (own.code.toUpperCase() === code.toUpperCase()) return own;
  return getCurrency(code);
}
