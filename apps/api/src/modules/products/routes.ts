import type { FastifyInstance } from 'fastify';
import { routerFor } from '../../http/route';
import { getProduct, listBottleImages, listProducts } from './service';

export async function productRoutes(app: FastifyInstance): Promise<void> {
  const route = routerFor(app);

  route(
    'GET',
    '/api/products/get/',
    (request) =>
      getProduct(app.db, request.query, {
        language: request.market.language,
        currency: request.market.currency,
      }),
    { cache: 'public' },
  );

  route(
    'GET',
    '/api/products/',
    (request) =>
      listProducts(app.db, request.query, {
        language: request.market.language,
        currency: request.market.currency,
      }),
    { cache: 'public' },
  );

  route('GET', '/api/products/bottle-images/', () => listBottleImages(app.db), {
    cache: 'public',
  });
}
