import { divideRoundHalfAwayFromZero } from '../money/rounding';
import { assertMinor, toSafeNumber } from '../money/safe-integer';

/**
 * `percent`% of an amount in minor units, rounded once to the smallest unit, half away from zero
 * (10% of 1,285 cents = 128.5 → 129). Exact on BigInt, so no float error can move a cent.
 */
export function percentOf(amountMinor: number, percent: number): number {
  assertMinor(amountMinor, 'percentOf amount');
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`percentOf: percent must be an integer 0-100 (got ${String(percent)})`);
  }
  return toSafeNumber(divideRoundHalfAwayFromZero(BigInt(amountMinor) * BigInt(percent), 100n), 'percentOf');
}
