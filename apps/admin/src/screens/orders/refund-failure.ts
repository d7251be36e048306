import type { TFunction } from 'i18next';
import { isAdminError } from '../../app/admin-api';

/**
 * What the refund and cancel dialogs say when the server refused: the payment provider's refusal
 * with its reason, a voided gift card, another 409 in the server's words, or the generic failure.
 */
export function refundFailureText(error: unknown, t: TFunction): string {
  if (isAdminError(error, 'payment_provider_error')) {
    return t('orders.refundFailure.provider', {
      reason: (error.fields['payment_provider'] ?? '').replace(/[.\s]+$/, ''),
    });
  }
  if (isAdminError(error, 'gift_card_voided')) return t('orders.refundFailure.giftCardVoided');
  if (isAdminError(error, 'conflict')) return error.message;
  return t('errors.failedText');
}
