import type { CurrencyDisplay } from './currencies';
import { minorDigitsOf } from './minor-digits';
import { assertMinor } from './safe-integer';

// SPEC §9: these two group thousands with a period; everything else uses a comma.
const PERIOD_GROUPED: readonly string[] = ['vnd', 'krw'];

/**
 * Formats minor units for display: 'S$1,234.50', '$0.00', '1.250.000₫', '₩12.000', '-S$5.00'.
 *
 * - The symbol goes left or right by `is_left`, with no space added (put one in the symbol if wanted).
 * - Zero-decimal currencies show no decimals; others show exactly two.
 * - vnd and krw group thousands with '.', all others with ','.
 * - A negative amount gets a leading '-' before everything, symbol included.
 *
 * Hand-rolled instead of Intl.NumberFormat on purpose: ICU data differs between Node, browsers and
 * versions, and server-rendered HTML must match the hydrated client character for character.
 */
export function formatMoney(minor: number, currency: CurrencyDisplay): string {
  assertMinor(minor, 'formatMoney');
  const digits = minorDigitsOf(currency.code);
  const separator = PERIOD_GROUPED.includes(currency.code.toLowerCase()) ? '.' : ',';
  const abs = String(Math.abs(minor)).padStart(digits + 1, '0');
  const whole = digits === 0 ? abs : abs.slice(0, -digits);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, separator);
  const amount = digits === 0 ? grouped : `${grouped}.${abs.slice(-digits)}`;
  const body = currency.is_left ? `${currency.symbol}${amount}` : `${amount}${currency.symbol}`;
  return minor < 0 ? `-${body}` : body;
}
