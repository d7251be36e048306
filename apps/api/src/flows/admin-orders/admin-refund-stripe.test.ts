import { randomUUID } from 'node:crypto';
import type { OrderRefund, StaffSession } from '@atelier/api/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderRefunds, payments } from '../../db/schema';
import { seedDemoStaff } from '../../modules/staff';
import { checkoutCalls } from '../../../test/support/checkout-calls';
import { databases } from '../../../test/support/databases';
import { useStripeTestServer } from '../../../test/support/stripe-test-server';

const PASSWORD = 'Console-tests-2026!';

/**
 * Console refunds through Stripe (issue 24, part C): the refund goes to the PaymentIntent through
 * the provider's `refund` (Stripe's refunds API, here the fake Stripe), with an idempotency key, so
 * a repeated console request pays back once; a refund Stripe refuses changes nothing.
 */
describe.each(databases())('console refunds through Stripe on %s', (target) => {
  const stripe = useStripeTestServer(target);
  const { server } = stripe;
  const shop = checkoutCalls(server);
  const staff = { cookie: '', csrf: '' };

  beforeAll(async () => {
    await seedDemoStaff(server.db, PASSWORD);
    const res = await shop.call<StaffSession>('POST', '/api/admin/token/', '/api/admin/token/', {
      body: { email: 'staff@atelier.test', password: PASSWORD },
    });
    expect(res.status).toBe(200);
    staff.cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    staff.csrf = res.body.csrf_token;
  });

  const refund = (orderId: string, body: Record<string, unknown>, key: string = randomUUID()) =>
    shop.call<OrderRefund>(
      'POST',
      '/api/admin/orders/{id}/refunds/',
      `/api/admin/orders/${orderId}/refunds/`,
      {
        body,
        headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf, 'idempotency-key': key },
      },
    );

  async function paidByStripe() {
    const order = await shop.orderOf('orchid-garden-candle');
    const paid = await shop.pay(order.id, { token: 'pm_card_visa' });
    expect(paid.status).toBe(200);
    const [payment] = await shop.succeededPaymentsOf(order.id);
    return { order, intentId: payment!.providerReference! };
  }

  it('refunds part of the PaymentIntent once, however often the console asks', async () => {
    const { order, intentId } = await paidByStripe();
    const key = randomUUID();
    const first = await refund(order.id, { kind: 'amount', amount: 700, reason: 'Dented box' }, key);
    const again = await refund(order.id, { kind: 'amount', amount: 700, reason: 'Dented box' }, key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.id).toBe(first.body.id);

    const atStripe = [...stripe.fake.refunds.values()].filter((r) => r.payment_intent === intentId);
    expect(atStripe.map((r) => r.amount)).toEqual([700]);
    const [row] = await server.db.select().from(orderRefunds).where(eq(orderRefunds.id, first.body.id));
    expect(row?.providerReference).toBe(atStripe[0]!.id);
    const sent = stripe.fake.requests.filter((r) => r.path === '/v1/refunds');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['idempotency-key']).toMatch(/^admin-refund-[0-9a-f]{48}$/);
  });

  it("changes nothing when Stripe refuses the refund: 502 payment_provider_error with Stripe's reason", async () => {
    const { order, intentId } = await paidByStripe();
    stripe.fake.refuseRefunds(intentId);
    const res = await refund(order.id, { kind: 'full', reason: 'Customer asked' });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({
      status: 502,
      code: 'payment_provider_error',
      message:
        'The payment provider refused the refund: This charge is disputed and cannot be refunded. Nothing was changed.',
      errors: [{ field: 'payment_provider', reason: 'This charge is disputed and cannot be refunded.' }],
    });
    expect(await server.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toEqual([]);
    expect((await shop.orderRow(order.id))?.status).toBe('paid');
    const rows = await server.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.map((p) => p.status)).toEqual(['succeeded']);
  });

  // Last: it stops the fake Stripe.
  it('changes nothing when Stripe cannot be reached (connection refused): 502, never a 500', async () => {
    const { order } = await paidByStripe();
    await stripe.fake.close();
    // Closed for good: the suite's own teardown has nothing left to close.
    stripe.fake.close = async () => {};
    const res = await refund(order.id, { kind: 'amount', amount: 700, reason: 'Dented box' });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({
      code: 'payment_provider_error',
      errors: [{ field: 'payment_provider', reason: 'the payment provider could not be reached' }],
    });
    expect(await server.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toEqual([]);
    expect((await shop.orderRow(order.id))?.status).toBe('paid');
  });
});
