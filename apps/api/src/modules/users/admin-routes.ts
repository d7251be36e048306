import type { FastifyInstance } from 'fastify';
import { routerFor } from '../../http/route';
import { getCustomer, listCustomers } from './admin-service';

/** The console's customers (issue 24): members with tier, orders and bookings (owner, staff). */
export async function customerAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = routerFor(app);

  route('GET', '/api/admin/customers/', (request) => listCustomers(app.db, request.query));

  route('GET', '/api/admin/customers/{id}/', (request) => getCustomer(app.db, request.params.id));
}
