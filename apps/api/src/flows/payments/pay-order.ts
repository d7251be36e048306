import { createHash } from 'node:crypto';
import type { Order, Payment, PaymentRequest } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { badRequest, conflict } from '../../http/errors';
import { assertOrderAccess, getOrder, lockOrder, type OrderRow } from '../../modules/orders';
import { lapseIfDue } from './hold-release';
import type { ChargeRequest, PaymentProvider } from '../../modules/payments';
import {
  countPaymentsOf,
  insertPayment,
  latestPaymentOf,
  methodOf,
  type PaymentRow,
  paymentView,
  PROCESSING_ROW_STATUS,
  setOrderStatus,
} from '../../modules/payments';
import { markOrderPaid, PAYABLE, settlePayment } from './settlement';

function notPayable(status: string) {
  return conflict(
    status === 'paid' || status === 'fulfilled'
      ? 'This order is already paid'
      : status === 'cancelled'
        ? 'This order was not paid in time and is cancelled; its items are back on sale'
        : 'This order can no longer be paid',
  );
}

/**
 * The provider's idempotency key of one payment attempt: the order, the attempt's number (payments
 * recorded so far, read under the order lock) and the token. A request retried after a crash or a
 * lost answer, before anything was recorded, gets the same key, so Stripe answers the first
 * outcome instead of charging twice; a new attempt after a decline gets a new one. Card numbers
 * (test provider only) are left out of it, so no derivative of one is stored.
 */
function attemptKey(orderId: string, attempt: number, method: ChargeRequest['method']): string {
  const what = method.kind === 'token' ? method.token : 'card';
  const digest = createHash('sha256').update(what).digest('hex').slice(0, 16);
  return `order-${orderId}-attempt-${attempt}-${digest}`;
}

/**
 * Asks the provider about the order's `processing` payment (or cancels it, when the shopper pays
 * anew) and records a final answer, with the order row locked by the caller. Null when there is
 * none; otherwise that payment and its status now (`pending` while still processing).
 */
async function settleLatest(
  tx: Database,
  provider: PaymentProvider,
  order: OrderRow,
  how: 'retrieve' | 'cancel',
): Promise<{ before: PaymentRow; status: string } | null> {
  const latest = await latestPaymentOf(tx, { orderId: order.id });
  if (!latest || latest.status !== PROCESSING_ROW_STATUS) return null;
  const ask = how === 'cancel' ? provider.cancel : provider.retrieve;
  if (!ask || latest.provider !== provider.name || !latest.providerReference) {
    return { before: latest, status: latest.status };
  }
  const state = await ask.call(provider, latest.providerReference);
  const changed = await settlePayment(tx, order, latest, state, provider);
  return { before: latest, status: changed ? state.status : latest.status };
}

/**
 * Pays an order through the provider, with the order row locked so two payments of one order run
 * one after the other (the second sees `paid` and gets the 409). The amount is the order's stored
 * total. A decline is recorded (200, `failed`), leaves the order payable again and releases
 * nothing (the stock stays with the order while its hold lasts); an invalid card or token is a 400
 * that records nothing. Past its hold the order is released first and the payment refused (409).
 * A payment the provider has not settled (`processing`) leaves the order waiting for
 * `POST /api/verify/` or the webhook; paying again meanwhile first cancels it at the provider: a
 * new charge once it is cancelled (or had failed), its payment when it had succeeded, 409 while
 * it is processing beyond cancelling.
 */
export async function payOrder(
  db: Database,
  provider: PaymentProvider,
  orderId: string,
  body: PaymentRequest,
  viewerId: number | null,
  now: Date = new Date(),
): Promise<Payment> {
  // A lapsed order is released first, in its own transaction (the refusal below rolls back).
  await lapseIfDue(db, provider, orderId, now);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    assertOrderAccess(order, viewerId);
    if (!PAYABLE.has(order.status)) throw notPayable(order.status);

    // A payment still processing (e.g. 3-D Secure left unfinished) is cancelled first, so the old
    // and the new attempt can never both be charged; one Stripe cannot cancel blocks a new one.
    const pending = await settleLatest(tx, provider, order, 'cancel');
    if (pending && pending.status === PROCESSING_ROW_STATUS) {
      throw conflict('A payment of this order is still being processed');
    }
    if (pending?.status === 'succeeded') {
      return paymentView({ ...pending.before, status: 'succeeded' });
    }

    const method = methodOf(body);
    if (order.total === 0) {
      // Nothing to charge (a discount covers everything): no provider is asked — Stripe refuses
      // amounts below its minimum — and the order is paid with a zero payment on record.
      const payment = await insertPayment(tx, {
        orderId: order.id,
        status: 'succeeded',
        amount: 0,
        currency: order.currency,
        provider: provider.name,
        providerReference: null,
        failureCode: null,
        failureMessage: null,
        idempotencyKey: null,
      });
      await markOrderPaid(tx, order.id);
      return paymentView(payment);
    }
    const idempotencyKey = attemptKey(
      order.id,
      (await countPaymentsOf(tx, { orderId: order.id })) + 1,
      method,
    );
    const result = await provider.charge({
      amount: order.total,
      currency: order.currency,
      reference: order.id,
      method,
      idempotencyKey,
    });
    if (result.status === 'invalid') {
      throw badRequest([{ field: result.field, reason: result.reason }], 'The card was not accepted');
    }
    const payment = await insertPayment(tx, {
      orderId: order.id,
      status: result.status === 'processing' ? PROCESSING_ROW_STATUS : result.status,
      amount: order.total,
      currency: order.currency,
      provider: provider.name,
      providerReference: result.providerReference,
      failureCode: result.status === 'failed' ? result.failureCode : null,
      failureMessage: result.status === 'failed' ? result.failureMessage : null,
      idempotencyKey,
    });
    if (result.status === 'succeeded') await markOrderPaid(tx, order.id);
    else if (result.status === 'failed') await setOrderStatus(tx, order.id, 'payment_failed', null);
    // Processing: no longer failed, not paid yet.
    else await setOrderStatus(tx, order.id, 'pending_payment', null);
    const view = paymentView(payment);
    return 'clientSecret' in result && result.clientSecret
      ? { ...view, client_secret: result.clientSecret }
      : view;
  });
}

/**
 * POST /api/verify/: the order, after asking the provider about its latest payment when that one
 * is still `processing` (Stripe: retrieving the PaymentIntent). Same access rule as reading the
 * order. The order row is locked and the payment re-read inside the transaction, so concurrent
 * and repeated calls record a settlement once; a call with nothing to settle changes nothing.
 */
export async function verifyPayment(
  db: Database,
  provider: PaymentProvider,
  orderId: string,
  viewerId: number | null,
  now: Date = new Date(),
): Promise<Order> {
  await lapseIfDue(db, provider, orderId, now);
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    assertOrderAccess(order, viewerId);
    await settleLatest(tx, provider, order, 'retrieve');
  });
  return getOrder(db, orderId, viewerId, now);
}
