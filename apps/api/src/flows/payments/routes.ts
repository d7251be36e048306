import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/errors';
import { routerFor } from '../../http/route';
import { cancelBooking } from './cancel-booking';
import { payBooking, readBooking } from './pay-booking';
import type { PaymentProvider } from '../../modules/payments';
import { refundMayBeRefused } from './provider-refusal';
import { payOrder, verifyPayment } from './pay-order';
import { handleWebhook } from './webhook';

export interface PaymentRouteOptions {
  provider: PaymentProvider;
  /** STRIPE_WEBHOOK_SECRET or PAYMENT_WEBHOOK_SECRET; null: every webhook call is refused. */
  webhookSecret: string | null;
}

export async function paymentRoutes(app: FastifyInstance, options: PaymentRouteOptions): Promise<void> {
  const route = routerFor(app);

  // The signature covers the raw body: keep it (this plugin's own JSON parser, same behaviour).
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    rawBodies.set(request, text);
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  route('POST', '/api/orders/{id}/pay/', (request) =>
    payOrder(app.db, options.provider, request.params.id, request.body, request.auth?.userId ?? null),
  );

  route('POST', '/api/bookings/{id}/pay/', (request) =>
    payBooking(
      app.db,
      options.provider,
      request.params.id,
      request.body,
      request.auth?.userId ?? null,
      request.market.language,
    ),
  );

  route('GET', '/api/bookings/{id}/', (request) =>
    readBooking(app.db, options.provider, request.params.id, request.auth?.userId ?? null),
  );

  route('POST', '/api/bookings/{id}/cancel/', async (request) => {
    // The contract requires the token; the auth hook answers 401 before this runs.
    const userId = request.auth?.userId;
    if (userId === undefined) throw unauthorized();
    // A refund the provider refuses or cannot be asked for: 502 payment_provider_error, the
    // booking unchanged (still confirmed, places kept, no e-mail).
    return refundMayBeRefused(request, () =>
      cancelBooking(app.db, options.provider, request.params.id, userId, {
        language: request.market.language,
        country: request.market.country,
      }),
    );
  });

  // verify for a booking: the same settlement as reading it (readBooking), answering the booking.
  route('POST', '/api/bookings/{id}/verify/', (request) =>
    readBooking(app.db, options.provider, request.params.id, request.auth?.userId ?? null),
  );

  route('POST', '/api/verify/', (request) =>
    verifyPayment(app.db, options.provider, request.body.order_id, request.auth?.userId ?? null),
  );

  route('POST', '/api/payments/webhook/', (request) =>
    handleWebhook(
      app.db,
      options.webhookSecret,
      request.headers['stripe-signature'] as string | undefined,
      rawBodies.get(request) ?? '',
      options.provider,
    ),
  );
}
