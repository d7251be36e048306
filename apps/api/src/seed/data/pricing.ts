import type { PartialPrices, Prices, StoreCurrencyCode } from './types';

/**
 * Retail price points. Prices are set in SGD (the home market) and converted once with the seed
 * exchange rates, then rounded to the price steps a shop in that market would print:
 * USD whole dollars, VND 10,000 ₫, KRW 1,000 ₩, AED whole dirhams.
 * Rates used here match ./exchange-rates.ts.
 */
const RATE = { USD: 0.74, VND: 19350, KRW: 1030, AED: 2.72 } as const;

const roundTo = (value: number, step: number): number => Math.max(step, Math.round(value / step) * step);

/** One SGD amount (in dollars, e.g. 68 or 4.5) to integer minor units in all five currencies. */
export function pricesFromSgd(sgd: number): Prices {
  const sgdMinor = Math.round(sgd * 100);
  return {
    SGD: sgdMinor,
    USD: roundTo(sgd * RATE.USD, 1) * 100,
    VND: roundTo(sgd * RATE.VND, 10_000),
    KRW: roundTo(sgd * RATE.KRW, 1_000),
    AED: roundTo(sgd * RATE.AED, 1) * 100,
  };
}

/** Small amounts (shipping fees, fixed discounts) with finer steps: USD/AED cents to 0.50. */
export function feesFromSgd(sgd: number): Prices {
  return {
    SGD: Math.round(sgd * 100),
    USD: roundTo(sgd * RATE.USD * 100, 50),
    VND: roundTo(sgd * RATE.VND, 1_000),
    KRW: roundTo(sgd * RATE.KRW, 500),
    AED: roundTo(sgd * RATE.AED * 100, 50),
  };
}

/** Only some currencies of a price table. */
export function pick(prices: Prices, currencies: readonly StoreCurrencyCode[]): PartialPrices {
  return Object.fromEntries(currencies.map((code) => [code, prices[code]]));
}
