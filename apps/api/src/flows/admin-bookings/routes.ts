import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routerFor } from '../../http/route';
import type { AuditActor } from '../../modules/audit';
import type { PaymentProvider } from '../../modules/payments';
import { refundMayBeRefused } from '../payments/provider-refusal';
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

  // A refund the provider refuses or cannot be asked for: 502 payment_provider_error, nothing changed.
  route('POST', '/api/admin/bookings/{id}/cancel/', (request) =>
    refundMayBeRefused(request, () =>
      adminCancelBooking(
        app.db,
        options.provider,
        request.params.id,
        request.body,
        staffOf(request),
        request.market.language,
      ),
    ),
  );
}
