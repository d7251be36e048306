import type { FastifyInstance } from 'fastify';
import { languageOf } from '../../http/request-locale';
import { routerFor } from '../../http/route';
import { listCountries, listExchangeRates } from './service';

export async function localeRoutes(app: FastifyInstance): Promise<void> {
  const route = routerFor(app);
  route('GET', '/api/countries/', (request) => listCountries(app.db, languageOf(request)), {
    cache: 'public',
  });
  route('GET', '/api/exchange-rates/', () => listExchangeRates(app.db), { cache: 'public' });
}
