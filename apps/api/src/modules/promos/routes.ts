import type { FastifyInstance } from 'fastify';
import { routerFor } from '../../http/route';
import { listPromoRules } from './service';

export async function promoRoutes(app: FastifyInstance): Promise<void> {
  const route = routerFor(app);

  route('GET', '/api/promo-rules/modify/', (request) =>
    listPromoRules(app.db, request.query.type, {
      currency: request.market.currency,
      language: request.market.language,
    }),
  );
}
