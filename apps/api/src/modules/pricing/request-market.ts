import type { CurrencyCode } from '@atelier/api/schema';
import type { FastifyRequest } from 'fastify';
import { countryOf } from '../../http/request-locale';

/** Store currencies (contract CurrencyCode). */
export type StoreCurrency = CurrencyCode;

/** The home market: requests without Accept-Country are priced and checked as Singapore. */
export const DEFAULT_COUNTRY = 'sg';

/**
 * The request's price currency, upper-case. The contract validates `Accept-Currency` (lower-case
 * store codes, default `sgd`, filled in by Ajv's defaults), so anything else never gets here;
 * the fallback only covers calls outside a contract route.
 */
export function currencyOf(request: FastifyRequest): StoreCurrency {
  const header = request.headers['accept-currency'];
  return (typeof header === 'string' && header ? header.toUpperCase() : 'SGD') as StoreCurrency;
}

/** The shopper's country: `Accept-Country`, else the home market. */
export function marketCountryOf(request: FastifyRequest): string {
  return countryOf(request) ?? DEFAULT_COUNTRY;
}
