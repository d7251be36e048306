import type { Database } from '../../db/database';
import { badRequest } from '../../http/errors';
import { lockBooking } from '../../modules/bookings';
import { lockOrder } from '../../modules/orders';
import type { PaymentProvider, PaymentState } from '../../modules/payments';
import {
  findPaymentByReference,
  insertPayment,
  recordEvent,
  setOrderStatus,
  verifiedEvent,
} from '../../modules/payments';
import { settleBookingPayment } from './booking-settlement';
import { isRefundEvent, settleRefundEvent } from './refund-events';
import {
  markBookingFailed,
  markBookingPaid,
  markOrderPaid,
  PAYABLE,
  settleLateOrderSuccess,
  settlePayment,
} from './settlement';
import { stringField, type WebhookEvent } from './webhook-event';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Our id in the PaymentIntent's metadata (`order_id` or `booking_id`), when it is a UUID. */
function metadataIdOf(event: WebhookEvent, key: 'order_id' | 'booking_id'): string | null {
  const object = event.data.object as Record<string, unknown> | undefined;
  const metadata = object?.metadata as Record<string, unknown> | undefined;
  const id = metadata?.[key];
  return typeof id === 'string' && UUID.test(id) ? id : null;
}

/**
 * The webhook's booking part, with the same rules as for orders: a known PaymentIntent settles
 * its payment row; an unknown one is recorded as a new payment while the booking is payable.
 */
async function settleBookingEvent(
  tx: Database,
  provider: PaymentProvider | null,
  bookingId: string,
  intentId: string | null,
  state: Exclude<PaymentState, { status: 'processing' }>,
): Promise<void> {
  const booking = await lockBooking(tx, bookingId);
  if (!booking) return;
  const known = intentId
    ? await findPaymentByReference(tx, { bookingId: booking.id }, 'stripe', intentId)
    : undefined;
  if (known) {
    // A success for a booking whose hold already ran out is paid back, never kept without places.
    await settleBookingPayment(tx, booking, known, state, provider);
    return;
  }
  if (!PAYABLE.has(booking.status)) return;
  await insertPayment(tx, {
    bookingId: booking.id,
    status: state.status,
    amount: booking.amount,
    currency: booking.currency,
    provider: 'stripe',
    providerReference: intentId,
    failureCode: state.status === 'failed' ? state.failureCode : null,
    failureMessage: state.status === 'failed' ? state.failureMessage : null,
  });
  if (state.status === 'succeeded') await markBookingPaid(tx, booking.id);
  else await markBookingFailed(tx, booking.id);
}

/** The final state a `payment_intent.*` event reports; null for other events. */
function stateOfEvent(event: WebhookEvent): PaymentState | null {
  if (event.type === 'payment_intent.succeeded') return { status: 'succeeded' };
  if (event.type !== 'payment_intent.payment_failed') return null;
  const decline = stringField(event, 'last_payment_error', 'decline_code');
  return {
    status: 'failed',
    failureCode: (decline && decline !== 'generic_decline'
      ? decline
      : (stringField(event, 'last_payment_error', 'code') ?? 'card_declined')
    ).slice(0, 64),
    failureMessage: (
      stringField(event, 'last_payment_error', 'message') ?? 'The payment was declined.'
    ).slice(0, 500),
  };
}

