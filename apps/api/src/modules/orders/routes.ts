import type { FastifyInstance } from 'fastify';
import { routerFor } from '../../http/route';
import { memberIdOf } from '../../http/member-id';
import { getOrder, listOrders } from './service';

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const route = routerFor(app);

  route('GET', '/api/orders/', (request) =>
    listOrders(app.db, memberIdOf(request), request.query.page ?? 1, request.query.page_size ?? 24),
  );

  route('GET', '/api/orders/{id}/', (request) =>
    getOrder(app.db, request.params.id, request.auth?.userId ?? null),
  );
}
