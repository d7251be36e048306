import { divideRoundHalfAwayFromZero } from '../money/rounding';
import { assertMinor, toSafeNumber } from '../money/safe-integer';

/** A tax rate in basis points: 900 is 9 %, 10000 is 100 %. */
export type BasisPoints = number;

/** The highest rate accepted (100 %): a larger one is a configuration mistake, not a tax. */
export const MAX_TAX_RATE_BP = 10_000;

/** Whether a value is a usable tax rate: an integer number of basis points from 0 to 100 %. */
export function isTaxRate(value: unknown): value is BasisPoints {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_TAX_RATE_BP;
}

/**
 * The tax included in a tax-inclusive price, in the same minor units:
 * `gross − round(gross × 10000 / (10000 + rateBp))`, the net rounded once, half away from zero,
 * on exact integers (BigInt). Rounding the net (not the tax) is what a receipt does: net + tax is
 * always exactly the price paid. Minor units are the currency's own (cents for SGD, dong for VND,
 * won for KRW), so the same rule holds for zero-decimal currencies.
 *
 * `gross` is what the goods and shipping cost after discounts; a gift card is a means of payment,
 * so the caller passes the price before the gift card takes its part.
 */
export function taxIncluded(gross: number, rateBp: BasisPoints): number {
  assertMinor(gross, 'taxIncluded gross');
  if (!isTaxRate(rateBp))
    throw new RangeError(`taxIncluded: rate ${String(rateBp)} is not 0..10000 basis points`);
  if (gross < 0) throw new RangeError('taxIncluded: a price below zero has no tax');
  if (rateBp === 0 || gross === 0) return 0;
  const scale = BigInt(MAX_TAX_RATE_BP);
  const net = divideRoundHalfAwayFromZero(BigInt(gross) * scale, scale + BigInt(rateBp));
  return toSafeNumber(BigInt(gross) - net, 'taxIncluded');
}
