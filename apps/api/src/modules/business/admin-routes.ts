import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routerFor } from '../../http/route';
import type { AuditActor } from '../audit';
import { addLeadNote, getLead, listLeads, updateLead } from './admin-service';

/** The staff-session plugin has set `request.staff` before any admin handler runs. */
const staffOf = (request: FastifyRequest): AuditActor => request.staff as AuditActor;

/** The console's business leads pipeline (issue 24): list, detail, status, notes (owner, staff). */
export async function leadAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = routerFor(app);

  route('GET', '/api/admin/leads/', (request) => listLeads(app.db, request.query));

  route('GET', '/api/admin/leads/{id}/', (request) => getLead(app.db, request.params.id));

  route('PATCH', '/api/admin/leads/{id}/', (request) =>
    updateLead(app.db, staffOf(request), request.params.id, request.body),
  );

  route('POST', '/api/admin/leads/{id}/notes/', async (request, reply) => {
    const lead = await addLeadNote(app.db, staffOf(request), request.params.id, request.body);
    reply.code(201);
    return lead;
  });
}
