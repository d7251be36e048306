import { getCurrency, type CurrencyDisplay } from '@atelier/commerce/money';

/**
 * How to write amounts of `code`: the host's display when it is for that currency (the country's
 * own symbol from /api/countries/), else commerce's table, else the bare code.
 */
export function currencyFor(code: string, hostDisplay: CurrencyDisplay | undefined): CurrencyDisplay {
  if (hostDisplay && hostDisplay.code.toUpperCase() === code.toUpperCase()) return hostDisplay;
  return getCurrency(code) ?? { code, symbol: `${code.toUpperCase()} `, is_left: true };
}
