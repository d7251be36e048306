import type { FastifyInstance } from 'fastify';
import { languageOf } from '../../http/request-locale';
import { routerFor } from '../../http/route';
import { marketCountryOf } from '../pricing/request-market';
import { previewTokenGuard } from './preview-token';
import { collectionPages, draftPage, publishedPage } from './service';

export async function cmsRoutes(
  app: FastifyInstance,
  options: { publicOrigin: string; previewToken: string },
) {
  const route = routerFor(app);
  route('GET', '/api/cms/pages/', (request) =>
    publishedPage(app.db, request.query.slug, options.publicOrigin),
  );
  route(
    'GET',
    '/api/cms/draft-pages/',
    async (request, reply) => {
      // Unpublished content must not linger in shared or browser caches.
      reply.header('cache-control', 'private, no-store');
      return draftPage(app.db, request.query.slug, options.publicOrigin);
    },
    { onRequest: [previewTokenGuard(options.previewToken)] },
  );
  // The country and language of the page asking (Accept-Country, home market when absent).
  route('GET', '/api/cms/collections/{collection}/', (request) =>
    collectionPages(
      app.db,
      request.params.collection,
      { country: marketCountryOf(request), language: languageOf(request) },
      options.publicOrigin,
    ),
  );
}
