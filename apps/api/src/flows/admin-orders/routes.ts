import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, unauthorized } from '../../http/errors';
import { routerFor } from '../../http/route';
import { RefundError, type PaymentProvider } from '../../modules/payments';
import type { StaffActor } from './apply-refund';
import { cancelOrder } from './cancel-order';
import { fulfilOrder } from './fulfil-order';
import { refundOrder } from './refund-order';

export interface AdminOrderRouteOptions {
  provider: PaymentProvider;
}

/** The signed-in staff member (the staff-session hook set it before the handler runs). */
function actorOf(request: FastifyRequest): StaffActor {
  if (!request.staff) throw unauthorized();
  return { id: request.staff.id, email: request.staff.email };
}

/**
 * The provider's refusal (or silence) is not the caller's fault nor ours: a 502
 * `payment_provider_error` saying why and that nothing was changed (the transaction rolled back),
 * with the provider's reason in `errors` (field `payment_provider`) for the console's own text.
 */
async function refundsMayFail<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof RefundError)) throw error;
    request.log.warn({ err: error }, 'order refund refused by the payment provider');
    throw new HttpError(
      502,
      `The payment provider refused the refund: ${error.reason.replace(/[.\s]+$/, '')}. Nothing was changed.`,
      { code: 'payment_provider_error', errors: [{ field: 'payment_provider', reason: error.reason }] },
    );
  }
}

/** The console's order writes: fulfil, cancel, refund (owner and staff, CSRF-checked by the hook). */
export async function adminOrderWriteRoutes(
  app: FastifyInstance,
  options: AdminOrderRouteOptions,
): Promise<void> {
  const route = routerFor(app);

  route('POST', '/api/admin/orders/{id}/fulfil/', (request) =>
    fulfilOrder(app.db, request.params.id, request.body, actorOf(request)),
  );

  route('POST', '/api/admin/orders/{id}/cancel/', (request) =>
    refundsMayFail(request, () =>
      cancelOrder(app.db, options.provider, request.params.id, request.body, actorOf(request)),
    ),
  );

  route('POST', '/api/admin/orders/{id}/refunds/', async (request, reply) => {
    // Required and checked by the contract (400 naming the header when missing).
    const key = request.headers['idempotency-key'] as string;
    const { statusCode, body } = await refundsMayFail(request, () =>
      refundOrder(app.db, options.provider, request.params.id, key, request.body, actorOf(request)),
    );
    reply.code(statusCode);
    return body;
  });
}
