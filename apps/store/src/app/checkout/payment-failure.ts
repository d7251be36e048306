import type { ApiFailure } from '@atelier/api/client';
import type { TFunction } from 'i18next';

/**
 * What to tell the shopper when creating or paying the order failed (not a decline: a decline is
 * an answer, with the provider's own message). A 409 at order creation is about stock, and the
 * catalogue reads every 409 as 'The email already exists' (SPEC §8), so the server's own sentence
 * is shown instead.
 */
export function orderFailureMessage(t: TFunction, failure: ApiFailure): string {
  if (failure.kind === 'offline') return t('errors.offline');
  if (failure.status === 409) return failure.serverMessage ?? t('checkout.pay.errors.stock');
  if (failure.status === 429) return t('errors.tooMany');
  if (failure.status === 422 || failure.status === 400)
    return failure.message || t('checkout.pay.errors.generic');
  return t('checkout.pay.errors.generic');
}
