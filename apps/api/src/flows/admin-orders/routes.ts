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

/** The provider's refusal is not the caller's fault: a 500 saying nothing changed, logged with its cause. */
async function refundsMayFail<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof RefundError)) throw error;
    request.log.error({ err: error }, 'order refund failed');
    throw new HttpError(
      500,
      'The payment provider did not make the refund, so nothing was changed. Please try again later.',
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
