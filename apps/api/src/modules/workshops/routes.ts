import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routerFor } from '../../http/route';
import { listWorkshopServices, listWorkshopSlots, type WorkshopRequest } from './service';
import { getWorkshopStudio } from './studio';

export async function workshopRoutes(app: FastifyInstance): Promise<void> {
  const route = routerFor(app);
  const workshopRequest = (request: FastifyRequest): WorkshopRequest => ({
    currency: request.market.currency,
    country: request.market.country,
    language: request.market.language,
    now: new Date(),
  });

  route('GET', '/api/workshops/services/', (request) =>
    listWorkshopServices(app.db, workshopRequest(request)),
  );

  route('GET', '/api/workshops/studio/', (request) =>
    getWorkshopStudio(app.db, request.market.country, request.market.language),
  );

  route('GET', '/api/workshops/services/{id}/slots/', (request) =>
    listWorkshopSlots(app.db, request.params.id, request.query.date, workshopRequest(request)),
  );
}
