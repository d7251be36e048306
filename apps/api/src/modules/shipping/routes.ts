import type { FastifyInstance } from 'fastify';
import { routerFor } from '../../http/route';
import { listShippingRules } from './service';

export async function shippingRoutes(app: FastifyInstance): Promise<void> {
  const route = routerFor(app);
  route('GET', '/api/shipping-rules/', (request) =>
    listShippingRules(app.db, {
      country: request.market.country,
      currency: request.market.currency,
      language: request.market.language,
    }),
  );
}
