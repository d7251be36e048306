import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf } from '../../http/request-locale';
import { unauthorized } from '../../http/errors';
import { routerFor } from '../../http/route';
import { currencyOf, marketCountryOf } from '../pricing/request-market';
import { createBooking, listMyBookings, type BookingRequest } from './service';

export async function bookingRoutes(app: FastifyInstance): Promise<void> {
  const route = routerFor(app);
  const bookingRequest = (request: FastifyRequest): BookingRequest => ({
    viewerId: request.auth?.userId ?? null,
    currency: currencyOf(request),
    country: marketCountryOf(request),
    language: languageOf(request),
    now: new Date(),
  });

  route('POST', '/api/bookings/', async (request, reply) => {
    // Required and checked by the contract (400 naming the header when missing).
    const key = request.headers['idempotency-key'] as string;
    const { statusCode, booking } = await createBooking(app.db, key, request.body, bookingRequest(request));
    reply.code(statusCode);
    return booking;
  });

  route('GET', '/api/bookings/', (request) => {
    // The contract requires the token; the auth hook answers 401 before this runs.
    const userId = request.auth?.userId;
    if (userId === undefined) throw unauthorized();
    return listMyBookings(app.db, userId);
  });

  // GET /api/bookings/{id}/ and POST /api/bookings/{id}/cancel/ need the payment provider (a
  // processing payment is settled on read, a cancellation refunds): payments/routes.ts has them.
}
