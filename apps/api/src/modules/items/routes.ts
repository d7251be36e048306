import type { FastifyInstance } from 'fastify';
import type { languageOf } from '../../http/request-locale';
import { routerFor } from '../../http/route';
import { echoSubmittedEmailOnErrors } from '../subscribers';
import { listRelatedItems, notifyStock } from './service';

export async function itemRoutes(app: FastifyInstance): Promise<void> {
  const route = routerFor(app);
  echoSubmittedEmailOnErrors(app);
  const context = (request: Parameters<typeof languageOf>[0]) => ({
    language: request.market.language,
    currency: request.market.currency,
    publicOrigin: app.site.publicOrigin,
  });

  route(
    'GET',
    '/api/items/{id}/related-items/',
    (request) => listRelatedItems(app.db, request.params.id, context(request)),
    { cache: 'public' },
  );

  route('POST', '/api/items/{id}/notify-stock/', async (request, reply) => {
    const answer = await notifyStock(app.db, request.params.id, request.body, context(request));
    reply.code(201);
    return answer;
  });
}
