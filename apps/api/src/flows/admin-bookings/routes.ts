import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';
import { routerFor } from '../../http/route';
import type { AuditActor } from '../../modules/audit';
import { RefundError, type PaymentProvider } from '../../modules/payments';
import { adminCancelBooking } from './cancel-booking';
import { moveBooking } from './move-booking';

export interface AdminBookingRouteOptions {
  provider: PaymentProvider;
}

/** The staff-session plugin has set `request.staff` before any admin handler runs. */
const staffOf = (request: FastifyRequest): AuditActor => request.staff as AuditActor;

/** The console's booking writes: move a session, cancel (owner and staff, CSRF-checked by the hook). */
export async function adminBookingWriteRoutes(
  app: FastifyInstance,
  options: AdminBookingRouteOptions,
): Promise<void> {
  const route = routerFor(app);

  route('POST', '/api/admin/bookings/{id}/move/', (request) =>
    moveBooking(app.db, request.params.id, request.body, staffOf(request), request.market.language),
  );

  route('POST', '/api/admin/bookings/{id}/cancel/', async (request) => {
    try {
      return await adminCancelBooking(
        app.db,
        options.provider,
        request.params.id,
        request.body,
        staffOf(request),
        request.market.language,
      );
    } catch (error) {
      if (!(error instanceof RefundError)) throw error;
      request.log.error({ err: error }, 'booking refund failed');
      throw new HttpError(
        500,
        'The payment provider did not make the refund, so nothing was changed. Please try again later.',
      );
    }
  });
}
