import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routerFor } from '../../http/route';
import type { AuditActor } from '../audit';
import {
  createAdminPage,
  discardAdminPageDraft,
  getAdminPage,
  listAdminPages,
  publishAdminPage,
  saveAdminPageDraft,
  unpublishAdminPage,
  type AdminPagesOptions,
} from './admin-service';

/** The staff-session plugin has set `request.staff` before any admin handler runs. */
const staffOf = (request: FastifyRequest): AuditActor => request.staff as AuditActor;

/**
 * The console's CMS pages (issue 24): list, start a page, a page block by block, save its draft,
 * publish, discard the draft, unpublish.
 * Roles, session and CSRF are checked from the contract before these handlers run. A publish
 * commits a change to `cms_pages`, which the catalogue version's triggers count, so the store's
 * page cache and the response cache of every process serve it on the next request.
 */
export async function cmsAdminRoutes(app: FastifyInstance, options: AdminPagesOptions): Promise<void> {
  const route = routerFor(app);
  route('GET', '/api/admin/pages/', (request) => listAdminPages(app.db, request.query));
  route('POST', '/api/admin/pages/', async (request, reply) => {
    const created = await createAdminPage(app.db, options, staffOf(request), request.body);
    reply.code(201);
    return created;
  });
  route('GET', '/api/admin/pages/{slug}/{country}/{language}/', (request) =>
    getAdminPage(app.db, options, request.params),
  );
  route('PUT', '/api/admin/pages/{slug}/{country}/{language}/', (request) =>
    saveAdminPageDraft(app.db, options, staffOf(request), request.params, request.body),
  );
  route('POST', '/api/admin/pages/{slug}/{country}/{language}/publish/', (request) =>
    publishAdminPage(app.db, options, staffOf(request), request.params, { version: request.body.version }),
  );
  route('POST', '/api/admin/pages/{slug}/{country}/{language}/discard/', (request) =>
    discardAdminPageDraft(app.db, options, staffOf(request), request.params, {
      version: request.body.version,
    }),
  );
  route('POST', '/api/admin/pages/{slug}/{country}/{language}/unpublish/', (request) =>
    unpublishAdminPage(app.db, options, staffOf(request), request.params, { version: request.body.version }),
  );
}
