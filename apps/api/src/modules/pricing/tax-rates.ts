import type { TaxIncluded } from '@atelier/api/schema';
import { taxIncluded, taxNameOf } from '@atelier/commerce/tax';

/**
 * Each country's tax rate in basis points, as the shop's configuration (see the README, "Tax").
 * Shelf prices include it. The United States has no national sales tax: each state sets its own,
 * and the shop collects none unless TAX_RATE_US says so.
 */
export const DEFAULT_TAX_RATES: Readonly<Record<string, number>> = {
  sg: 900, // GST 9 %
  vn: 1000, // VAT 10 %
  kr: 1000, // VAT 10 %
  ae: 500, // VAT 5 %
  us: 0, // sales tax: set by each state, not collected by default
};

let rates: Readonly<Record<string, number>> = DEFAULT_TAX_RATES;

/**
 * The rates this process taxes with: the defaults, with the configured ones (TAX_RATE_US) over
 * them. Set once at start by the app, so every request of the process reads the same table, and
 * every process started with the same environment taxes alike (nothing to keep fresh across them).
 */
export function configureTaxRates(overrides: Readonly<Record<string, number>> = {}): void {
  rates = { ...DEFAULT_TAX_RATES, ...overrides };
}

/** The rate of a (lower-case) country now; a country the shop has no rate for is taxed at 0. */
export function taxRateOf(country: string): number {
  return rates[country] ?? 0;
}

/**
 * The tax included in `gross` (goods and shipping after discounts, before a gift card pays its
 * part) at the country's rate now.
 */
export function taxIncludedIn(country: string, gross: number): TaxIncluded {
  const rate = taxRateOf(country);
  return { name: taxNameOf(country), rate, amount: taxIncluded(gross, rate) };
}

/** What a gift card purchase carries: no tax (a gift card is not a supply; its use is taxed). */
export const NO_TAX: TaxIncluded = { name: 'none', rate: 0, amount: 0 };
