import type { FastifyInstance } from 'fastify';
import { routerFor } from '../../http/route';
import { listAuditLog } from './list-audit-log';

/** The owner's audit log (issue 24); role and session are checked from the contract first. */
export async function auditAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = routerFor(app);
  route('GET', '/api/admin/audit-log/', (request) => listAuditLog(app.db, request.query));
}
