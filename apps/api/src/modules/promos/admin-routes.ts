import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routerFor } from '../../http/route';
import type { AuditActor } from '../audit';
import {
  createAdminPromo,
  deactivateAdminPromo,
  getAdminPromo,
  listAdminPromos,
  updateAdminPromo,
} from './admin-service';

/** The staff-session plugin has set `request.staff` before any admin handler runs. */
const staffOf = (request: FastifyRequest): AuditActor => request.staff as AuditActor;

/**
 * The console's promo and tier codes (issue 24): list, detail, create, replace terms on the
 * version read, deactivate. Roles, session and CSRF are checked from the contract first. The
 * store's carts read codes from the database on every check, so a change applies at once.
 */
export async function promoAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = routerFor(app);

  route('GET', '/api/admin/promos/', (request) => listAdminPromos(app.db, request.query));

  route('POST', '/api/admin/promos/', async (request, reply) => {
    const promo = await createAdminPromo(app.db, staffOf(request), request.body);
    reply.code(201);
    return promo;
  });

  route('GET', '/api/admin/promos/{id}/', (request) => getAdminPromo(app.db, request.params.id));

  route('PUT', '/api/admin/promos/{id}/', (request) =>
    updateAdminPromo(app.db, staffOf(request), request.params.id, request.body),
  );

  route('POST', '/api/admin/promos/{id}/deactivate/', (request) =>
    deactivateAdminPromo(app.db, staffOf(request), request.params.id, request.body.version),
  );
}
