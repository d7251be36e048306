import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/errors';
import { routerFor } from '../../http/route';
import { createBooking, listMyBookings, type BookingRequest } from './service';

export interface BookingRouteOptions {
  /** BOOKING_HOLD_SECONDS: how long an unpaid booking holds its places. */
  holdSeconds: number;
}

export async function bookingRoutes(app: FastifyInstance, options: BookingRouteOptions): Promise<void> {
  const route = routerFor(app);
  const bookingRequest = (request: FastifyRequest): BookingRequest => ({
    viewerId: request.auth?.userId ?? null,
    currency: request.market.currency,
    country: request.market.country,
    language: request.market.language,
    now: new Date(),
    holdSeconds: options.holdSeconds,
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
