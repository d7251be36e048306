import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf } from '../../http/request-locale';
import { routerFor } from '../../http/route';
import { currencyOf, marketCountryOf } from '../pricing/request-market';
import { createBooking, getBooking, type BookingRequest } from './service';

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

  route('GET', '/api/bookings/{id}/', (request) =>
    getBooking(app.db, request.params.id, request.auth?.userId ?? null),
  );
}
