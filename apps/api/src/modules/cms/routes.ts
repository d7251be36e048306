import type { FastifyInstance } from 'fastify';
import { routerFor } from '../../http/route';
import { previewTokenGuard } from './preview-token';
import { collectionPages, draftPage, publishedPage } from './service';

export async function cmsRoutes(app: FastifyInstance, options: { previewToken: string }) {
  const route = routerFor(app);
  route('GET', '/api/cms/pages/', (request) =>
    publishedPage(app.db, request.query.slug),
  );
  route(
    'GET',
    '/api/cms/draft-pages/',
    async (request, reply) => {
      // Unpublished content must not linger in shared or browser caches.
      reply.header('cache-control', 'private, no-store');
      return draftPage(app.db, request.query.slug);
    },
    { onRequest: [previewTokenGuard(options.previewToken)] },
  );
  // The country and language of the page asking (Accept-Country, home market when absent).
  route('GET', '/api/cms/collections/{collection}/', (request) =>
    collectionPages(
      app.db,
      request.params.collection,
      { country: request.market.country, language: request.market.language },
    ),
  );
}
