import type { FastifyInstance } from 'fastify';
import { routerFor } from '../../http/route';
import { previewTokenGuard } from './preview-token';
import { draftPage, publishedPage } from './service';

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
}
