import { randomBytes } from 'node:crypto';
import type { Order } from '@atelier/api/schema';
import { TEST_WEBHOOK_SECRET } from './test-config';
import { signPayload } from '../../src/modules/payments/webhook-signature';

export type PaymentIntentEventType = 'payment_intent.succeeded' | 'payment_intent.payment_failed';

const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** A new PaymentIntent id, Stripe-style (`pi_...`). */
export const newIntentId = () => stripeId('pi');

/**
 * Test helper: a Stripe `payment_intent.*` event for an order, shaped as Stripe sends it (the
 * PaymentIntent carries the order's amount in minor units, the lower-case currency and our order
 * id in its metadata). A new event id unless one is given.
 */
export function paymentIntentEvent(
  type: PaymentIntentEventType,
  order: Pick<Order, 'id' | 'total' | 'currency'>,
  options: { eventId?: string; intentId?: string; created?: number } = {},
) {
  const succeeded = type === 'payment_intent.succeeded';
  return {
    id: options.eventId ?? stripeId('evt'),
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: options.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    type,
    data: {
      object: {
        id: options.intentId ?? newIntentId(),
        object: 'payment_intent',
        amount: order.total,
        amount_received: succeeded ? order.total : 0,
        currency: order.currency.toLowerCase(),
        status: succeeded ? 'succeeded' : 'requires_payment_method',
        metadata: { order_id: order.id },
        last_payment_error: succeeded
          ? null
          : { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
      },
    },
  };
}

/**
 * The raw body and its `Stripe-Signature` header, signed with the test server's webhook secret
 * at `timestamp` (unix seconds, default now) unless another secret is given.
 */
export function signedDelivery(
  event: unknown,
  options: { secret?: string; timestamp?: number; raw?: string } = {},
): { raw: string; signature: string } {
  const raw = options.raw ?? JSON.stringify(event);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  return { raw, signature: signPayload(raw, options.secret ?? TEST_WEBHOOK_SECRET, timestamp) };
}

/**
 * A Stripe refund event as Stripe sends it: `refund.updated` (or `refund.failed`) carries the
 * Refund itself; `charge.refunded` carries the Charge of the PaymentIntent, without its refunds
 * (API versions since 2022-11-15 no longer include them), so the receiver asks Stripe.
 */
export function refundEvent(
  type: 'refund.updated' | 'refund.failed' | 'charge.refunded',
  refund: {
    id: string;
    amount: number;
    currency: string;
    payment_intent: string;
    status: string;
    failure_reason: string | null;
  },
  options: { eventId?: string } = {},
) {
  const object =
    type === 'charge.refunded'
      ? {
          id: stripeId('ch'),
          object: 'charge',
          amount: refund.amount,
          amount_refunded: refund.amount,
          currency: refund.currency,
          payment_intent: refund.payment_intent,
          refunded: true,
          status: 'succeeded',
        }
      : { ...refund, object: 'refund' };
  return {
    id: options.eventId ?? stripeId('evt'),
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    type,
    data: { object },
  };
}
