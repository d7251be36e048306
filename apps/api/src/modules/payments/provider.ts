import { randomUUID } from 'node:crypto';

/** What a provider is asked to charge: server-computed amount in minor units of `currency`. */
export interface ChargeRequest {
  amount: number;
  /** Upper-case store currency. */
  currency: string;
  /** Raw card details (test provider only) or a provider token. */
  method:
    | { kind: 'card'; cardNumber: string; expMonth: number; expYear: number; cvc: string }
    | { kind: 'token'; token: string };
  /** Our reference (order or booking id), passed on as metadata (`order_id` / `booking_id`). */
  reference: string;
  /** What `reference` names (default `order`), so the webhook finds the right record. */
  referenceKind?: 'order' | 'booking';
  /**
   * Same for every retry of one payment attempt, so a provider that supports it (Stripe) answers a
   * repeated request with the first outcome instead of charging again.
   */
  idempotencyKey: string;
}

/** Where a payment stands at the provider. */
export type PaymentState =
  | { status: 'succeeded' }
  /** Not settled yet (Stripe: 3-D Secure or an asynchronous method); verify or the webhook settles it. */
  | { status: 'processing' }
  | { status: 'failed'; failureCode: string; failureMessage: string };

export type ChargeResult =
  /**
   * `providerReference`: the provider's id of the charge (null when it made none);
   * `clientSecret`: what the browser needs to finish a `processing` one (Stripe: 3-D Secure).
   */
  | (PaymentState & { providerReference: string | null; clientSecret?: string })
  /** The payment method itself is not acceptable (unknown test card/token): a 400 on `field`. */
  | { status: 'invalid'; field: string; reason: string };

/** A charge the provider made, as the recovery sweep reads it back (`listSucceeded`). */
export interface ProviderCharge {
  /** The provider's id of the charge (Stripe: the PaymentIntent id). */
  providerReference: string;
  /** Our order or booking id from the charge's metadata. */
  target: { orderId: string } | { bookingId: string };
}

/** A card payment provider. `name` is stored in `payments.provider`. */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * The current state of a payment this provider answered `processing` for. Providers that settle
   * every payment at once (the test provider) have none.
   */
  retrieve?(providerReference: string): Promise<PaymentState>;
  /**
   * Cancels a `processing` payment that can still be cancelled (Stripe: one waiting for 3-D
   * Secure the shopper never finished), so it can never be charged; answers its state afterwards
   * (`failed` when cancelled, otherwise as `retrieve` would).
   */
  cancel?(providerReference: string): Promise<PaymentState>;
  /**
   * The charges that succeeded since `since` and name one of our orders or bookings, newest
   * first: what the recovery sweep compares with the payments we recorded. Providers that keep no
   * record outside this process (the test provider) have none.
   */
  listSucceeded?(since: Date): AsyncIterable<ProviderCharge>;
  /**
   * Pays `amount` (minor units of `currency`) of a succeeded charge back to the card it came
   * from. Answers the provider's id of the refund and where it stands: `succeeded`, or `pending`
   * while the bank has not paid it back yet (Stripe's refund webhooks settle it later). Throws
   * when the provider refuses or cannot be reached (then nothing was refunded, or a retry with
   * the same `idempotencyKey` answers the first refund instead of paying back twice).
   */
  refund(
    providerReference: string,
    amount: number,
    currency: string,
    idempotencyKey: string,
  ): Promise<RefundResult>;
  /**
   * Where a refund made earlier stands now (Stripe: `refunds.retrieve`), for events that name
   * the charge but not the refund (`charge.refunded`). Providers whose refunds settle at once
   * have none.
   */
  retrieveRefund?(refundReference: string): Promise<RefundState>;
}

/** Where a refund stands at the provider. */
export type RefundState =
  | { status: 'pending' | 'succeeded' }
  /** Not paid back, with the provider's reason (Stripe's `failure_reason`). */
  | { status: 'failed' | 'canceled'; reason: string };

/** A refund the provider accepted: its id, and whether the money has gone back yet. */
export interface RefundResult {
  refundReference: string;
  status: 'pending' | 'succeeded';
}

/** A refund the provider refused or could not be asked for. */
export class RefundError extends Error {
  /**
   * Why, in words staff can act on (the provider's own sentence, or that it could not be reached);
   * never card data. The console shows it in its refusal message.
   */
  readonly reason: string;

  constructor(message: string, options?: { cause?: unknown; reason?: string }) {
    super(message, options);
    this.name = 'RefundError';
    this.reason = (options?.reason ?? 'the payment provider refused it').slice(0, 300);
  }
}

const DECLINES = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
} as const;

type Outcome = 'succeeded' | keyof typeof DECLINES;

/** Stripe's documented test cards and tokens and what they do. */
const TEST_CARDS: Record<string, Outcome> = {
  '4242424242424242': 'succeeded',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
};
const TEST_TOKENS: Record<string, Outcome> = {
  tok_visa: 'succeeded',
  tok_chargeDeclined: 'card_declined',
  tok_chargeDeclinedInsufficientFunds: 'insufficient_funds',
  // Stripe's test PaymentMethods, so a client built against the Stripe provider works offline too.
  pm_card_visa: 'succeeded',
  pm_card_chargeDeclined: 'card_declined',
  pm_card_chargeDeclinedInsufficientFunds: 'insufficient_funds',
};

const TEST_PREFIX = 'test_';

/**
 * The built-in, offline provider (the default): Stripe-style test numbers decide the outcome,
 * every other number or token is refused as invalid. Nothing leaves the process.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const { method } = request;
    let outcome: Outcome | undefined;
    if (method.kind === 'card') {
      outcome = TEST_CARDS[method.cardNumber];
      if (!outcome) return { status: 'invalid', field: 'body.card_number', reason: 'not a test card number' };
    } else {
      outcome = Object.hasOwn(TEST_TOKENS, method.token) ? TEST_TOKENS[method.token] : undefined;
      if (!outcome) return { status: 'invalid', field: 'body.token', reason: 'unknown payment token' };
    }
    const providerReference = `${TEST_PREFIX}${randomUUID()}`;
    if (outcome === 'succeeded') return { status: 'succeeded', providerReference };
    return { status: 'failed', providerReference, failureCode: outcome, failureMessage: DECLINES[outcome] };
  }

  /** Immediate, like its charges; only its own charges can be refunded. */
  async refund(providerReference: string): Promise<RefundResult> {
    if (!providerReference.startsWith(TEST_PREFIX)) {
      throw new RefundError(`not a test provider charge: ${providerReference}`, {
        reason: 'the payment was not taken by the test provider',
      });
    }
    return { refundReference: `test_refund_${randomUUID()}`, status: 'succeeded' };
  }
}
