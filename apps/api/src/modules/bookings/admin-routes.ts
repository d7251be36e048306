import type { FastifyInstance } from 'fastify';
import { routerFor } from '../../http/route';
import { getAdminBooking, listDayBookings } from './admin-service';

/** The console's reads of bookings (issue 24): a studio's day and one booking (owner, staff). */
export async function bookingAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = routerFor(app);

  route('GET', '/api/admin/bookings/', (request) =>
    listDayBookings(app.db, request.query, request.market.language),
  );

  route('GET', '/api/admin/bookings/{id}/', (request) =>
    getAdminBooking(app.db, request.params.id, request.market.language),
  );
}
