import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routerFor } from '../../http/route';
import { ANSWERED } from '../../http/response-cache';
import type { AuditActor } from '../audit';
import { exportAdminSubscribers, listAdminSubscribers } from './admin-service';

/** The staff-session plugin has set `request.staff` before any admin handler runs. */
const staffOf = (request: FastifyRequest): AuditActor => request.staff as AuditActor;

/** The console's newsletter subscribers (issue 24): the list and its CSV export. */
export async function subscriberAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = routerFor(app);

  route('GET', '/api/admin/subscribers/', (request) => listAdminSubscribers(app.db, request.query));

  route('GET', '/api/admin/subscribers/export/', async (request, reply) => {
    const csv = await exportAdminSubscribers(app.db, staffOf(request), request.query);
    const day = new Date().toISOString().slice(0, 10);
    await reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="subscribers-${day}.csv"`)
      .send(csv);
    // The text/csv answer is not one of the contract's JSON bodies: sent here, not returned.
    return ANSWERED as never;
  });
}
