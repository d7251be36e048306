import { randomUUID } from 'node:crypto';
import type { AdminOrder, OrderRefund, StaffSession } from '@atelier/api/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema';
import { seedDemoStaff } from '../../modules/staff';
import { checkoutCalls } from '../../../test/support/checkout-calls';
import { databases } from '../../../test/support/databases';
import type { Refund } from '../../../test/support/fake-stripe';
import { useStripeTestServer } from '../../../test/support/stripe-test-server';
import { refundEvent, signedDelivery } from '../../../test/support/webhook-events';

const PASSWORD = 'Console-tests-2026!';
const SLUG = 'orchid-garden-candle';

/**
 * Console refunds Stripe answers `pending` (the bank pays them back later), settled by Stripe's
 * refund webhooks over real HTTP with the fake Stripe API: what a refund returns (stock of its
 * lines, the order `refunded`, the shopper's e-mail) goes back once, when it succeeds, whatever
 * the order of the answer and the events; a refund that fails returns nothing and says why.
 */
describe.each(databases())('refund webhooks on %s', (target) => {
  const stripe = useStripeTestServer(target);
  const { server } = stripe;
  const shop = checkoutCalls(server);
  const staff = { cookie: '', csrf: '' };
  let variantId: number;

  beforeAll(async () => {
    variantId = shop.product(SLUG).variant(0).id;
    await shop.setStock(variantId, 500);
    await seedDemoStaff(server.db, PASSWORD);
    const res = await shop.call<StaffSession>('POST', '/api/admin/token/', '/api/admin/token/', {
      body: { email: 'staff@atelier.test', password: PASSWORD },
    });
    expect(res.status).toBe(200);
    staff.cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    staff.csrf = res.body.csrf_token;
  });

  const staffHeaders = () => ({ cookie: staff.cookie, 'x-csrf-token': staff.csrf });

  const refund = (orderId: string, body: Record<string, unknown>) =>
    shop.call<OrderRefund>(
      'POST',
      '/api/admin/orders/{id}/refunds/',
      `/api/admin/orders/${orderId}/refunds/`,
      {
        body,
        headers: { ...staffHeaders(), 'idempotency-key': randomUUID() },
      },
    );

  const adminOrder = async (orderId: string) => {
    const res = await shop.call<AdminOrder>(
      'GET',
      '/api/admin/orders/{id}/',
      `/api/admin/orders/${orderId}/`,
      {
        headers: staffHeaders(),
      },
    );
    expect(res.status).toBe(200);
    return res.body;
  };

  const deliver = (event: unknown) => {
    const delivery = signedDelivery(event);
    return shop.call('POST', '/api/payments/webhook/', '/api/payments/webhook/', {
      body: delivery.raw,
      headers: { 'stripe-signature': delivery.signature },
    });
  };

  const refundEmails = (refundId: string) =>
    server.db.select().from(outboxEmails).where(eq(outboxEmails.reference, refundId));

  /** An order of two units paid through Stripe, whose refunds Stripe will answer `pending`. */
  async function paidWithHeldRefunds() {
    const cart = await shop.cartWith(SLUG, 2);
    const placed = await shop.placeOrder(shop.orderBody(cart.id), randomUUID());
    expect(placed.status).toBe(201);
    const order = placed.body;
    expect((await shop.pay(order.id, { token: 'pm_card_visa' })).status).toBe(200);
    const [payment] = await shop.succeededPaymentsOf(order.id);
    const intentId = payment!.providerReference!;
    stripe.fake.holdRefunds(intentId);
    return { order, intentId, line: order.line_items[0]! };
  }

  const stripeRefund = (id: string): Refund => ({ ...stripe.fake.refunds.get(id)! });

  it('returns a pending refund once when refund.updated reports it succeeded (answer first, then duplicates)', async () => {
    const { order, line } = await paidWithHeldRefunds();
    const stock = await shop.stockOf(variantId);
    const res = await refund(order.id, {
      kind: 'lines',
      lines: [{ line_id: line.id, quantity: 1 }],
      reason: 'Returned',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending', failure_reason: null, amount: line.price });
    // Nothing goes back while the bank has not paid it back.
    expect(await shop.stockOf(variantId)).toBe(stock);
    expect(await refundEmails(res.body.id)).toEqual([]);
    const waiting = await adminOrder(order.id);
    expect(waiting.refunds.map((r) => r.status)).toEqual(['pending']);
    // Money on its way cannot be refunded a second time.
    expect(waiting.refundable).toBe(order.total - line.price);

    const reference = [...stripe.fake.refunds.values()].find(
      (r) => r.amount === line.price && r.status === 'pending',
    )!;
    const succeeded = stripe.fake.settleRefund(reference.id, 'succeeded');
    const event = refundEvent('refund.updated', succeeded);
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    // The same refund reported again by another event: nothing more.
    expect((await deliver(refundEvent('charge.refunded', succeeded))).status).toBe(200);

    expect(await shop.stockOf(variantId)).toBe(stock + 1);
    expect(await refundEmails(res.body.id)).toHaveLength(1);
    const settled = await adminOrder(order.id);
    expect(settled.refunds).toEqual([expect.objectContaining({ status: 'succeeded', failure_reason: null })]);
    expect(settled.order.status).toBe('paid');
    expect(settled.refunded).toBe(line.price);
  });

  it("settles the refund once when the webhook overtakes Stripe's answer", async () => {
    const { order } = await paidWithHeldRefunds();
    let delivered: Promise<{ status: number }> | undefined;
    stripe.fake.beforeRefundAnswer = (created) => {
      stripe.fake.beforeRefundAnswer = null;
      // Sent before the answer leaves Stripe: it waits for the order's lock the refund holds.
      delivered = deliver(refundEvent('refund.updated', stripe.fake.settleRefund(created.id, 'succeeded')));
    };
    const res = await refund(order.id, { kind: 'full', reason: 'Never arrived' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(delivered).toBeDefined();
    expect((await delivered!).status).toBe(200);

    const settled = await adminOrder(order.id);
    expect(settled.refunds).toEqual([expect.objectContaining({ status: 'succeeded', amount: order.total })]);
    expect(settled.order.status).toBe('refunded');
    expect(settled.payments.map((p) => p.status)).toEqual(['refunded']);
    expect(await refundEmails(res.body.id)).toHaveLength(1);
  });

  it('shows a refund Stripe failed with its reason, returns nothing, and lets staff refund again', async () => {
    const { order, line } = await paidWithHeldRefunds();
    const stock = await shop.stockOf(variantId);
    const res = await refund(order.id, {
      kind: 'lines',
      lines: [{ line_id: line.id, quantity: 2 }],
      reason: 'Returned',
    });
    expect(res.status).toBe(201);
    const pending = [...stripe.fake.refunds.values()].find(
      (r) => r.status === 'pending' && r.amount === line.price * 2,
    )!;
    const failed = stripe.fake.settleRefund(pending.id, 'failed', 'expired_or_canceled_card');
    expect((await deliver(refundEvent('refund.failed', failed))).status).toBe(200);
    // Out of order and repeated: a late `pending` and a `charge.refunded` change nothing now.
    expect(
      (await deliver(refundEvent('refund.updated', { ...failed, status: 'pending', failure_reason: null })))
        .status,
    ).toBe(200);
    expect((await deliver(refundEvent('charge.refunded', failed))).status).toBe(200);

    const shown = await adminOrder(order.id);
    expect(shown.refunds).toEqual([
      expect.objectContaining({
        status: 'failed',
        failure_reason: 'Stripe marked the refund failed (expired_or_canceled_card)',
      }),
    ]);
    expect(await shop.stockOf(variantId)).toBe(stock);
    expect(await refundEmails(res.body.id)).toEqual([]);
    expect(shown.order.status).toBe('paid');
    expect(shown.refunded).toBe(0);
    expect(shown.refundable).toBe(order.total);
    expect(shown.refundable_lines).toEqual([{ line_id: line.id, quantity: 2 }]);
    expect(stripeRefund(pending.id).status).toBe('failed');
  });

  it('settles from charge.refunded alone by asking Stripe about the refund', async () => {
    const { order } = await paidWithHeldRefunds();
    const res = await refund(order.id, { kind: 'amount', amount: 500, reason: 'Goodwill' });
    expect(res.body.status).toBe('pending');
    const pending = [...stripe.fake.refunds.values()].find(
      (r) => r.status === 'pending' && r.amount === 500,
    )!;
    const succeeded = stripe.fake.settleRefund(pending.id, 'succeeded');
    expect((await deliver(refundEvent('charge.refunded', succeeded))).status).toBe(200);
    expect(
      stripe.fake.requests.some((r) => r.method === 'GET' && r.path === `/v1/refunds/${pending.id}`),
    ).toBe(true);
    const settled = await adminOrder(order.id);
    expect(settled.refunds.map((r) => r.status)).toEqual(['succeeded']);
    expect(await refundEmails(res.body.id)).toHaveLength(1);
  });
});
