import type { FastifyInstance } from 'fastify';
import { routerFor } from '../../http/route';
import { listCountries, listExchangeRates } from './service';

export async function localeRoutes(app: FastifyInstance): Promise<void> {
  const route = routerFor(app);
  route('GET', '/api/countries/', (request) => listCountries(app.db, request.market.language), {
    cache: 'public',
  });
  route('GET', '/api/exchange-rates/', () => listExchangeRates(app.db), { cache: 'public' });
}
