import type { FastifyInstance } from 'fastify';
import { languageOf } from '../../http/request-locale';
import { routerFor } from '../../http/route';
import { currencyOf, marketCountryOf } from '../pricing/request-market';
import { checkPromo, listPromoRules } from './service';

export async function promoRoutes(app: FastifyInstance, options: { publicOrigin: string }): Promise<void> {
  const route = routerFor(app);

  route('GET', '/api/promo/', (request) =>
    checkPromo(app.db, request.query, {
      viewerId: request.auth?.userId ?? null,
      market: { currency: currencyOf(request), country: marketCountryOf(request), now: new Date() },
      language: languageOf(request),
      publicOrigin: options.publicOrigin,
    }),
  );

  route('GET', '/api/promo-rules/modify/', (request) =>
    listPromoRules(app.db, request.query.type, {
      currency: currencyOf(request),
      language: languageOf(request),
    }),
  );
}
