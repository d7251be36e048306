import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routerFor } from '../../http/route';
import type { AuditActor } from '../audit';
import { getAdminService, listAdminServices, updateAdminService } from './admin-service';

/** The staff-session plugin has set `request.staff` before any admin handler runs. */
const staffOf = (request: FastifyRequest): AuditActor => request.staff as AuditActor;

/** The console's workshop services (issue 24): days, hours and capacity per slot (owner, staff). */
export async function workshopAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = routerFor(app);

  route('GET', '/api/admin/workshops/services/', () => listAdminServices(app.db));

  route('GET', '/api/admin/workshops/services/{id}/', (request) =>
    getAdminService(app.db, request.params.id),
  );

  route('PATCH', '/api/admin/workshops/services/{id}/', (request) =>
    updateAdminService(app.db, staffOf(request), request.params.id, request.body),
  );
}
