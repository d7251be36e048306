import type { FastifyInstance } from 'fastify';
import { routerFor } from '../../http/route';
import { getGiftCardBalance, getGiftCardOffer } from './service';

export interface GiftCardRouteOptions {
  /** Balance checks per client IP per window: codes must not be guessable by trying. */
  balanceLimit: { max: number; timeWindowMs: number };
  /**
   * Gives back the money of the card's lapsed order holds before a balance is answered (the
   * orders' one release path, which needs the payment provider: passed in by the app).
   */
  releaseHolds?: (cardId: number, now: Date) => Promise<number>;
}

export async function giftCardRoutes(app: FastifyInstance, options: GiftCardRouteOptions): Promise<void> {
  const route = routerFor(app);

  route('GET', '/api/gift-cards/', (request) => getGiftCardOffer(app.db, request.market.currency));

  route(
    'GET',
    '/api/gift-cards/{code}/balance/',
    (request) => {
      const now = new Date();
      const release = options.releaseHolds;
      return getGiftCardBalance(app.db, request.params.code, now, release && ((id) => release(id, now)));
    },
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
