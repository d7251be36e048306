import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf } from '../../http/request-locale';
import { routerFor } from '../../http/route';
import { memberIdOf } from '../../plugins/auth';
import { currencyOf, marketCountryOf } from '../pricing/request-market';
import { cachedCartAnswer, cartAnswerLookup } from './cart-answer-cache';
import { addCartItem, removeCartItem, updateCartItem } from './cart-items';
import { clearCart, createCart, getCart, updateCart } from './cart-service';
import type { CartRequest } from './cart-session';
import { precheckoutCart } from './precheckout';
import { transferCart } from './transfer';

export async function cartRoutes(app: FastifyInstance, options: { publicOrigin: string }): Promise<void> {
  const route = routerFor(app);
  const cartRequest = (request: FastifyRequest): CartRequest => ({
    viewerId: request.auth?.userId ?? null,
    market: { currency: currencyOf(request), country: marketCountryOf(request), now: new Date() },
    language: languageOf(request),
    publicOrigin: options.publicOrigin,
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

  route('PATCH', '/api/carts/{cartPk}/', (request) =>
    updateCart(app.db, request.params.cartPk, request.body, cartRequest(request)),
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

  route('POST', '/api/carts/{id}/transfer/', (request) =>
    transferCart(app.db, request.params.id, memberIdOf(request), cartRequest(request)),
  );
}
