import type { ApiFailure } from '@atelier/api/client';
import type { Payment } from '@atelier/api/schema';
import type { TFunction } from 'i18next';

/** What the shopper is told about a refused card, one sentence per kind of refusal. */
export type DeclineReason =
  | 'generic'
  | 'insufficientFunds'
  | 'expiredCard'
  | 'incorrectCvc'
  | 'incorrectNumber'
  | 'incorrectExpiry'
  | 'processingError'
  | 'tryAgainLater'
  | 'limitExceeded'
  | 'notSupported'
  | 'authentication'
  | 'cancelled'
  | 'notCompleted';

export const DECLINE_REASONS: readonly DeclineReason[] = [
  'generic',
  'insufficientFunds',
  'expiredCard',
  'incorrectCvc',
  'incorrectNumber',
  'incorrectExpiry',
  'processingError',
  'tryAgainLater',
  'limitExceeded',
  'notSupported',
  'authentication',
  'cancelled',
  'notCompleted',
];

/**
 * A payment's `failure_code` (the test provider's, Stripe's error `code` or its `decline_code`; the
 * server keeps `decline_code` when Stripe gives one) → the sentence to show. Codes Stripe asks
 * merchants not to explain (lost, stolen, fraudulent, blocked cards) and unknown ones read as a plain
 * decline. The provider's own `failure_message` is English only, so it is never shown.
 */
const REASON_OF_CODE: Readonly<Record<string, DeclineReason>> = {
  card_declined: 'generic',
  generic_decline: 'generic',
  do_not_honor: 'generic',
  call_issuer: 'generic',
  lost_card: 'generic',
  stolen_card: 'generic',
  pickup_card: 'generic',
  fraudulent: 'generic',
  merchant_blacklist: 'generic',
  security_violation: 'generic',
  invalid_account: 'generic',
  new_account_information_available: 'generic',
  no_action_taken: 'generic',
  revocation_of_all_authorizations: 'generic',
  revocation_of_authorization: 'generic',
  stop_payment_order: 'generic',
  testmode_decline: 'generic',
  live_mode_test_card: 'generic',
  approve_with_id: 'tryAgainLater',
  issuer_not_available: 'tryAgainLater',
  reenter_transaction: 'tryAgainLater',
  try_again_later: 'tryAgainLater',
  insufficient_funds: 'insufficientFunds',
  expired_card: 'expiredCard',
  incorrect_cvc: 'incorrectCvc',
  invalid_cvc: 'incorrectCvc',
  incorrect_number: 'incorrectNumber',
  invalid_number: 'incorrectNumber',
  invalid_expiry_month: 'incorrectExpiry',
  invalid_expiry_year: 'incorrectExpiry',
  processing_error: 'processingError',
  card_velocity_exceeded: 'limitExceeded',
  withdrawal_count_limit_exceeded: 'limitExceeded',
  invalid_amount: 'limitExceeded',
  card_not_supported: 'notSupported',
  currency_not_supported: 'notSupported',
  transaction_not_allowed: 'notSupported',
  not_permitted: 'notSupported',
  service_not_allowed: 'notSupported',
  restricted_card: 'notSupported',
  invalid_pin: 'notSupported',
  offline_pin_required: 'notSupported',
  online_or_offline_pin_required: 'notSupported',
  pin_try_exceeded: 'notSupported',
  authentication_required: 'authentication',
  payment_intent_authentication_failure: 'authentication',
  payment_intent_canceled: 'cancelled',
  payment_failed: 'notCompleted',
};

export function declineReason(code: string | null | undefined): DeclineReason {
  return (code && Object.hasOwn(REASON_OF_CODE, code) ? REASON_OF_CODE[code] : undefined) ?? 'generic';
}

/** The refused payment's reason in the page's language. */
export function declineMessage(t: TFunction, payment: Pick<Payment, 'failure_code'>): string {
  return t(`checkout.pay.declines.${declineReason(payment.failure_code)}`);
}

/**
 * A payment request that got no payment back (not a decline, which is an answer): offline, too
 * many tries, a card the provider does not accept (400 naming the card or token), or a failure.
 */
export function paymentFailureMessage(t: TFunction, failure: ApiFailure): string {
  if (failure.kind === 'offline') return t('errors.offline');
  if (failure.status === 429) return t('errors.tooMany');
  if (failure.status === 400) return t('checkout.pay.declines.notAccepted');
  return t('checkout.pay.declines.failed');
}
