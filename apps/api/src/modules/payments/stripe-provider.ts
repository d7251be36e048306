import Stripe from 'stripe';
import {
  RefundError,
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  type PaymentState,
  type ProviderCharge,
  type RefundResult,
  type RefundState,
} from './provider';
import { toStripeAmount } from './stripe-amount';

export interface StripeProviderOptions {
  /** STRIPE_SECRET_KEY (`sk_test_...`, `sk_live_...`). */
  secretKey: string;
  /**
   * STRIPE_API_BASE: another API host (stripe-mock, the tests' fake Stripe), e.g.
   * `http://127.0.0.1:12111`; null for api.stripe.com.
   */
  apiBase?: string | null;
  /** Per-request time-out; the SDK retries network failures with the same idempotency key. */
  timeoutMs?: number;
}

/** The contract's limits on `failure_code` and `failure_message`. */
const MAX_CODE = 64;
const MAX_MESSAGE = 500;

type Failed = Extract<PaymentState, { status: 'failed' }>;

function failed(code: string | null | undefined, message: string | null | undefined): Failed {
  return {
    status: 'failed',
    failureCode: (code || 'card_declined').slice(0, MAX_CODE),
    failureMessage: (message || 'The payment was declined.').slice(0, MAX_MESSAGE),
  };
}

/**
 * Stripe's `code` is `card_declined` for every decline; its `decline_code` says why
 * (`insufficient_funds`, ...), the same codes the test provider gives. A generic decline keeps
 * `card_declined`.
 */
function failureCodeOf(error: { code?: string | null; decline_code?: string | null }): string | undefined {
  const decline = error.decline_code;
  return decline && decline !== 'generic_decline' ? decline : (error.code ?? undefined);
}

/** What a PaymentIntent's status means for our payment row. */
export function stateOfIntent(intent: Stripe.PaymentIntent): PaymentState {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded' };
    case 'canceled':
      return failed('payment_intent_canceled', 'The payment was cancelled.');
    case 'requires_payment_method': {
      // After a confirmation this is a decline: the intent waits for another method.
      const error = intent.last_payment_error;
      return error
        ? failed(failureCodeOf(error), error.message)
        : failed('payment_failed', 'The payment was not completed.');
    }
    default:
      // processing, requires_action (3-D Secure), requires_confirmation, requires_capture.
      return { status: 'processing' };
  }
}

/**
 * What a Refund's status means for us: `pending` (and `requires_action`, a customer's bank
 * details awaited) is money on its way; `failed`/`canceled` carry Stripe's `failure_reason`.
 */
export function stateOfRefund(refund: {
  status: string | null;
  failure_reason?: string | null;
}): RefundState {
  switch (refund.status) {
    case 'succeeded':
      return { status: 'succeeded' };
    case 'failed':
    case 'canceled':
      return {
        status: refund.status,
        reason: `Stripe marked the refund ${refund.status}${refund.failure_reason ? ` (${refund.failure_reason})` : ''}`,
      };
    default:
      return { status: 'pending' };
  }
}

/**
 * What staff are told of a refused refund: Stripe's own sentence for an API refusal ("This charge
 * is disputed ..."), a plain one when Stripe could not be reached or answered with a server error.
 */
function refusalReason(error: unknown): string {
  if (error instanceof Stripe.errors.StripeConnectionError)
    return 'the payment provider could not be reached';
  if (error instanceof Stripe.errors.StripeAPIError) return 'the payment provider had an internal error';
  if (error instanceof Stripe.errors.StripeError && error.message) return error.message;
  return 'the payment provider refused it';
}

function apiLocation(apiBase: string): { protocol: 'http' | 'https'; host: string; port: number } {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    protocol,
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'https' ? 443 : 80,
  };
}

