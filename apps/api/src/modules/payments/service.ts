import type { Payment, PaymentRequest } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { badRequest, conflict } from '../../http/errors';
import { assertOrderAccess } from '../orders/order-access';
import { lockOrder } from '../orders/queries';
import type { PaymentProvider } from './provider';
import { insertPayment, recordEvent, setOrderStatus, type PaymentRow } from './queries';
import { verifySignature } from './webhook-signature';

const PAYABLE = new Set(['pending_payment', 'payment_failed']);

function paymentView(row: PaymentRow): Payment {
  return {
    id: row.id,
    order_id: row.orderId,
    booking_id: row.bookingId,
    status: row.status as Payment['status'],
    amount: row.amount,
    currency: row.currency as Payment['currency'],
    provider: row.provider as Payment['provider'],
    failure_code: row.failureCode,
    failure_message: row.failureMessage,
    created_at: row.createdAt.toISOString(),
  };
}

function notPayable(status: string) {
  return conflict(
    status === 'paid' || status === 'fulfilled'
      ? 'This order is already paid'
      : 'This order can no longer be paid',
  );
}

/**
 * Pays an order by card through the provider, with the order row locked so two payments of one
 * order run one after the other (the second sees `paid` and gets the 409). The amount is the
 * order's stored total. A decline is recorded (200, `failed`), leaves the order payable again and
 * releases nothing (the stock stays with the order); an invalid card is a 400 that records nothing.
 */
export async function payOrder(
  db: Database,
  provider: PaymentProvider,
  orderId: string,
  body: PaymentRequest,
  viewerId: number | null,
): Promise<Payment> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    assertOrderAccess(order, viewerId);
    if (!PAYABLE.has(order.status)) throw notPayable(order.status);
    const result = await provider.charge({
      amount: order.total,
      currency: order.currency,
      reference: order.id,
      method:
        'token' in body
          ? { kind: 'token', token: body.token }
          : {
              kind: 'card',
              cardNumber: body.card_number,
              expMonth: body.exp_month,
              expYear: body.exp_year,
              cvc: body.cvc,
            },
    });
    if (result.status === 'invalid') {
      throw badRequest([{ field: result.field, reason: result.reason }], 'The card was not accepted');
    }
    const payment = await insertPayment(tx, {
      orderId: order.id,
      status: result.status,
      amount: order.total,
      currency: order.currency,
      provider: provider.name,
      providerReference: result.providerReference,
      failureCode: result.status === 'failed' ? result.failureCode : null,
      failureMessage: result.status === 'failed' ? result.failureMessage : null,
    });
    if (result.status === 'succeeded') await setOrderStatus(tx, order.id, 'paid', new Date());
    else await setOrderStatus(tx, order.id, 'payment_failed', null);
    return paymentView(payment);
  });
}

interface WebhookEvent {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function orderIdOf(event: WebhookEvent): string | null {
  const object = event.data.object as Record<string, unknown> | undefined;
  const metadata = object?.metadata as Record<string, unknown> | undefined;
  const id = metadata?.order_id;
  return typeof id === 'string' && UUID.test(id) ? id : null;
}

function stringField(event: WebhookEvent, ...path: string[]): string | null {
  let value: unknown = event.data.object;
  for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value.slice(0, 255) : null;
}

/**
 * POST /api/payments/webhook/: the `Stripe-Signature` must be an HMAC-SHA256 of `{t}.{raw body}`
 * with PAYMENT_WEBHOOK_SECRET (400 otherwise, and when no secret is configured). Each event id is
 * applied once (`payment_events`); repeats are acknowledged without effect. Handled:
 * `payment_intent.succeeded` (order paid) and `payment_intent.payment_failed` (order payable
 * again), for the order in `data.object.metadata.order_id`; other events are only recorded.
 */
export async function handleWebhook(
  db: Database,
  secret: string | null,
  signature: string,
  rawBody: string,
  event: WebhookEvent,
): Promise<{ received: true }> {
  const field = 'headers.stripe-signature';
  if (!secret)
    throw badRequest([{ field, reason: 'webhooks are not configured' }], 'Webhooks are not configured');
  if (!verifySignature(signature, rawBody, secret)) {
    throw badRequest([{ field, reason: 'invalid signature' }], 'Invalid webhook signature');
  }
  await db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event.id, event.type))) return;
    const orderId = orderIdOf(event);
    if (!orderId) return;
    const succeeded = event.type === 'payment_intent.succeeded';
    const failed = event.type === 'payment_intent.payment_failed';
    if (!succeeded && !failed) return;
    const order = await lockOrder(tx, orderId);
    if (!order || !PAYABLE.has(order.status)) return;
    await insertPayment(tx, {
      orderId: order.id,
      status: succeeded ? 'succeeded' : 'failed',
      amount: order.total,
      currency: order.currency,
      provider: 'stripe',
      providerReference: stringField(event, 'id'),
      failureCode: failed ? (stringField(event, 'last_payment_error', 'code') ?? 'card_declined') : null,
      failureMessage: failed ? stringField(event, 'last_payment_error', 'message') : null,
    });
    await setOrderStatus(tx, order.id, succeeded ? 'paid' : 'payment_failed', succeeded ? new Date() : null);
  });
  return { received: true };
}
