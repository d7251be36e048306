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
  /** Our reference (order id), passed on as metadata. */
  reference: string;
}

export type ChargeResult =
  | { status: 'succeeded'; providerReference: string }
  | { status: 'failed'; providerReference: string; failureCode: string; failureMessage: string }
  /** The payment method itself is not acceptable (unknown test card/token): a 400 on `field`. */
  | { status: 'invalid'; field: string; reason: string };

/** A card payment provider. `name` is stored in `payments.provider`. */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  charge(request: ChargeRequest): Promise<ChargeResult>;
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
};

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
    const providerReference = `test_${randomUUID()}`;
    if (outcome === 'succeeded') return { status: 'succeeded', providerReference };
    return { status: 'failed', providerReference, failureCode: outcome, failureMessage: DECLINES[outcome] };
  }
}

/**
 * Placeholder for Stripe (PaymentIntents with the secret key). Not implemented yet: it refuses to
 * charge rather than pretending a payment went through, and nothing selects it today.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;

  constructor(private readonly secretKey: string) {}

  charge(_request: ChargeRequest): Promise<ChargeResult> {
    void this.secretKey;
    return Promise.reject(new Error('StripePaymentProvider is not implemented yet'));
  }
}