/**
 * Stripe Payment Intents, created and confirmed server-side in one call ("finalize payments on the
 * server") with the ConfirmationToken the store's Payment Element made (`ctoken_...`) or a
 * PaymentMethod the browser obtained from Stripe (`pm_...`; Stripe's test ones are `pm_card_visa`,
 * `pm_card_chargeDeclined`, ...). Raw card numbers never go to Stripe: they are refused with a 400.
 * The PaymentIntent id is the payment's provider reference.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(options: StripeProviderOptions) {
    this.stripe = new Stripe(options.secretKey, {
      ...(options.apiBase ? apiLocation(options.apiBase) : {}),
      maxNetworkRetries: 2,
      timeout: options.timeoutMs ?? 20_000,
      telemetry: false,
      appInfo: { name: 'atelier-api' },
    });
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const { method } = request;
    if (method.kind === 'card') {
      return {
        status: 'invalid',
        field: 'body.card_number',
        reason: 'card numbers are not accepted; pay with a Stripe payment method token',
      };
    }
    const { amount, currency } = toStripeAmount(request.amount, request.currency);
    // The Payment Element's ConfirmationToken (`ctoken_...`) carries the card and what Stripe.js
    // learnt of the shopper's browser; a PaymentMethod id (`pm_...`) pays as before.
    const confirmation = method.token.startsWith('ctoken_');
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.create(
        {
          amount,
          currency,
          confirm: true,
          ...(confirmation ? { confirmation_token: method.token } : { payment_method: method.token }),
          // Confirmed here, with no page to come back to: methods that need a redirect are refused.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          metadata:
            request.referenceKind === 'booking'
              ? { booking_id: request.reference }
              : { order_id: request.reference },
        },
        { idempotencyKey: request.idempotencyKey },
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        // Stripe made the intent and declined it: keep its id, so the webhook can match it.
        return {
          ...failed(failureCodeOf(error), error.message),
          providerReference: error.payment_intent?.id ?? null,
        };
      }
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        (error.param === 'payment_method' ||
          error.param === 'confirmation_token' ||
          error.code === 'resource_missing')
      ) {
        return {
          status: 'invalid',
          field: 'body.token',
          reason: confirmation ? 'unknown or already used confirmation token' : 'unknown payment method',
        };
      }
      // Below Stripe's minimum charge (e.g. S$0.50) or above its maximum: a refusal to show, not a crash.
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        (error.code === 'amount_too_small' || error.code === 'amount_too_large')
      ) {
        return { ...failed(error.code, error.message), providerReference: null };
      }
      throw error;
    }
    const state = stateOfIntent(intent);
    // The shopper has to act (3-D Secure): Stripe.js needs the intent's client secret for that.
    if (intent.status === 'requires_action' && intent.client_secret) {
      return { ...state, providerReference: intent.id, clientSecret: intent.client_secret };
    }
    return { ...state, providerReference: intent.id };
  }

  async retrieve(providerReference: string): Promise<PaymentState> {
    return stateOfIntent(await this.stripe.paymentIntents.retrieve(providerReference));
  }

  /**
   * A refund of the PaymentIntent's charge (`refunds.create` with `payment_intent`). Stripe
   * answers `succeeded` for most cards, or `pending` while the bank processes it (the money is on
   * its way and cannot be refunded twice; `refund.updated` settles it later); `failed`/`canceled`
   * and every API error throw.
   */
  async refund(
    providerReference: string,
    amount: number,
    currency: string,
    idempotencyKey: string,
  ): Promise<RefundResult> {
    let refund: Stripe.Refund;
    try {
      refund = await this.stripe.refunds.create(
        { payment_intent: providerReference, amount: toStripeAmount(amount, currency).amount },
        { idempotencyKey },
      );
    } catch (error) {
      throw new RefundError(`Stripe refused the refund of ${providerReference}`, {
        cause: error,
        reason: refusalReason(error),
      });
    }
    const state = stateOfRefund(refund);
    if (state.status === 'failed' || state.status === 'canceled') {
      throw new RefundError(`Stripe refund ${refund.id} of ${providerReference} is ${refund.status}`, {
        reason: state.reason,
      });
    }
    return { refundReference: refund.id, status: state.status };
  }

  async retrieveRefund(refundReference: string): Promise<RefundState> {
    return stateOfRefund(await this.stripe.refunds.retrieve(refundReference));
  }

  /**
   * Succeeded PaymentIntents created since `since` that carry our `order_id` or `booking_id`
   * metadata (`paymentIntents.list`, auto-paginated; listing is immediate, unlike search).
   */
  async *listSucceeded(since: Date): AsyncIterable<ProviderCharge> {
    const created = { gte: Math.floor(since.getTime() / 1000) };
    for await (const intent of this.stripe.paymentIntents.list({ created, limit: 100 })) {
      if (intent.status !== 'succeeded') continue;
      const { order_id: orderId, booking_id: bookingId } = intent.metadata ?? {};
      if (orderId) yield { providerReference: intent.id, target: { orderId } };
      else if (bookingId) yield { providerReference: intent.id, target: { bookingId } };
    }
  }

  async cancel(providerReference: string): Promise<PaymentState> {
    try {
      const intent = await this.stripe.paymentIntents.cancel(
        providerReference,
        { cancellation_reason: 'abandoned' },
        { idempotencyKey: `cancel-${providerReference}` },
      );
      return stateOfIntent(intent);
    } catch (error) {
      // Stripe refuses to cancel an intent that is processing or already settled: say how it is.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return this.retrieve(providerReference);
      throw error;
    }
  }
}
