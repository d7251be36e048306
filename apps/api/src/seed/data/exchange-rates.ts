import type { SeedExchangeRate } from './types';

const UPDATED_AT = '2026-01-05T00:00:00Z';

/** Major units of each currency per 1 SGD (SPEC §9: other currencies are divided by the rate). */
export const exchangeRates: readonly SeedExchangeRate[] = [
  { currency: 'SGD', rateToSgd: '1', updatedAt: UPDATED_AT },
  { currency: 'USD', rateToSgd: '0.74', updatedAt: UPDATED_AT },
  { currency: 'VND', rateToSgd: '19350', updatedAt: UPDATED_AT },
  { currency: 'KRW', rateToSgd: '1030', updatedAt: UPDATED_AT },
  { currency: 'AED', rateToSgd: '2.72', updatedAt: UPDATED_AT },
];
