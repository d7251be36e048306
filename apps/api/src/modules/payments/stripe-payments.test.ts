import { randomUUID } from 'node:crypto';
import type { Order, Payment } from '@atelier/api/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema';
import { databases } from '../../../test/support/databases';
import { registerMember } from '../../../test/support/members';
import { useTestServer } from '../../../test/support/test-server';
import { checkoutCalls, GOOD_CARD, VN_ADDRESS, VND_MARKET } from '../../../test/support/checkout-calls';
import type { CallOptions } from '../../../test/support/http-calls';
import { paymentIntentEvent, signedDelivery } from '../../../test/support/webhook-events';
import { useStripeTestServer } from '../../../test/support/stripe-test-server';

interface ErrorBody {
  message: string;
  errors?: { field: string; reason: string }[];
}

const SLUG = 'kaya-toast-candle';

/**
 * The API with STRIPE_SECRET_KEY set and STRIPE_API_BASE pointing at a local fake of Stripe:
 * what a shopper and Stripe's webhook see, over real HTTP, on a real database.
 */
describe.each(databases())('payments through Stripe on %s', (target) => {
  const stripeServer = useStripeTestServer(target);
  const { server } = stripeServer;
  const shop = checkoutCalls(server);

  beforeAll(async () => {
    await shop.setStock(shop.product(SLUG).variant(0).id, 1000);
  });

  const pay = (orderId: string, token: string, options: CallOptions = {}) =>
    shop.pay(orderId, { token }, options);

  const verify = (orderId: string, options: CallOptions = {}) =>
    shop.call<Order>('POST', '/api/verify/', '/api/verify/', { ...options, body: { order_id: orderId } });

  /** The order e-mails queued for an order (queued in the transaction that makes it paid). */
  const emailsOf = async (orderId: string) =>
    (await server.db.select().from(outboxEmails).where(eq(outboxEmails.reference, orderId))).map(
      (e) => e.kind,
    );

  const requestsFor = (orderId: string) =>
    stripeServer.fake.requests.filter(
      (r) =>
        r.form.get('metadata[order_id]') === orderId ||
        [...stripeServer.fake.intents.values()].some(
          (i) => i.metadata.order_id === orderId && r.path.endsWith(i.id),
        ),
    );

  /** A payment that waits for 3-D Secure: answered `processing`, the order still unpaid. */
  async function processingPayment(order: Order): Promise<{ payment: Payment; intentId: string }> {
    const res = await pay(order.id, 'pm_card_threeDSecure2Required');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'processing', provider: 'stripe', failure_code: null });
    const [row] = await shop.paymentsOf(order.id);
    const intentId = row!.providerReference!;
    // What Stripe.js needs to run 3-D Secure in the browser.
    expect(res.body.client_secret).toBe(stripeServer.fake.intents.get(intentId)!.client_secret);
    return { payment: res.body, intentId };
  }

  it('charges a guest order with pm_card_visa: the order is paid, Stripe charged exactly its total', async () => {
    const order = await shop.orderOf(SLUG);

    const res = await pay(order.id, 'pm_card_visa');

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      status: 'succeeded',
      provider: 'stripe',
      order_id: order.id,
      amount: order.total,
      currency: 'SGD',
      failure_code: null,
    });
    expect(res.body).not.toHaveProperty('client_secret');
    const read = await shop.readOrder(order.id);
    expect(read.body.status).toBe('paid');
    expect(read.body.paid_at).not.toBeNull();

    const sent = requestsFor(order.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.form.get('amount')).toBe(String(order.total));
    expect(sent[0]!.form.get('currency')).toBe('sgd');
    const [row] = await shop.paymentsOf(order.id);
    const intent = stripeServer.fake.intents.get(row!.providerReference!);
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: order.total,
      metadata: { order_id: order.id },
    });
    expect(sent[0]!.headers['idempotency-key']).toBe(row!.idempotencyKey);
    expect(await emailsOf(order.id)).toEqual(['order_confirmation']);

    // Paid: another attempt is refused before Stripe is called.
    expect((await pay(order.id, 'pm_card_visa')).status).toBe(409);
    expect(requestsFor(order.id)).toHaveLength(1);
  });

  it('charges a VND order in whole dong (zero-decimal)', async () => {
    const market = { headers: { ...VND_MARKET } };
    const cart = await shop.cartWith(SLUG, 2, market);
    const placed = await shop.placeOrder(
      shop.orderBody(cart.id, {
        shipping_rule_id: shop.rule('vn', 'standard').id,
        shipping_address: VN_ADDRESS,
      }),
      randomUUID(),
      market,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body;
    expect(order.currency).toBe('VND');
    expect(order.total).toBeGreaterThan(100_000);

    const res = await pay(order.id, 'pm_card_visa', market);

    expect(res.body).toMatchObject({ status: 'succeeded', amount: order.total, currency: 'VND' });
    const [sent] = requestsFor(order.id);
    expect([sent!.form.get('amount'), sent!.form.get('currency')]).toEqual([String(order.total), 'vnd']);
  });

  it('records a decline with its message, leaves the order payable, and a retry with another card pays it', async () => {
    const order = await shop.orderOf(SLUG);

    const declined = await pay(order.id, 'pm_card_chargeDeclined');
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      status: 'failed',
      failure_code: 'card_declined',
      failure_message: 'Your card was declined.',
      amount: order.total,
    });
    const poor = await pay(order.id, 'pm_card_chargeDeclinedInsufficientFunds');
    expect(poor.body).toMatchObject({ status: 'failed', failure_code: 'insufficient_funds' });
    expect((await shop.readOrder(order.id)).body.status).toBe('payment_failed');
    expect(await emailsOf(order.id)).toEqual([]);

    const paid = await pay(order.id, 'pm_card_visa');
    expect(paid.body).toMatchObject({ status: 'succeeded' });
    expect((await shop.readOrder(order.id)).body.status).toBe('paid');

    // Each attempt had its own idempotency key (a retry of an attempt would reuse its key).
    const keys = requestsFor(order.id).map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
    const rows = await shop.paymentsOf(order.id);
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'failed', 'succeeded']);
    expect(new Set(rows.map((r) => r.providerReference)).size).toBe(3);
  });

  it('refuses raw card numbers with a 400 and never sends them to Stripe', async () => {
    const order = await shop.orderOf(SLUG);

    const res = await shop.pay(order.id, GOOD_CARD);

    expect(res.status).toBe(400);
    expect((res.body as unknown as ErrorBody).errors).toEqual([
      { field: 'body.card_number', reason: expect.stringContaining('not accepted') },
    ]);
    expect(requestsFor(order.id)).toEqual([]);
    expect(await shop.paymentsOf(order.id)).toEqual([]);
    expect((await shop.readOrder(order.id)).body.status).toBe('pending_payment');

    const unknown = await pay(order.id, 'pm_unknown_method');
    expect(unknown.status).toBe(400);
    expect((unknown.body as unknown as ErrorBody).errors).toEqual([
      { field: 'body.token', reason: 'unknown payment method' },
    ]);
    expect(await shop.paymentsOf(order.id)).toEqual([]);
  });

  it('leaves a 3-D Secure payment processing; /api/verify/ settles it once, however often it is called', async () => {
    const order = await shop.orderOf(SLUG);
    const { intentId } = await processingPayment(order);
    expect((await shop.readOrder(order.id)).body.status).toBe('pending_payment');

    // Not authenticated yet: verify asks Stripe and changes nothing.
    const early = await verify(order.id);
    expect(early.status).toBe(200);
    expect(early.body).toMatchObject({ id: order.id, status: 'pending_payment', paid_at: null });
    expect(requestsFor(order.id).map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/payment_intents',
      `GET /v1/payment_intents/${intentId}`,
    ]);
    expect(await emailsOf(order.id)).toEqual([]);

    stripeServer.fake.complete(intentId, 'succeeded');
    const calls = await Promise.all(Array.from({ length: 6 }, () => verify(order.id)));

    expect(calls.map((r) => r.status)).toEqual(Array<number>(6).fill(200));
    expect(calls.map((r) => r.body.status)).toEqual(Array<string>(6).fill('paid'));
    const paidAt = calls[0]!.body.paid_at;
    expect(paidAt).not.toBeNull();
    expect(new Set(calls.map((r) => r.body.paid_at))).toEqual(new Set([paidAt]));
    // One retrieval settled it; the calls that waited for the lock found nothing left to ask.
    const gets = requestsFor(order.id).filter((r) => r.method === 'GET');
    expect(gets).toHaveLength(2);
    const rows = await shop.paymentsOf(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', providerReference: intentId, amount: order.total });
    expect(await emailsOf(order.id)).toEqual(['order_confirmation']);

    const snapshot = await shop.orderSnapshot(order.id);
    const repeat = await verify(order.id);
    expect(repeat.body).toEqual(calls[0]!.body);
    expect(await shop.orderSnapshot(order.id)).toEqual(snapshot);
  });

  it('makes the order payable again when 3-D Secure fails, and a new card pays it', async () => {
    const order = await shop.orderOf(SLUG);
    const { intentId } = await processingPayment(order);
    stripeServer.fake.complete(intentId, 'failed');

    const res = await verify(order.id);

    expect(res.body.status).toBe('payment_failed');
    const [row] = await shop.paymentsOf(order.id);
    expect(row).toMatchObject({ status: 'failed', failureCode: 'payment_intent_authentication_failure' });
    expect((await pay(order.id, 'pm_card_visa')).body).toMatchObject({ status: 'succeeded' });
    expect((await verify(order.id)).body.status).toBe('paid');
  });

  it('settles a processing payment when paying again finds it succeeded meanwhile', async () => {
    const order = await shop.orderOf(SLUG);
    const { payment, intentId } = await processingPayment(order);
    stripeServer.fake.complete(intentId, 'succeeded');

    const res = await pay(order.id, 'pm_card_visa');

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: payment.id, status: 'succeeded' });
    expect(requestsFor(order.id).filter((r) => r.path === '/v1/payment_intents')).toHaveLength(1);
    expect((await shop.readOrder(order.id)).body.status).toBe('paid');
  });

  it('cancels an unfinished 3-D Secure payment when the shopper pays again, so only one is charged', async () => {
    const order = await shop.orderOf(SLUG);
    const { intentId } = await processingPayment(order);

    const res = await pay(order.id, 'pm_card_visa');

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'succeeded', amount: order.total });
    expect(stripeServer.fake.intents.get(intentId)).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'abandoned',
    });
    const rows = await shop.paymentsOf(order.id);
    expect(rows.map((r) => [r.providerReference === intentId, r.status, r.failureCode]).sort()).toEqual([
      [false, 'succeeded', null],
      [true, 'failed', 'payment_intent_canceled'],
    ]);
    expect((await shop.readOrder(order.id)).body.status).toBe('paid');
  });

  it('refuses a new payment (409) while Stripe is still processing the previous one', async () => {
    const order = await shop.orderOf(SLUG);
    const { intentId } = await processingPayment(order);
    stripeServer.fake.complete(intentId, 'processing');
    const before = await shop.orderSnapshot(order.id);

    const res = await pay(order.id, 'pm_card_visa');

    expect(res.status).toBe(409);
    expect((res.body as unknown as ErrorBody).message).toMatch(/still being processed/);
    expect(requestsFor(order.id).filter((r) => r.path === '/v1/payment_intents')).toHaveLength(1);
    expect(await shop.orderSnapshot(order.id)).toEqual(before);

    stripeServer.fake.complete(intentId, 'succeeded');
    expect((await verify(order.id)).body.status).toBe('paid');
  });

  it('verifies only for whoever may read the order', async () => {
    const member = await registerMember(server.url);
    const token = { token: member.token };
    const cart = await shop.cartWith(SLUG, 1, token);
    const placed = await shop.placeOrder(shop.orderBody(cart.id), randomUUID(), token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);

    expect((await verify(placed.body.id)).status).toBe(403);
    expect((await verify(placed.body.id, token)).status).toBe(200);
    expect((await verify(randomUUID())).status).toBe(404);
    const bad = await shop.call('POST', '/api/verify/', '/api/verify/', { body: { order_id: 'nope' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('body.order_id');
    const extra = await shop.call('POST', '/api/verify/', '/api/verify/', {
      body: { order_id: placed.body.id, status: 'paid' },
    });
    expect(extra.status).toBe(400);
  });

  describe('webhook', () => {
    const deliver = (delivery: { raw: string; signature: string }) =>
      shop.call('POST', '/api/payments/webhook/', '/api/payments/webhook/', {
        body: delivery.raw,
        headers: { 'stripe-signature': delivery.signature },
      });

    it('settles the processing payment of its intent instead of adding a second one', async () => {
      const order = await shop.orderOf(SLUG);
      const { payment, intentId } = await processingPayment(order);
      const event = paymentIntentEvent('payment_intent.succeeded', order, { intentId });

      expect((await deliver(signedDelivery(event))).status).toBe(200);

      const rows = await shop.paymentsOf(order.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: payment.id, status: 'succeeded', providerReference: intentId });
      const paid = await shop.readOrder(order.id);
      expect(paid.body.status).toBe('paid');
      expect(await emailsOf(order.id)).toEqual(['order_confirmation']);

      // Replayed, then contradicted by a late failure: nothing moves, and verify has nothing to ask.
      const snapshot = await shop.orderSnapshot(order.id);
      expect((await deliver(signedDelivery(event))).status).toBe(200);
      const late = paymentIntentEvent('payment_intent.payment_failed', order, { intentId });
      expect((await deliver(signedDelivery(late))).status).toBe(200);
      expect((await verify(order.id)).body).toEqual(paid.body);
      expect(await shop.orderSnapshot(order.id)).toEqual(snapshot);
      expect(requestsFor(order.id).filter((r) => r.method === 'GET')).toEqual([]);
    });

    it('marks the processing payment failed on payment_intent.payment_failed', async () => {
      const order = await shop.orderOf(SLUG);
      const { intentId } = await processingPayment(order);
      const event = paymentIntentEvent('payment_intent.payment_failed', order, { intentId });

      expect((await deliver(signedDelivery(event))).status).toBe(200);

      const rows = await shop.paymentsOf(order.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
      expect((await shop.readOrder(order.id)).body.status).toBe('payment_failed');
    });

    it('refuses stale and forged deliveries with a 400 and changes nothing', async () => {
      const order = await shop.orderOf(SLUG);
      const { intentId } = await processingPayment(order);
      const event = paymentIntentEvent('payment_intent.succeeded', order, { intentId });
      const before = await shop.orderSnapshot(order.id);
      const now = Math.floor(Date.now() / 1000);

      const stale = await deliver(signedDelivery(event, { timestamp: now - 301 }));
      const forged = await deliver(signedDelivery(event, { secret: 'whsec_someone_else_0123456789' }));

      for (const res of [stale, forged]) {
        expect(res.status).toBe(400);
        expect(JSON.stringify(res.body)).toContain('header.stripe-signature');
      }
      expect(await shop.orderSnapshot(order.id)).toEqual(before);
    });
  });
});

describe.each(databases())('POST /api/verify/ with the built-in test provider on %s', (target) => {
  const server = useTestServer(target);
  const shop = checkoutCalls(server);

  it('answers the order as it stands, changing nothing', async () => {
    const order = await shop.orderOf(SLUG);
    const pending = await shop.call<Order>('POST', '/api/verify/', '/api/verify/', {
      body: { order_id: order.id },
    });
    expect(pending.status).toBe(200);
    expect(pending.body).toEqual((await shop.readOrder(order.id)).body);
    expect(pending.body.status).toBe('pending_payment');

    expect((await shop.pay(order.id, { token: 'pm_card_visa' })).body).toMatchObject({ status: 'succeeded' });
    const paid = await shop.call<Order>('POST', '/api/verify/', '/api/verify/', {
      body: { order_id: order.id },
    });
    expect(paid.body).toMatchObject({ id: order.id, status: 'paid' });
    expect(paid.body).toEqual((await shop.readOrder(order.id)).body);
  });
});
