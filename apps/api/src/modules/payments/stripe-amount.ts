import { minorDigitsOf } from '@atelier/commerce/money';

/** What Stripe's `amount` and `currency` parameters get for one of our amounts. */
export interface StripeAmount {
  amount: number;
  /** Lower-case ISO code, as Stripe wants it. */
  currency: string;
}

/**
 * Converts a stored amount (integer minor units of `currency`) into Stripe's `amount`, which counts
 * the currency's smallest unit: cents for two-decimal currencies (SGD 12.80 → 1280) and the whole
 * unit for the zero-decimal ones of SPEC §9 (VND 1,250,000 → 1250000). Our minor unit is already
 * exactly that unit in both cases, so the number passes unchanged; what this adds is the refusal
 * of anything Stripe would misread by a factor of 100 or 1000 (fractions, three-decimal
 * currencies) or refuse (zero, negative, unsafe integers).
 */
export function toStripeAmount(amount: number, currency: string): StripeAmount {
  // 0 for the SPEC §9 zero-decimal list, 2 otherwise; throws for codes that are not 3 letters and
  // for three-decimal currencies (KWD, BHD, ...), which the store does not support.
  minorDigitsOf(currency);
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`Stripe amounts are positive integers (got ${amount} ${currency})`);
  }
  return { amount, currency: currency.toLowerCase() };
}
