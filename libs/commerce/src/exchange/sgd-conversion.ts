import { minorDigitsOf } from '../money/minor-digits';
import { divideRoundHalfAwayFromZero } from '../money/rounding';
import { assertMinor, toSafeNumber } from '../money/safe-integer';
import { parseExchangeRate, type RateInput } from './exchange-rate';

/** SGD is the base currency: rates are quoted against it and analytics report in it. */
export const BASE_CURRENCY = 'SGD';
const SGD_DIGITS = 2n;

function isSgd(code: string): boolean {
  return code.toUpperCase() === BASE_CURRENCY;
}

/**
 * An amount in `code` minor units to SGD cents: divide by the rate (SPEC §9), round to the cent half
 * away from zero. All arithmetic is BigInt on the exact rate, so the only rounding is that final one.
 * An SGD amount passes through unchanged and its rate is ignored (SGD carts may carry no rate);
 * any other currency requires a rate > 0.
 */
export function toSgdMinor(minor: number, code: string, rate: RateInput | null | undefined): number {
  assertMinor(minor, 'toSgdMinor');
  const digits = minorDigitsOf(code);
  if (isSgd(code)) return minor;
  if (rate === null || rate === undefined) {
    throw new RangeError(`toSgdMinor: an exchange rate is required to convert ${code.toUpperCase()} to SGD`);
  }
  const { units, places } = parseExchangeRate(rate, `toSgdMinor(${code.toUpperCase()}) rate`);
  // sgd cents = (minor / 10^digits) / (units / 10^places) * 10^2
  const numerator = BigInt(minor) * 10n ** (BigInt(places) + SGD_DIGITS);
  const denominator = 10n ** BigInt(digits) * units;
  return toSafeNumber(divideRoundHalfAwayFromZero(numerator, denominator), 'toSgdMinor');
}

/**
 * The same amount in SGD major units with 2 decimals (12.34), as SPEC §9 gives prices outside SGD and
 * as analytics expects a value. The number is cents / 100, i.e. the double nearest to the 2-decimal value.
 */
export function toSgd(minor: number, code: string, rate: RateInput | null | undefined): number {
  return toSgdMinor(minor, code, rate) / 100;
}

/**
 * SGD cents to minor units of `targetCode`: multiply by the rate, round half away from zero to the
 * target's smallest unit (whole units for zero-decimal currencies: 1.5 VND → 2 VND). SGD passes through.
 */
export function convertFromSgd(
  sgdMinor: number,
  targetCode: string,
  rate: RateInput | null | undefined,
): number {
  assertMinor(sgdMinor, 'convertFromSgd');
  const digits = minorDigitsOf(targetCode);
  if (isSgd(targetCode)) return sgdMinor;
  if (rate === null || rate === undefined) {
    throw new RangeError(
      `convertFromSgd: an exchange rate is required to convert SGD to ${targetCode.toUpperCase()}`,
    );
  }
  const { units, places } = parseExchangeRate(rate, `convertFromSgd(${targetCode.toUpperCase()}) rate`);
  // target minor = (sgdMinor / 10^2) * (units / 10^places) * 10^digits
  const numerator = BigInt(sgdMinor) * units * 10n ** BigInt(digits);
  const denominator = 10n ** (SGD_DIGITS + BigInt(places));
  return toSafeNumber(divideRoundHalfAwayFromZero(numerator, denominator), 'convertFromSgd');
}
