/** Zero-decimal currencies of SPEC §9 (lower-case, as the API sends codes): they have no minor unit. */
export const ZERO_DECIMAL_CURRENCIES = [
  'mga',
  'bif',
  'clp',
  'pyg',
  'djf',
  'rwf',
  'gnf',
  'ugx',
  'vnd',
  'jpy',
  'vuv',
  'xaf',
  'kmf',
  'xof',
  'krw',
  'xpf',
] as const;

// ISO 4217 currencies with three minor digits. Everything here assumes 0 or 2, so these are refused
// instead of being silently formatted and converted a factor of ten wrong.
const THREE_DECIMAL_CURRENCIES: readonly string[] = ['bhd', 'iqd', 'jod', 'kwd', 'lyd', 'omr', 'tnd'];

const CURRENCY_CODE = /^[a-z]{3}$/i;

/** True for the SPEC §9 zero-decimal currencies; case-insensitive ('VND' and 'vnd' alike). */
export function isZeroDecimal(code: string): boolean {
  return (ZERO_DECIMAL_CURRENCIES as readonly string[]).includes(code.toLowerCase());
}

/**
 * Digits after the decimal point in the currency's major unit: 0 for zero-decimal currencies, 2 for
 * every other supported one. Throws for text that is not a 3-letter code and for 3-decimal currencies.
 */
export function minorDigitsOf(code: string): 0 | 2 {
  if (typeof code !== 'string' || !CURRENCY_CODE.test(code)) {
    throw new RangeError(`"${String(code)}" is not a 3-letter currency code`);
  }
  if (THREE_DECIMAL_CURRENCIES.includes(code.toLowerCase())) {
    throw new RangeError(`${code.toUpperCase()} has three minor digits, which is not supported`);
  }
  return isZeroDecimal(code) ? 0 : 2;
}
