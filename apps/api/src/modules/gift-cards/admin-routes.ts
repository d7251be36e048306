import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routerFor } from '../../http/route';
import type { AuditActor } from '../audit';
import {
  getAdminGiftCard,
  issueAdminGiftCard,
  listAdminGiftCards,
  voidAdminGiftCard,
  type IssueOptions,
} from './admin-service';

/** The staff-session plugin has set `request.staff` before any admin handler runs. */
const staffOf = (request: FastifyRequest): AuditActor => request.staff as AuditActor;

export type GiftCardAdminRouteOptions = IssueOptions;

/**
 * The console's gift cards (issue 24): list (last 4 of the code only), detail with the full code
 * and history, issue (e-mailed), void. Roles, session and CSRF are checked from the contract.
 */
export async function giftCardAdminRoutes(
  app: FastifyInstance,
  options: GiftCardAdminRouteOptions,
): Promise<void> {
  const route = routerFor(app);

  route('GET', '/api/admin/gift-cards/', (request) => listAdminGiftCards(app.db, request.query));

  route('POST', '/api/admin/gift-cards/', async (request, reply) => {
    const card = await issueAdminGiftCard(app.db, staffOf(request), request.body, options);
    reply.code(201);
    return card;
  });

  route('GET', '/api/admin/gift-cards/{id}/', (request) => getAdminGiftCard(app.db, request.params.id));

  route('POST', '/api/admin/gift-cards/{id}/void/', (request) =>
    voidAdminGiftCard(app.db, staffOf(request), request.params.id, request.body.reason),
  );
}
