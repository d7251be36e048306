import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf } from '../../http/request-locale';
import { routerFor } from '../../http/route';
import { currencyOf, marketCountryOf } from '../pricing/request-market';
import { listWorkshopServices, listWorkshopSlots, type WorkshopRequest } from './service';
import { getWorkshopStudio } from './studio';

export interface WorkshopRouteOptions {
  publicOrigin: string;
}

export async function workshopRoutes(app: FastifyInstance, options: WorkshopRouteOptions): Promise<void> {
  const route = routerFor(app);
  const workshopRequest = (request: FastifyRequest): WorkshopRequest => ({
    currency: currencyOf(request),
    country: marketCountryOf(request),
    language: languageOf(request),
    publicOrigin: options.publicOrigin,
    now: new Date(),
  });

  route('GET', '/api/workshops/services/', (request) =>
    listWorkshopServices(app.db, workshopRequest(request)),
  );

  route('GET', '/api/workshops/studio/', (request) =>
    getWorkshopStudio(app.db, marketCountryOf(request), languageOf(request)),
  );

  route('GET', '/api/workshops/services/{id}/slots/', (request) =>
    listWorkshopSlots(app.db, request.params.id, request.query.date, workshopRequest(request)),
  );
}
