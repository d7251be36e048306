import { minorDigitsOf } from './minor-digits';

/** What formatting needs; the shape of `currency` on a Country from /api/countries/ (SPEC §3). */
export interface CurrencyDisplay {
  readonly code: string;
  readonly symbol: string;
  readonly is_left: boolean;
}

export const CURRENCY_CODES = [
  'SGD',
  'USD',
  'VND',
  'KRW',
  'AED',
  'JPY',
  'EUR',
  'GBP',
  'MYR',
  'AUD',
  'HKD',
  'THB',
  'IDR',
] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export interface Currency extends CurrencyDisplay {
  readonly code: CurrencyCode;
  readonly name: string;
  readonly minorDigits: 0 | 2;
}

function currency(code: CurrencyCode, name: string, symbol: string, is_left: boolean): Currency {
  return { code, name, symbol, is_left, minorDigits: minorDigitsOf(code) };
}

/**
 * Built-in currency defaults. The API's country list is authoritative for what a shop shows; this table
 * is the fallback and the reference for tests and seed data.
 *
 * AED uses the Latin code plus a space ('AED 1,234.50'), the form UAE retailers print on English pages:
 * the Arabic sign 'د.إ' next to Latin digits is reordered by the bidi algorithm and reads differently
 * on ltr and rtl pages. The space is part of the symbol because formatMoney never inserts one.
 */
export const CURRENCIES: Readonly<Record<CurrencyCode, Currency>> = {
  SGD: currency('SGD', 'Singapore Dollar', 'S$', true),
  USD: currency('USD', 'US Dollar', '$', true),
  VND: currency('VND', 'Vietnamese Dong', '₫', false),
  KRW: currency('KRW', 'South Korean Won', '₩', true),
  AED: currency('AED', 'UAE Dirham', 'AED ', true),
  JPY: currency('JPY', 'Japanese Yen', '¥', true),
  EUR: currency('EUR', 'Euro', '€', true),
  GBP: currency('GBP', 'British Pound', '£', true),
  MYR: currency('MYR', 'Malaysian Ringgit', 'RM', true),
  AUD: currency('AUD', 'Australian Dollar', 'A$', true),
  HKD: currency('HKD', 'Hong Kong Dollar', 'HK$', true),
  THB: currency('THB', 'Thai Baht', '฿', true),
  IDR: currency('IDR', 'Indonesian Rupiah', 'Rp', true),
};

/** The built-in currency for a code, case-insensitive (the API sends 'sgd'); null when unknown. */
export function getCurrency(code: string): Currency | null {
  const upper = code.toUpperCase();
  return (CURRENCY_CODES as readonly string[]).includes(upper) ? CURRENCIES[upper as CurrencyCode] : null;
}

/** Country defaults of SPEC §3; other countries take their currency from /api/countries/. */
export const COUNTRY_DEFAULT_CURRENCIES = { us: 'USD', sg: 'SGD' } as const satisfies Record<
  string,
  CurrencyCode
>;

export function defaultCurrencyForCountry(country: string): Currency | null {
  const code = (COUNTRY_DEFAULT_CURRENCIES as Record<string, CurrencyCode | undefined>)[
    country.toLowerCase()
  ];
  return code ? CURRENCIES[code] : null;
}
