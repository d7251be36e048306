import type { FastifyInstance } from 'fastify';
import { routerFor } from '../../http/route';
import { buyGiftCard } from './buy-gift-card';
import { createOrder, type OrderRequest } from './place-order';

export interface CheckoutRouteOptions {
  /** The configured payment provider (zero payments, lapsed holds on a gift card ended). */
  provider: OrderRequest['provider'];
  /** ORDER_HOLD_SECONDS: how long an unpaid order holds what it took. */
  orderHoldSeconds: number;
}

/** What creates an order: a cart checked out, a gift card bought. Both idempotent by key. */
export async function checkoutRoutes(app: FastifyInstance, options: CheckoutRouteOptions): Promise<void> {
  const route = routerFor(app);

  route('POST', '/api/orders/', async (request, reply) => {
    // Required and checked by the contract (400 naming the header when missing).
    const key = request.headers['idempotency-key'] as string;
    const { statusCode, order } = await createOrder(app.db, key, request.body, {
      viewerId: request.auth?.userId ?? null,
      market: { currency: request.market.currency, country: request.market.country, now: new Date() },
      language: request.market.language,
      provider: options.provider,
      holdSeconds: options.orderHoldSeconds,
    });
    reply.code(statusCode);
    return order;
  });

  route('POST', '/api/gift-cards/', async (request, reply) => {
    const key = request.headers['idempotency-key'] as string;
    const { statusCode, order } = await buyGiftCard(app.db, key, request.body, {
      viewerId: request.auth?.userId ?? null,
      currency: request.market.currency,
      country: request.market.country,
      language: request.market.language,
      now: new Date(),
      holdSeconds: options.orderHoldSeconds,
    });
    reply.code(statusCode);
    return order;
  });
}
