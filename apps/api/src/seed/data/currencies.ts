import { CURRENCIES } from '@atelier/commerce/money';
import { STORE_CURRENCY_CODES, type SeedCurrency } from './types';

/** The store currencies, exactly as @atelier/commerce defines them (symbol, side, minor digits). */
export const currencies: readonly SeedCurrency[] = STORE_CURRENCY_CODES.map((code) => {
  const currency = CURRENCIES[code];
  return {
    code,
    name: currency.name,
    symbol: currency.symbol,
    isLeft: currency.is_left,
    minorDigits: currency.minorDigits,
  };
});
