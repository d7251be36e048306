import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routerFor } from '../../http/route';
import type { AuditActor } from '../audit';
import {
  createAdminPartner,
  getAdminPartner,
  listAdminPartners,
  updateAdminPartner,
  type AdminPartnersOptions,
} from './admin-service';
import { reorderPartnerQuiz, setPartnerQuiz, updatePartnerQuizQuestion } from './admin-quiz-service';

/** The staff-session plugin has set `request.staff` before any admin handler runs. */
const staffOf = (request: FastifyRequest): AuditActor => request.staff as AuditActor;

/**
 * The console's partners (issue 24): list, detail with the snippet, add, change origins, theme
 * and name; its quiz set (the shop's or its own, the own questions' texts and order). The embed's
 * widget page reads the origins, and the quiz calls the questions, from the database on every
 * request (web/serve-embed.ts, modules/quiz), so a change shows from the next one.
 */
export async function partnerAdminRoutes(app: FastifyInstance, options: AdminPartnersOptions): Promise<void> {
  const route = routerFor(app);
  route('GET', '/api/admin/partners/', (request) => listAdminPartners(app.db, request.query));
  route('POST', '/api/admin/partners/', async (request, reply) => {
    const created = await createAdminPartner(app.db, options, staffOf(request), request.body);
    reply.code(201);
    return created;
  });
  route('GET', '/api/admin/partners/{partnership}/', (request) =>
    getAdminPartner(app.db, options, request.params.partnership),
  );
  route('PATCH', '/api/admin/partners/{partnership}/', (request) =>
    updateAdminPartner(app.db, options, staffOf(request), request.params.partnership, request.body),
  );
  route('PUT', '/api/admin/partners/{partnership}/quiz/', (request) =>
    setPartnerQuiz(app.db, options, staffOf(request), request.params.partnership, request.body),
  );
  route('PUT', '/api/admin/partners/{partnership}/quiz/order/', (request) =>
    reorderPartnerQuiz(app.db, options, staffOf(request), request.params.partnership, request.body),
  );
  route('PATCH', '/api/admin/partners/{partnership}/quiz/questions/{id}/', (request) =>
    updatePartnerQuizQuestion(
      app.db,
      options,
      staffOf(request),
      request.params.partnership,
      request.params.id,
      request.body,
    ),
  );
}
