import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routerFor } from '../../http/route';
import { payBooking } from './booking-payment';
import type { PaymentProvider } from './provider';
import { handleWebhook, payOrder, verifyPayment } from './service';

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
    payBooking(app.db, options.provider, request.params.id, request.body, request.auth?.userId ?? null),
  );

  route('POST', '/api/verify/', (request) =>
    verifyPayment(app.db, options.provider, request.body.order_id, request.auth?.userId ?? null),
  );

  route('POST', '/api/payments/webhook/', (request) =>
    handleWebhook(
      app.db,
      options.webhookSecret,
      request.headers['stripe-signature'] as string,
      rawBodies.get(request) ?? '',
      request.body,
    ),
  );
}
