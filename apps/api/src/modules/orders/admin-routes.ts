import type { FastifyInstance } from 'fastify';
import { routerFor } from '../../http/route';
import { getAdminOrder, listAdminOrders } from './admin-service';

/** The console's order reads (the writes cross modules: flows/admin-orders). Owner and staff. */
export async function adminOrderRoutes(app: FastifyInstance): Promise<void> {
  const route = routerFor(app);

  route('GET', '/api/admin/orders/', (request) => {
    const { page = 1, page_size: pageSize = 25, status, country, date_from, date_to, q } = request.query;
    return listAdminOrders(
      app.db,
      { status, country, dateFrom: date_from, dateTo: date_to, q },
      page,
      pageSize,
    );
  });

  route('GET', '/api/admin/orders/{id}/', (request) => getAdminOrder(app.db, request.params.id));
}
