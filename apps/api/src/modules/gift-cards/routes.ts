import type { FastifyInstance } from 'fastify';
import { languageOf } from '../../http/request-locale';
import { routerFor } from '../../http/route';
import { currencyOf, marketCountryOf } from '../pricing/request-market';
import { buyGiftCard, getGiftCardBalance, getGiftCardOffer } from './service';

export interface GiftCardRouteOptions {
  /** Balance checks per client IP per window: codes must not be guessable by trying. */
  balanceLimit: { max: number; timeWindowMs: number };
}

export async function giftCardRoutes(app: FastifyInstance, options: GiftCardRouteOptions): Promise<void> {
  const route = routerFor(app);

  route('GET', '/api/gift-cards/', (request) => getGiftCardOffer(app.db, currencyOf(request)));

  route('POST', '/api/gift-cards/', async (request, reply) => {
    // Required and checked by the contract (400 naming the header when missing).
    const key = request.headers['idempotency-key'] as string;
    const { statusCode, order } = await buyGiftCard(app.db, key, request.body, {
      viewerId: request.auth?.userId ?? null,
      currency: currencyOf(request),
      country: marketCountryOf(request),
      language: languageOf(request),
      now: new Date(),
    });
    reply.code(statusCode);
    return order;
  });

  route(
    'GET',
    '/api/gift-cards/{code}/balance/',
    (request) => getGiftCardBalance(app.db, request.params.code, new Date()),
    {
      // onRequest (the default): counted before anything else runs, malformed codes included.
      rateLimit: {
        max: options.balanceLimit.max,
        timeWindow: options.balanceLimit.timeWindowMs,
        keyGenerator: (request) => `gift-card-balance|${request.ip}`,
      },
    },
  );
}
