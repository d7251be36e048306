import type { FastifyInstance } from 'fastify';
import { languageOf } from '../../http/request-locale';
import { routerFor } from '../../http/route';
import { listTags } from './service';

export async function tagRoutes(app: FastifyInstance, options: { publicOrigin: string }): Promise<void> {
  const route = routerFor(app);
  route(
    'GET',
    '/api/tags/',
    (request) =>
      listTags(app.db, request.query, { language: languageOf(request), publicOrigin: options.publicOrigin }),
    { cache: 'public' },
  );
}
