import type { Order } from '@atelier/api/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../../db/schema';
import { databases } from '../../../test/support/databases';
import { useTestServer } from '../../../test/support/test-server';
import { checkoutCalls, GENEROUS_RATE_LIMITS } from '../../../test/support/checkout-calls';
import { newIntentId, paymentIntentEvent, signedDelivery } from '../../../test/support/webhook-events';

interface ErrorBody {
  message: string;
  status: number;
  errors?: { field: string; reason: string }[];
}

/**
 * The payment webhook (issue 5, point 6): a provider delivers an event at least once, possibly
 * many times, concurrently and out of order; forged or stale deliveries come from attackers.
 * Whatever arrives, an order changes state at most once per real payment, and only on a
 * genuine, fresh signature.
 */
describe.each(databases())('payment webhook replays on %s', (target) => {
  const server = useTestServer(target, { rateLimits: GENEROUS_RATE_LIMITS });
  const shop = checkoutCalls(server);
  const slug = 'kaya-toast-candle';

  beforeAll(async () => {
    await shop.setStock(shop.product(slug).variant(0).id, 1000);
  });

  function deliver(delivery: { raw: string; signature?: string }) {
    return shop.call('POST', '/api/payments/webhook/', '/api/payments/webhook/', {
      body: delivery.raw,
      headers: delivery.signature === undefined ? {} : { 'stripe-signature': delivery.signature },
    });
  }

  /** Each delivery signed afresh, as the provider does when it retries. */
  const redeliver = (event: unknown) => deliver(signedDelivery(event));

  const eventRows = (id: string) => server.db.select().from(paymentEvents).where(eq(paymentEvents.id, id));

  async function expectPaidOnce(order: Order, intentId: string) {
    const read = await shop.readOrder(order.id);
    expect(read.body.status).toBe('paid');
    const rows = await shop.paymentsOf(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'succeeded',
      amount: order.total,
      currency: order.currency,
      provider: 'stripe',
      providerReference: intentId,
    });
    return read.body;
  }

  it('applies one payment_intent.succeeded once, replayed 10 times in a row and 10 times at once', async () => {
    const order = await shop.orderOf(slug);
    const intentId = newIntentId();
    const event = paymentIntentEvent('payment_intent.succeeded', order, { intentId });

    const first = await redeliver(event);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true });
    const paid = await expectPaidOnce(order, intentId);
    expect(paid.paid_at).not.toBeNull();
    const after = await shop.orderSnapshot(order.id);

    for (let i = 0; i < 10; i++) {
      const again = await redeliver(event);
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ received: true });
    }
    const burst = await Promise.all(Array.from({ length: 10 }, () => redeliver(event)));
    expect(burst.map((r) => r.status)).toEqual(Array<number>(10).fill(200));

    // Nothing moved after the first delivery: same order row (paid_at included), same payment.
    expect(await shop.orderSnapshot(order.id)).toEqual(after);
    expect((await shop.readOrder(order.id)).body.paid_at).toBe(paid.paid_at);
    expect(await eventRows(event.id)).toHaveLength(1);
  });

  it('applies the first delivery once when 10 copies of it arrive at the same moment', async () => {
    const order = await shop.orderOf(slug);
    const intentId = newIntentId();
    const event = paymentIntentEvent('payment_intent.succeeded', order, { intentId });

    const burst = await Promise.all(Array.from({ length: 10 }, () => redeliver(event)));

    expect(burst.map((r) => r.status)).toEqual(Array<number>(10).fill(200));
    await expectPaidOnce(order, intentId);
    expect(await eventRows(event.id)).toHaveLength(1);
  });

  it('records one payment when 10 different events report the same success at once', async () => {
    // The provider may send distinct events (new ids) about one PaymentIntent.
    const order = await shop.orderOf(slug);
    const intentId = newIntentId();
    const events = Array.from({ length: 10 }, () =>
      paymentIntentEvent('payment_intent.succeeded', order, { intentId }),
    );

    const answers = await Promise.all(events.map((e) => redeliver(e)));

    expect(answers.map((r) => r.status)).toEqual(Array<number>(10).fill(200));
    await expectPaidOnce(order, intentId);
  });

  it('keeps an order paid when a failure arrives after the success (out of order)', async () => {
    const order = await shop.orderOf(slug);
    const intentId = newIntentId();
    expect(
      (await redeliver(paymentIntentEvent('payment_intent.succeeded', order, { intentId }))).status,
    ).toBe(200);
    const paid = await shop.orderSnapshot(order.id);

    const late = await redeliver(paymentIntentEvent('payment_intent.payment_failed', order, { intentId }));

    expect(late.status).toBe(200);
    expect(await shop.orderSnapshot(order.id)).toEqual(paid);
    await expectPaidOnce(order, intentId);
  });

  it('pays an order when the success of an intent arrives after its failure', async () => {
    const order = await shop.orderOf(slug);
    const intentId = newIntentId();
    await redeliver(paymentIntentEvent('payment_intent.payment_failed', order, { intentId }));
    expect((await shop.readOrder(order.id)).body.status).toBe('payment_failed');

    const success = await redeliver(paymentIntentEvent('payment_intent.succeeded', order, { intentId }));

    expect(success.status).toBe(200);
    await expectPaidOnce(order, intentId);
  });

  it.each<[string, (raw: string) => { raw: string; signature?: string }]>([
    [
      'signed with another secret',
      (raw) => signedDelivery(null, { raw, secret: 'whsec_not_ours_0123456789' }),
    ],
    [
      'with a body changed after signing',
      (raw) => ({
        raw: raw.replace('"amount":', '"amount":1,"was":'),
        signature: signedDelivery(null, { raw }).signature,
      }),
    ],
    [
      'with the signature of another timestamp',
      (raw) => {
        const now = Math.floor(Date.now() / 1000);
        const v1 = signedDelivery(null, { raw, timestamp: now - 10 }).signature.split(',')[1];
        return { raw, signature: `t=${now},${v1}` };
      },
    ],
    ['without a v1 signature', (raw) => ({ raw, signature: `t=${Math.floor(Date.now() / 1000)}` })],
    ['with a garbage signature', (raw) => ({ raw, signature: 't=1,v1=zzzzzzzzzz' })],
    ['without a signature header', (raw) => ({ raw })],
  ])('refuses a delivery %s with a 400 and changes nothing', async (_, forge) => {
    const order = await shop.orderOf(slug);
    const event = paymentIntentEvent('payment_intent.succeeded', order);
    const raw = JSON.stringify(event);
    const before = await shop.orderSnapshot(order.id);

    const res = await deliver(forge(raw));

    expect(res.status).toBe(400);
    expect(JSON.stringify((res.body as ErrorBody).errors)).toContain('stripe-signature');
    expect(await shop.orderSnapshot(order.id)).toEqual(before);
    // The forged delivery did not spend the event id: the genuine one still applies.
    expect(await eventRows(event.id)).toEqual([]);
    expect((await deliver(signedDelivery(null, { raw }))).status).toBe(200);
    expect((await shop.readOrder(order.id)).body.status).toBe('paid');
  });

  it.each([
    ['older than 300 s', -301],
    ['an hour old', -3600],
    // The server's clock only moves on, so a future offset needs a margin over the tolerance.
    ['more than 300 s in the future', 400],
  ])('refuses a delivery signed %s with a 400 and changes nothing', async (_, offset) => {
    const order = await shop.orderOf(slug);
    const event = paymentIntentEvent('payment_intent.succeeded', order);
    const before = await shop.orderSnapshot(order.id);

    const stale = await deliver(signedDelivery(event, { timestamp: Math.floor(Date.now() / 1000) + offset }));

    expect(stale.status).toBe(400);
    expect(JSON.stringify((stale.body as ErrorBody).errors)).toContain('stripe-signature');
    expect(await shop.orderSnapshot(order.id)).toEqual(before);
    expect(await eventRows(event.id)).toEqual([]);
  });

  it('accepts a delivery signed within the 300 s tolerance', async () => {
    const order = await shop.orderOf(slug);
    const intentId = newIntentId();
    const event = paymentIntentEvent('payment_intent.succeeded', order, { intentId });

    // 240 s old: well inside the limit, with a minute to spare for a slow request.
    const res = await deliver(signedDelivery(event, { timestamp: Math.floor(Date.now() / 1000) - 240 }));

    expect(res.status).toBe(200);
    await expectPaidOnce(order, intentId);
  });
});