/** A `payment_intent.*` event: the order (gift card purchases are orders) or booking it names. */
async function settleIntentEvent(
  tx: Database,
  provider: PaymentProvider | null,
  event: WebhookEvent,
): Promise<void> {
  const state = stateOfEvent(event);
  if (!state || state.status === 'processing') return;
  const orderId = metadataIdOf(event, 'order_id');
  if (!orderId) {
    const bookingId = metadataIdOf(event, 'booking_id');
    if (bookingId) await settleBookingEvent(tx, provider, bookingId, stringField(event, 'id'), state);
    return;
  }
  const order = await lockOrder(tx, orderId);
  if (!order) return;
  const intentId = stringField(event, 'id');
  const known = intentId
    ? await findPaymentByReference(tx, { orderId: order.id }, 'stripe', intentId)
    : undefined;
  if (known) {
    await settlePayment(tx, order, known, state, provider?.name === known.provider ? provider : null);
    return;
  }
  if (!PAYABLE.has(order.status)) {
    // Money for an order whose hold lapsed: recorded, then the order is paid again or refunded.
    if (state.status === 'succeeded' && order.status === 'cancelled' && provider?.name === 'stripe') {
      const payment = await insertPayment(tx, {
        orderId: order.id,
        status: 'succeeded',
        amount: order.total,
        currency: order.currency,
        provider: 'stripe',
        providerReference: intentId,
        failureCode: null,
        failureMessage: null,
      });
      await settleLateOrderSuccess(tx, provider, order, payment);
    }
    return;
  }
  await insertPayment(tx, {
    orderId: order.id,
    status: state.status,
    amount: order.total,
    currency: order.currency,
    provider: 'stripe',
    providerReference: intentId,
    failureCode: state.status === 'failed' ? state.failureCode : null,
    failureMessage: state.status === 'failed' ? state.failureMessage : null,
  });
  if (state.status === 'succeeded') await markOrderPaid(tx, order.id);
  else await setOrderStatus(tx, order.id, 'payment_failed', null);
}

/**
 * POST /api/payments/webhook/: the `Stripe-Signature` is checked by the `stripe` library's
 * `webhooks.constructEvent` against the raw body with the webhook secret and a 300 s tolerance
 * (400 otherwise, and when no secret is configured); the event applied is the one it verified.
 * Each event id is applied once (`payment_events`); repeats are acknowledged without effect.
 * Handled, each under its order's or booking's row lock:
 * - `payment_intent.succeeded` / `payment_intent.payment_failed` for the order in
 *   `data.object.metadata.order_id` (gift card purchases are orders) or the booking in
 *   `booking_id`. An event for a PaymentIntent we recorded settles that payment row (a
 *   `processing` one, or a failed one that later succeeded) and never turns a success into a
 *   failure. An intent we never recorded (our transaction rolled back after Stripe answered) is
 *   recorded as a new payment while the target is payable. A success after the hold lapsed: an
 *   order takes its stock again and is paid, or is refunded at once (`settleLateOrderSuccess`);
 *   a booking is refunded at once. A refused refund answers 500, so the event comes again.
 * - `refund.updated`, `refund.failed`, `charge.refund.updated` and `charge.refunded`: a refund
 *   still `pending` becomes `succeeded` (what it returns goes back, once) or `failed`/`canceled`
 *   with Stripe's reason (nothing goes back) — see refund-events.ts.
 * Other events are only recorded.
 */
export async function handleWebhook(
  db: Database,
  secret: string | null,
  signature: string | undefined,
  rawBody: string,
  /** The configured provider: refunds late successes, reads refunds `charge.refunded` names. */
  provider: PaymentProvider | null = null,
): Promise<{ received: true }> {
  const field = 'header.stripe-signature';
  if (!secret)
    throw badRequest([{ field, reason: 'webhooks are not configured' }], 'Webhooks are not configured');
  const event = verifiedEvent(signature, rawBody, secret) as WebhookEvent | null;
  if (!event) throw badRequest([{ field, reason: 'invalid signature' }], 'Invalid webhook signature');
  if (typeof event.id !== 'string' || typeof event.type !== 'string' || typeof event.data !== 'object') {
    throw badRequest([{ field: 'body', reason: 'not an event' }], 'Not a webhook event');
  }
  await db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event.id, event.type))) return;
    if (isRefundEvent(event)) await settleRefundEvent(tx, provider, event);
    else await settleIntentEvent(tx, provider, event);
  });
  return { received: true };
}
