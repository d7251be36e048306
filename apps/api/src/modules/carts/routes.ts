import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routerFor } from '../../http/route';
import { memberIdOf } from '../../http/member-id';
import { cachedCartAnswer, cartAnswerLookup } from './caches/cart-answer-cache';
import { addCartItem, removeCartItem, updateCartItem } from './cart-items';
import { clearCart, createCart, getCart, updateCart } from './cart-service';
import type { CartRequest } from './cart-session';
import { listUserCarts } from './member-carts';
import { precheckoutCart } from './precheckout';
import { checkPromo } from './promo-check';
import { transferCart } from './transfer';

export interface CartRouteOptions {
  /**
   * Promo codes tried per client IP per window, checked (`GET /api/promo/`) or applied to a cart
   * (`PATCH` with a `promo_code`): codes must not be guessable by trying. Each route counts its own.
   */
  promoLookupLimit: { max: number; timeWindowMs: number };
}

/** Whether a cart change tries a code (setting one; removing it with null tries nothing). */
function triesPromoCode(body: unknown): boolean {
  const code = (body as { promo_code?: unknown } | null)?.promo_code;
  return typeof code === 'string' && code !== '';
}

export async function cartRoutes(app: FastifyInstance, options: CartRouteOptions): Promise<void> {
  const route = routerFor(app);
  const promoLimit = {
    max: options.promoLookupLimit.max,
    timeWindow: options.promoLookupLimit.timeWindowMs,
    keyGenerator: (request: FastifyRequest) => `promo-lookup|${request.ip}`,
  };
  const cartRequest = (request: FastifyRequest): CartRequest => ({
    viewerId: request.auth?.userId ?? null,
    market: { currency: request.market.currency, country: request.market.country, now: new Date() },
    language: request.market.language,
  });

  route('POST', '/api/carts/', async (request, reply) => {
    const cart = await createCart(app.db, cartRequest(request));
    reply.code(201);
    return cart;
  });

  // From memory while no write touched the cart (cart-answer-cache.ts).
  route(
    'GET',
    '/api/carts/{cartPk}/',
    (request, reply) => {
      const cartId = request.params.cartPk;
      return cachedCartAnswer(app, request, reply, cartId, () =>
        getCart(app.db, cartId, cartRequest(request)),
      );
    },
    { onRequest: [cartAnswerLookup(app)] },
  );

  route(
    'PATCH',
    '/api/carts/{cartPk}/',
    (request) => updateCart(app.db, request.params.cartPk, request.body, cartRequest(request)),
    // Counted once the body is read, and only when it tries a code (a delivery change does not).
    {
      rateLimit: { ...promoLimit, hook: 'preHandler', allowList: (request) => !triesPromoCode(request.body) },
    },
  );

  route('POST', '/api/carts/{id}/clear/', (request) =>
    clearCart(app.db, request.params.id, cartRequest(request)),
  );

  route('POST', '/api/carts/{cartPk}/items/', async (request, reply) => {
    const cart = await addCartItem(app.db, request.params.cartPk, request.body, cartRequest(request));
    reply.code(201);
    return cart;
  });

  route('PATCH', '/api/carts/{cartPk}/items/{id}/', (request) =>
    updateCartItem(
      app.db,
      request.params.cartPk,
      request.params.id,
      request.body.quantity,
      cartRequest(request),
    ),
  );

  route('DELETE', '/api/carts/{cartPk}/items/{id}/', (request) =>
    removeCartItem(app.db, request.params.cartPk, request.params.id, cartRequest(request)),
  );

  route('POST', '/api/carts/{cartPk}/precheckout/', (request) =>
    precheckoutCart(app.db, request.params.cartPk, cartRequest(request)),
  );

  // A member's open carts, each in the currency it was last changed in.
  route('GET', '/api/users/{userId}/carts/', (request) =>
    listUserCarts(app.db, memberIdOf(request), request.params.userId, {
      language: request.market.language,
    }),
  );

  // A code checked against a cart (the promo's terms, or why the cart does not qualify).
  route('GET', '/api/promo/', (request) => checkPromo(app.db, request.query, cartRequest(request)), {
    rateLimit: promoLimit,
  });

  route('POST', '/api/carts/{id}/transfer/', (request) =>
    transferCart(app.db, request.params.id, memberIdOf(request), cartRequest(request)),
  );
}
