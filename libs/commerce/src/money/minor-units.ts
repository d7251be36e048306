import { parseDecimal, unitsAtPlaces } from './exact-decimal';
import { minorDigitsOf } from './minor-digits';
import { assertMinor, toSafeNumber } from './safe-integer';

/**
 * Major units ('12.34' or 12.34) to integer minor units (1234) of `code`, exactly.
 *
 * Throws (naming the problem) for non-finite numbers, text that is not a plain decimal, and values with
 * more significant decimals than the currency has ('1.505' SGD, '10.5' VND). Trailing zeros beyond the
 * currency's digits carry no value and are accepted, so an API that sends '19000.00' for VND works.
 * Numbers are read via their shortest round-trip text, so 0.1 + 0.2 (0.30000000000000004) is refused
 * rather than silently rounded.
 */
export function toMinor(major: string | number, code: string): number {
  const digits = minorDigitsOf(code);
  const label = `toMinor(${code.toUpperCase()})`;
  const units = unitsAtPlaces(parseDecimal(major, label), digits);
  if (units === null) {
    throw new RangeError(`${label}: ${JSON.stringify(major)} has more than ${digits} decimal place(s)`);
  }
  return toSafeNumber(units, label);
}

/**
 * Minor units to major units as a number (1234 → 12.34). Integer / 10^k is correctly rounded, so the
 * result is the very double the literal 12.34 denotes; use it for display math, never to sum money.
 */
export function toMajor(minor: number, code: string): number {
  assertMinor(minor, 'toMajor');
  const major = minor / 10 ** minorDigitsOf(code);
  return major === 0 ? 0 : major;
}

/** Minor units to an exact decimal string with the currency's digits (1234 → '12.34', -5 → '-0.05'). */
export function toMajorString(minor: number, code: string): string {
  assertMinor(minor, 'toMajorString');
  const digits = minorDigitsOf(code);
  const abs = String(Math.abs(minor)).padStart(digits + 1, '0');
  const sign = minor < 0 ? '-' : '';
  if (digits === 0) return sign + abs;
  return `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}
