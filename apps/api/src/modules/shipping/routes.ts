import type { FastifyInstance } from 'fastify';
import { languageOf } from '../../http/request-locale';
import { routerFor } from '../../http/route';
import { currencyOf, marketCountryOf } from '../pricing/request-market';
import { listShippingRules } from './service';

export async function shippingRoutes(app: FastifyInstance): Promise<void> {
  const route = routerFor(app);
  route('GET', '/api/shipping-rules/', (request) =>
    listShippingRules(app.db, {
      country: marketCountryOf(request),
      currency: currencyOf(request),
      language: languageOf(request),
    }),
  );
}
