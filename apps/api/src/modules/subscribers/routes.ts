import type { FastifyInstance } from 'fastify';
import { countryOf, languageOf } from '../../http/request-locale';
import { routerFor } from '../../http/route';
import { echoSubmittedEmailOnErrors } from './echo-email';
import { subscribe } from './service';

export async function subscriberRoutes(app: FastifyInstance): Promise<void> {
  const route = routerFor(app);
  echoSubmittedEmailOnErrors(app);

  route('POST', '/api/subcribers/', async (request, reply) => {
    const answer = await subscribe(app.db, request.body, {
      country: countryOf(request),
      language: languageOf(request),
    });
    reply.code(201);
    return answer;
  });
}
