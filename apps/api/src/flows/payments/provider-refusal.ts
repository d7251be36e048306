import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';
import { RefundError } from '../../modules/payments';

/**
 * Runs a cancel that refunds through the payment provider. The provider's refusal (or silence) is
 * neither the caller's fault nor ours: a 502 `payment_provider_error` saying why and that nothing
 * was changed (the refund is asked inside the transaction, which rolled back), the reason in
 * `errors` (field `payment_provider`) for the console's and the store's own sentence. The same
 * answer the console's order refunds give (flows/admin-orders/routes.ts).
 */
export async function refundMayBeRefused<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof RefundError)) throw error;
    request.log.warn({ err: error }, 'booking refund refused by the payment provider');
    throw new HttpError(
      502,
      `The payment provider refused the refund: ${error.reason.replace(/[.\s]+$/, '')}. ` +
        'Nothing was changed: the booking is not cancelled.',
      { code: 'payment_provider_error', errors: [{ field: 'payment_provider', reason: error.reason }] },
    );
  }
}
