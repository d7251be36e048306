import type { CurrencyCode } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/enums';
import { BASE_CURRENCY } from '@atelier/commerce/exchange';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countryOf, languageOf } from './request-locale';

/** Store currencies (contract CurrencyCode). */
export type StoreCurrency = CurrencyCode;

/** The home market: requests without Accept-Country are priced and checked as Singapore. */
export const DEFAULT_COUNTRY = 'sg';

/**
 * Who a request shops as: its country, answer language and price currency, from the market
 * headers the contract validated (`Accept-Country`, `Accept-Language`, `Accept-Currency`, the
 * last defaulted to `sgd` by Ajv).
 */
export interface Market {
  country: string;
  language: Language;
  currency: StoreCurrency;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's market, resolved once on first use (registerMarket). */
    readonly market: Market;
  }
}

function marketOf(request: FastifyRequest): Market {
  const currency = request.headers['accept-currency'];
  return {
    country: countryOf(request) ?? DEFAULT_COUNTRY,
    language: languageOf(request),
    currency: (typeof currency === 'string' && currency
      ? currency.toUpperCase()
      : BASE_CURRENCY) as StoreCurrency,
  };
}

const markets = new WeakMap<FastifyRequest, Market>();

/** `request.market` on every request: resolved on first use, after validation, then kept. */
export function registerMarket(app: FastifyInstance): void {
  app.decorateRequest('market', {
    getter(this: FastifyRequest): Market {
      let market = markets.get(this);
      if (!market) {
        market = marketOf(this);
        markets.set(this, market);
      }
      return market;
    },
  });
}
