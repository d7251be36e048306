import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf } from '../../http/request-locale';
import { routerFor } from '../../http/route';
import { memberIdOf } from '../../plugins/auth';
import { currencyOf, marketCountryOf } from '../pricing/request-market';
import { createOrder, getOrder, listOrders, type OrderRequest } from './service';

export interface OrderRouteOptions {
  /** The configured payment provider's name (zero payments of orders a gift card pays in full). */
  paymentProvider: OrderRequest['paymentProvider'];
}

export async function orderRoutes(app: FastifyInstance, options: OrderRouteOptions): Promise<void> {
  const route = routerFor(app);
  const orderRequest = (request: FastifyRequest): OrderRequest => ({
    viewerId: request.auth?.userId ?? null,
    market: { currency: currencyOf(request), country: marketCountryOf(request), now: new Date() },
    language: languageOf(request),
    paymentProvider: options.paymentProvider,
  });

  route('POST', '/api/orders/', async (request, reply) => {
    // Required and checked by the contract (400 naming the header when missing).
    const key = request.headers['idempotency-key'] as string;
    const { statusCode, order } = await createOrder(app.db, key, request.body, orderRequest(request));
    reply.code(statusCode);
    return order;
  });

  route('GET', '/api/orders/', (request) =>
    listOrders(app.db, memberIdOf(request), request.query.page ?? 1, request.query.page_size ?? 24),
  );

  route('GET', '/api/orders/{id}/', (request) =>
    getOrder(app.db, request.params.id, request.auth?.userId ?? null),
  );
}
