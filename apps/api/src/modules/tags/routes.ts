import type { FastifyInstance } from 'fastify';
import { routerFor } from '../../http/route';
import { listTags } from './service';

export async function tagRoutes(app: FastifyInstance): Promise<void> {
  const route = routerFor(app);
  route(
    'GET',
    '/api/tags/',
    (request) =>
      listTags(app.db, request.query, {
        language: request.market.language,
      }),
    { cache: 'public' },
  );
}
