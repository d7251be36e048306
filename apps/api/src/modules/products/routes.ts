import type { FastifyInstance } from 'fastify';
import { languageOf } from '../../http/request-locale';
import { routerFor } from '../../http/route';
import { currencyOf } from '../pricing/request-market';
import { getProduct, listBottleImages, listProducts } from './service';

export async function productRoutes(app: FastifyInstance, options: { publicOrigin: string }): Promise<void> {
  const route = routerFor(app);
  const { publicOrigin } = options;

  route(
    'GET',
    '/api/products/get/',
    (request) =>
      getProduct(app.db, request.query, {
        language: languageOf(request),
        currency: currencyOf(request),
        publicOrigin,
      }),
    { cache: 'public' },
  );

  route(
    'GET',
    '/api/products/',
    (request) =>
      listProducts(app.db, request.query, {
        language: languageOf(request),
        currency: currencyOf(request),
        publicOrigin,
      }),
    { cache: 'public' },
  );

  route('GET', '/api/products/bottle-images/', () => listBottleImages(app.db, publicOrigin), {
    cache: 'public',
  });
}
