import { randomUUID } from 'node:crypto';
import type { Cart, Order, OrderPage, Payment } from '@atelier/api/schema';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  carts,
  idempotencyKeys,
  orders,
  paymentEvents,
  payments,
  productVariants,
  promoRedemptions,
  promos,
  shippingRules,
  variantPrices,
} from '../../db/schema';
import { databases } from '../../../test/support/databases';
import { registerMember } from '../../../test/support/members';
import { TEST_WEBHOOK_SECRET } from '../../../test/support/test-config';
import { useTestServer } from '../../../test/support/test-server';
import { signPayload } from '../payments/webhook-signature';
import { catalogueIds, type SeededProduct } from '../../../test/support/catalogue-ids';
import { addItem, contractCaller, newCart, type CallOptions } from '../../../test/support/http-calls';

const ADDRESS = {
  first_name: 'Mei',
  last_name: 'Tan',
  line1: '1 Orchard Road',
  city: 'Singapore',
  postal_code: '238823',
  country: 'sg',
  phone: '+65 9123 4567',
};
const CARD = { exp_month: 12, exp_year: 2034, cvc: '123' };

describe.each(databases())('orders and payments on %s', (target) => {
  const server = useTestServer(target);
  const call = contractCaller(() => server.url);
  let product: (slug: string) => SeededProduct;
  let rule: (method: string) => number;
  beforeAll(async () => {
    product = await catalogueIds(server.db);
    const rules = await server.db.select().from(shippingRules).where(eq(shippingRules.country, 'sg'));
    rule = (method) => rules.find((r) => r.method === method)!.id;
  });

  const stockOf = async (variantId: number) =>
    (await server.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;

  /** A cart with `quantity` of the first variant of a product (guest, or the member's). */
  async function cartWith(slug: string, quantity: number, options: CallOptions = {}, variant = 0) {
    const p = product(slug);
    const cart = await newCart(server.url, options);
    await addItem(
      server.url,
      cart.id,
      { product_id: p.id, variant_id: p.variant(variant).id, quantity },
      options,
    );
    return cart;
  }

  function placeOrder(
    body: Record<string, unknown>,
    key: string | null = randomUUID(),
    options: CallOptions = {},
  ) {
    return call<Order>('POST', '/api/orders/', '/api/orders/', {
      ...options,
      body,
      headers: key === null ? {} : { 'idempotency-key': key },
    });
  }

  const orderBody = (cartId: string, extra: Record<string, unknown> = {}) => ({
    cart_id: cartId,
    email: 'shopper@example.com',
    phone: '+65 8765 4321',
    shipping_rule_id: rule('standard'),
    shipping_address: ADDRESS,
    ...extra,
  });

  function pay(orderId: string, body: Record<string, unknown>, options: CallOptions = {}) {
    return call<Payment>('POST', '/api/orders/{id}/pay/', `/api/orders/${orderId}/pay/`, {
      ...options,
      body,
    });
  }

  it('places a guest order priced by the server, keeps the code use, takes stock and closes the cart', async () => {
    const kaya = product('kaya-toast-candle');
    const variantId = kaya.variant(0).id;
    const before = await stockOf(variantId);
    const cart = await cartWith('kaya-toast-candle', 2);
    const priced = await call<Cart>('PATCH', '/api/carts/{cartPk}/', `/api/carts/${cart.id}/`, {
      body: { promo_code: 'WELCOME10', shipping_rule_id: rule('standard') },
    });
    expect(priced.status).toBe(200);
    const welcome = async () =>
      (await server.db.select().from(promos).where(eq(promos.code, 'WELCOME10')))[0]!;
    const usesBefore = (await welcome()).usedCount;

    const key = randomUUID();
    const res = await placeOrder(orderBody(cart.id), key);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = res.body;
    const unit = 4800; // S$48 in the seed
    expect(order).toMatchObject({
      user_id: null,
      email: 'shopper@example.com',
      phone: '+65 8765 4321',
      status: 'pending_payment',
      currency: 'SGD',
      subtotal: 2 * unit,
      discount: (2 * unit) / 10,
      total: priced.body.total,
      shipping_method: 'Standard',
      promo: { code: 'WELCOME10' },
      paid_at: null,
    });
    expect(order.line_items).toMatchObject([{ kind: 'product', quantity: 2, price: unit, total: 2 * unit }]);
    expect(order.total).toBe(order.subtotal - order.discount + order.shipping);
    expect(Number.isInteger(order.number) && order.number >= 100001).toBe(true);

    expect(await stockOf(variantId)).toBe(before - 2);
    expect((await welcome()).usedCount).toBe(usesBefore);
    const redemptions = await server.db
      .select()
      .from(promoRedemptions)
      .where(eq(promoRedemptions.reference, order.id));
    expect(redemptions).toHaveLength(1);
    expect((await server.db.select().from(carts).where(eq(carts.id, cart.id)))[0]!.status).toBe('ordered');
    expect((await call('GET', '/api/carts/{cartPk}/', `/api/carts/${cart.id}/`)).status).toBe(404);

    // The guest reads it with the id alone.
    const read = await call<Order>('GET', '/api/orders/{id}/', `/api/orders/${order.id}/`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(order);
    expect((await call('GET', '/api/orders/{id}/', `/api/orders/${randomUUID()}/`)).status).toBe(404);

    // Replay: same key and body -> the same status and order; same key, other body -> 422 on the
    // header; nothing else written.
    const replay = await placeOrder(orderBody(cart.id), key);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(order);
    const reused = await placeOrder(orderBody(cart.id, { note: 'different' }), key);
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({
      errors: [{ field: 'header.idempotency-key', reason: 'different_request' }],
    });
    expect(await server.db.select().from(orders).where(eq(orders.cartId, cart.id))).toHaveLength(1);
    expect(await stockOf(variantId)).toBe(before - 2);
    // A new key for the ordered cart: it is gone.
    expect((await placeOrder(orderBody(cart.id))).status).toBe(404);
  });

  it('places a member order readable only by its owner and listed in their orders', async () => {
    const member = await registerMember(server.url);
    const token = member.token;
    const cart = await cartWith('brass-candle-holder', 1, { token });
    expect((await placeOrder(orderBody(cart.id), randomUUID())).status).toBe(403);

    const res = await placeOrder(
      orderBody(cart.id, { shipping_rule_id: rule('self-collect'), shipping_address: null }),
      randomUUID(),
      { token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // Self Collect: no address, but the phone is kept on the order.
    expect(res.body).toMatchObject({
      user_id: member.user.id,
      shipping_address: null,
      shipping: 0,
      phone: '+65 8765 4321',
    });

    const path = `/api/orders/${res.body.id}/`;
    expect((await call('GET', '/api/orders/{id}/', path, { token })).body).toEqual(res.body);
    expect((await call('GET', '/api/orders/{id}/', path)).status).toBe(403);
    const other = await registerMember(server.url);
    expect((await call('GET', '/api/orders/{id}/', path, { token: other.token })).status).toBe(403);
    expect((await pay(res.body.id, { card_number: '4242424242424242', ...CARD })).status).toBe(403);

    const list = await call<OrderPage>('GET', '/api/orders/', '/api/orders/', { token });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ count: 1, page: 1, page_size: 24 });
    expect(list.body.results.map((o) => o.id)).toEqual([res.body.id]);
    expect(
      (await call<OrderPage>('GET', '/api/orders/', '/api/orders/', { token: other.token })).body.count,
    ).toBe(0);
    expect((await call('GET', '/api/orders/', '/api/orders/')).status).toBe(401);
  });

  it('refuses bad input naming the field, and a cart that changed since it was checked', async () => {
    const cart = await cartWith('kaya-toast-candle', 1);
    const noKey = await placeOrder(orderBody(cart.id), null);
    expect(noKey.status).toBe(400);
    expect(JSON.stringify(noKey.body)).toContain('idempotency-key');

    const { email: _email, ...withoutEmail } = orderBody(cart.id);
    const noEmail = await placeOrder(withoutEmail);
    expect(noEmail.status).toBe(400);
    expect(JSON.stringify(noEmail.body)).toContain('email');

    const { phone: _phone, ...withoutPhone } = orderBody(cart.id);
    const noPhone = await placeOrder(withoutPhone);
    expect(noPhone.status).toBe(400);
    expect(JSON.stringify(noPhone.body)).toContain('phone');
    const textPhone = await placeOrder(orderBody(cart.id, { phone: 'ring me' }));
    expect(textPhone.status).toBe(400);
    expect(JSON.stringify(textPhone.body)).toContain('phone');

    const badPhone = await placeOrder(
      orderBody(cart.id, { shipping_address: { ...ADDRESS, phone: 'call me' } }),
    );
    expect(badPhone.status).toBe(400);
    expect(JSON.stringify(badPhone.body)).toContain('phone');

    // The country's own address rules, as the checkout form applies them.
    const badPostal = await placeOrder(
      orderBody(cart.id, { shipping_address: { ...ADDRESS, postal_code: '2388' } }),
    );
    expect(badPostal.status).toBe(400);
    expect(badPostal.body).toMatchObject({
      errors: [
        { field: 'body.shipping_address.postal_code', reason: 'is not a postal code of SG (e.g. 238823)' },
      ],
    });
    const abroad = await placeOrder(
      orderBody(cart.id, { shipping_address: { ...ADDRESS, country: 'vn', postal_code: '700000' } }),
    );
    expect(abroad.status).toBe(422);
    expect(abroad.body).toMatchObject({
      errors: [{ field: 'body.shipping_address.country', reason: 'not_shipped_here' }],
    });

    const clientTotal = await placeOrder(orderBody(cart.id, { total: 1 }));
    expect(clientTotal.status).toBe(400);

    const noAddress = await placeOrder(orderBody(cart.id, { shipping_address: null }));
    expect(noAddress.status).toBe(422);
    expect(noAddress.body).toMatchObject({ errors: [{ field: 'body.shipping_address' }] });

    const empty = await newCart(server.url);
    expect((await placeOrder(orderBody(empty.id))).status).toBe(422);

    // A price moved after the cart was checked: 409, run precheckout; then it goes through.
    const variantId = product('kaya-toast-candle').variant(0).id;
    const where = and(eq(variantPrices.variantId, variantId), eq(variantPrices.currency, 'SGD'));
    const [price] = await server.db.select().from(variantPrices).where(where);
    await server.db
      .update(variantPrices)
      .set({ amount: price!.amount + 100 })
      .where(where);
    try {
      const key = randomUUID();
      const moved = await placeOrder(orderBody(cart.id), key);
      expect(moved.status).toBe(409);
      expect(moved.body).toMatchObject({ errors: [{ field: 'body.cart_id', reason: 'price_changed' }] });
      expect(JSON.stringify(moved.body)).toContain('precheckout');
      await call('POST', '/api/carts/{cartPk}/precheckout/', `/api/carts/${cart.id}/precheckout/`);
      const retried = await placeOrder(orderBody(cart.id), key);
      expect(retried.status).toBe(201);
      expect(retried.body.subtotal).toBe(price!.amount + 100);
    } finally {
      await server.db.update(variantPrices).set({ amount: price!.amount }).where(where);
    }
  });

  it('numbers orders from one sequence: unique, increasing, never the key', async () => {
    const placed: Order[] = [];
    for (let i = 0; i < 3; i++) {
      const cart = await cartWith('kaya-toast-candle', 1);
      const res = await placeOrder(orderBody(cart.id));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      placed.push(res.body);
    }
    const numbers = placed.map((o) => o.number);
    expect(numbers.every((n) => n >= 100001)).toBe(true);
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    expect(new Set(numbers).size).toBe(3);
    // The number is shown, not a way in: the order is still read by its id only.
    expect((await call('GET', '/api/orders/{id}/', `/api/orders/${numbers[0]}/`)).status).toBe(400);
    const read = await call<Order>('GET', '/api/orders/{id}/', `/api/orders/${placed[0]!.id}/`);
    expect(read.body.number).toBe(numbers[0]);
  });

  it('keeps idempotency keys 24 hours: an expired key is free for a new order', async () => {
    const key = randomUUID();
    const first = await placeOrder(orderBody((await cartWith('kaya-toast-candle', 1)).id), key);
    expect(first.status).toBe(201);
    const other = await cartWith('kaya-toast-candle', 1);
    // Within 24 hours the key belongs to the first request.
    expect((await placeOrder(orderBody(other.id), key)).status).toBe(422);

    const ageKey = (k: string, hours: number) =>
      server.db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
        .where(eq(idempotencyKeys.key, k));
    await ageKey(key, 23);
    expect((await placeOrder(orderBody(other.id), key)).status).toBe(422);
    await ageKey(key, 25);
    // Someone else's expired key is swept by any new order.
    const stale = randomUUID();
    await server.db.insert(idempotencyKeys).values({ scope: 'order', key: stale, requestHash: 'x' });
    await ageKey(stale, 30);

    const second = await placeOrder(orderBody(other.id), key);
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.id).not.toBe(first.body.id);
    // The key now answers the new order.
    expect((await placeOrder(orderBody(other.id), key)).body).toEqual(second.body);
    expect(await server.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, stale))).toEqual([]);
  });

  it('creates exactly one order for 10 concurrent identical requests', async () => {
    const cart = await cartWith('kaya-toast-candle', 1);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => placeOrder(orderBody(cart.id), key)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await server.db.select().from(orders).where(eq(orders.cartId, cart.id))).toHaveLength(1);
  });

  it('sells the last 2 units to exactly 2 of 5 concurrent orders; stock never goes below zero', async () => {
    const variantId = product('orchid-garden-candle').variant(1).id;
    const cartIds: string[] = [];
    for (let i = 0; i < 5; i++) cartIds.push((await cartWith('orchid-garden-candle', 1, {}, 1)).id);
    await server.db.update(productVariants).set({ stock: 2 }).where(eq(productVariants.id, variantId));

    const answers = await Promise.all(cartIds.map((id) => placeOrder(orderBody(id))));
    const won = answers.filter((a) => a.status === 201);
    const lost = answers.filter((a) => a.status === 409);
    expect(won).toHaveLength(2);
    expect(lost).toHaveLength(3);
    for (const a of lost) expect(JSON.stringify(a.body)).toContain('precheckout');
    expect(await stockOf(variantId)).toBe(0);
    // The losers' carts are untouched and still open.
    const open = await server.db.select().from(carts).where(eq(carts.status, 'open'));
    expect(lost.length).toBe(cartIds.filter((id) => open.some((c) => c.id === id)).length);
  });

  it('pays an order with nothing to charge without asking the provider, even with a declining card', async () => {
    const cart = await cartWith('kaya-toast-candle', 1);
    const order = (await placeOrder(orderBody(cart.id))).body;
    // A discount covering everything (no seeded code does that, so the amounts are set directly).
    await server.db
      .update(orders)
      // Nothing left to pay leaves no tax in it either (the orders_tax check).
      .set({ discount: order.subtotal + order.shipping, total: 0, taxAmount: 0 })
      .where(eq(orders.id, order.id));

    const paid = await pay(order.id, { card_number: '4000000000000002', ...CARD });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'succeeded', amount: 0, failure_code: null });
    const read = await call<Order>('GET', '/api/orders/{id}/', `/api/orders/${order.id}/`);
    expect(read.body).toMatchObject({ status: 'paid', total: 0 });
    expect(await server.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
  });

  it('pays with test cards: declines leave the order payable, a paid order cannot be paid again', async () => {
    const variantId = product('kaya-toast-candle').variant(0).id;
    const cart = await cartWith('kaya-toast-candle', 1);
    const order = (await placeOrder(orderBody(cart.id))).body;
    const stock = await stockOf(variantId);

    const declined = await pay(order.id, { card_number: '4000000000000002', ...CARD });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      status: 'failed',
      failure_code: 'card_declined',
      order_id: order.id,
      amount: order.total,
      currency: 'SGD',
      provider: 'test',
    });
    const poor = await pay(order.id, { card_number: '4000000000009995', ...CARD });
    expect(poor.body).toMatchObject({ status: 'failed', failure_code: 'insufficient_funds' });
    const readFailed = await call<Order>('GET', '/api/orders/{id}/', `/api/orders/${order.id}/`);
    expect(readFailed.body.status).toBe('payment_failed');
    expect(await stockOf(variantId)).toBe(stock);

    const invalid = await pay(order.id, { card_number: '4111111111111111', ...CARD });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ errors: [{ field: 'body.card_number' }] });

    const paid = await pay(order.id, { card_number: '4242424242424242', ...CARD });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'succeeded', failure_code: null, amount: order.total });
    const read = await call<Order>('GET', '/api/orders/{id}/', `/api/orders/${order.id}/`);
    expect(read.body).toMatchObject({ status: 'paid' });
    expect(read.body.paid_at).not.toBeNull();

    const twice = await Promise.all([
      pay(order.id, { token: 'tok_visa' }),
      pay(order.id, { token: 'tok_visa' }),
    ]);
    expect(twice.map((r) => r.status)).toEqual([409, 409]);
    const rows = await server.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'failed', 'succeeded']);
    expect(await stockOf(variantId)).toBe(stock);
  });

  it('verifies webhook signatures and applies each event once', async () => {
    const cart = await cartWith('kaya-toast-candle', 1);
    const order = (await placeOrder(orderBody(cart.id))).body;
    const event = {
      id: `evt_${randomUUID()}`,
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_123', metadata: { order_id: order.id } } },
    };
    const raw = JSON.stringify(event);
    const now = Math.floor(Date.now() / 1000);
    const send = (signature: string, body: string = raw) =>
      call('POST', '/api/payments/webhook/', '/api/payments/webhook/', {
        body,
        headers: { 'stripe-signature': signature },
      });

    expect((await send(signPayload(raw, 'not-the-secret-at-all', now))).status).toBe(400);
    expect((await send(signPayload(raw, TEST_WEBHOOK_SECRET, now - 3600))).status).toBe(400);
    expect(
      (await send(signPayload(raw, TEST_WEBHOOK_SECRET, now), raw.replace('pi_123', 'pi_999'))).status,
    ).toBe(400);
    expect((await send('t=1,v1=zz')).status).toBe(400);
    expect((await call<Order>('GET', '/api/orders/{id}/', `/api/orders/${order.id}/`)).body.status).toBe(
      'pending_payment',
    );

    const good = signPayload(raw, TEST_WEBHOOK_SECRET, now);
    const first = await send(good);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true });
    expect((await send(good)).status).toBe(200);
    const read = await call<Order>('GET', '/api/orders/{id}/', `/api/orders/${order.id}/`);
    expect(read.body.status).toBe('paid');
    expect(await server.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
    expect(await server.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(
      1,
    );
  });
});
