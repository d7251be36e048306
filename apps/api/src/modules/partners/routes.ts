import type { FastifyInstance } from 'fastify';
import { routerFor } from '../../http/route';
import { getPartnerConfig } from './service';

export async function partnerRoutes(app: FastifyInstance): Promise<void> {
  const route = routerFor(app);
  route('GET', '/api/partners/{partnership}/', (request) =>
    getPartnerConfig(app.db, request.params.partnership),
  );
}
