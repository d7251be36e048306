import { parseDecimal, type ExactDecimal } from '../money/exact-decimal';

/**
 * An exchange rate: units of the other currency per 1 SGD (VND '19000', USD '0.7412'). Prefer decimal
 * strings: they are used digit for digit. A number is read through its shortest round-trip text, which
 * is exact for any rate typed as a literal (0.74 → '0.74').
 */
export type RateInput = string | number;

/** Parses and validates a rate; throws when it is not a plain decimal or not greater than 0. */
export function parseExchangeRate(rate: RateInput, label = 'exchange rate'): ExactDecimal {
  const parsed = parseDecimal(rate, label);
  if (parsed.units <= 0n) throw new RangeError(`${label}: ${JSON.stringify(rate)} must be greater than 0`);
  return parsed;
}

/** Whether `rate` would be accepted by the conversions (for validating API data without try/catch). */
export function isValidExchangeRate(rate: unknown): rate is RateInput {
  if (typeof rate !== 'string' && typeof rate !== 'number') return false;
  try {
    parseExchangeRate(rate);
    return true;
  } catch {
    return false;
  }
}
