export {
  COUNTRY_DEFAULT_CURRENCIES,
  CURRENCIES,
  CURRENCY_CODES,
  defaultCurrencyForCountry,
  getCurrency,
  type Currency,
  type CurrencyCode,
  type CurrencyDisplay,
} from './currencies';
export { ZERO_DECIMAL_CURRENCIES, isZeroDecimal, minorDigitsOf } from './minor-digits';
export { toMajor, toMajorString, toMinor } from './minor-units';
export { formatMoney } from './format-money';
export { multiplyMinor, sumMinor } from './arithmetic';
export { divideRoundHalfAwayFromZero } from './rounding';
