import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routerFor } from '../../http/route';
import { memberIdOf } from '../../http/member-id';
import type { CatalogueContext } from '../products';
import { clearOutcome, createOutcome, getOutcome, listMemberOutcomes } from './outcome-service';
import { listAnswers, listQuestions } from './service';

export async function quizRoutes(app: FastifyInstance): Promise<void> {
  const route = routerFor(app);
  const catalogue = (request: FastifyRequest): CatalogueContext => ({
    language: request.market.language,
    currency: request.market.currency,
  });

  route('GET', '/api/questions/', (request) =>
    listQuestions(app.db, request.query, { language: request.market.language }),
  );
  route('GET', '/api/answers/', (request) =>
    listAnswers(app.db, request.query, { language: request.market.language }),
  );

  route('POST', '/api/outcomes/', async (request, reply) => {
    const outcome = await createOutcome(
      app.db,
      request.body,
      { userId: request.auth?.userId ?? null },
      catalogue(request),
    );
    reply.code(201);
    return outcome;
  });
  route('GET', '/api/outcomes/', (request) =>
    listMemberOutcomes(app.db, memberIdOf(request), catalogue(request)),
  );
  route('GET', '/api/outcomes/{id}/', (request) => getOutcome(app.db, request.params.id, catalogue(request)));
  route('POST', '/api/outcomes/{id}/clear/', async (request) => {
    await clearOutcome(app.db, request.params.id, { userId: request.auth?.userId ?? null });
    return undefined;
  });
}
