import type { FastifyInstance } from 'fastify';
import { languageOf } from '../../http/request-locale';
import { routerFor } from '../../http/route';
import { currencyOf } from '../pricing/request-market';
import { echoSubmittedEmailOnErrors } from '../subscribers/echo-email';
import { listRelatedItems, notifyStock } from './service';

export async function itemRoutes(app: FastifyInstance, options: { publicOrigin: string }): Promise<void> {
  const route = routerFor(app);
  echoSubmittedEmailOnErrors(app);
  const context = (request: Parameters<typeof languageOf>[0]) => ({
    language: languageOf(request),
    currency: currencyOf(request),
    publicOrigin: options.publicOrigin,
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
