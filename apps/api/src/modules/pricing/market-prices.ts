import { BASE_CURRENCY } from '@atelier/commerce/exchange';
import type { Rates } from './exchange';
import { convertMinor } from './exchange';

export interface VariantPriceRow {
  variantId: number;
  currency: string;
  amount: number;
  compareAtAmount: number | null;
}

export interface MarketPrice {
  amount: number;
  compareAt: number | null;
  /** False when the catalogue has no price in the currency and it was converted from SGD. */
  set: boolean;
}

/**
 * Catalogue prices are set per market (one row per variant and currency). A currency without a
 * row falls back to the variant's SGD price converted at the stored rate (documented in the
 * README); a variant with neither is not for sale and has no price.
 */
export function marketPrices(rows: readonly VariantPriceRow[], rates: Rates) {
  const byKey = new Map(rows.map((row) => [`${row.variantId}|${row.currency}`, row]));
  return {
    priceOf(variantId: number, currency: string): MarketPrice | null {
      const direct = byKey.get(`${variantId}|${currency}`);
      if (direct) return { amount: direct.amount, compareAt: direct.compareAtAmount, set: true };
      const sgd = byKey.get(`${variantId}|SGD`);
      if (!sgd) return null;
      const amount = convertMinor(sgd.amount, BASE_CURRENCY, currency, rates);
      if (amount === null) return null;
      const compareAt =
        sgd.compareAtAmount === null
          ? null
          : convertMinor(sgd.compareAtAmount, BASE_CURRENCY, currency, rates);
      return { amount, compareAt, set: false };
    },
  };
}

export type MarketPrices = ReturnType<typeof marketPrices>;
