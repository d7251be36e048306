import { randomUUID } from 'node:crypto';
import type { AdminOrder, AdminOrderPage, Order, OrderRefund, StaffSession } from '@atelier/api/schema';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, giftCards, orderRefunds, orders, outboxEmails, payments, promos } from '../../db/schema';
import { newGiftCardCode } from '../../modules/gift-cards';
import { seedDemoStaff } from '../../modules/staff';
import {
  checkoutCalls,
  GENEROUS_RATE_LIMITS,
  VN_ADDRESS,
  VND_MARKET,
} from '../../../test/support/checkout-calls';
import { databases } from '../../../test/support/databases';
import type { CallOptions } from '../../../test/support/http-calls';
import { useTestServer } from '../../../test/support/test-server';

interface ErrorBody {
  message: string;
  status: number;
  code?: string;
  errors?: { field: string; reason: string }[];
}

const PASSWORD = 'Console-tests-2026!';

/**
 * The console's orders over real HTTP (issue 24, part C): list and filters, the detail, fulfil
 * (the shopper sees the tracking), refunds by amount and by lines (idempotent, never more than
 * paid, also when two arrive at once), cancel (stock back once), each with its audit entry.
 */
describe.each(databases())('admin orders on %s', (target) => {
  const server = useTestServer(target, {
    rateLimits: { ...GENEROUS_RATE_LIMITS, staffSignInPerIp: { max: 1000, timeWindowMs: 60_000 } },
  });
  const shop = checkoutCalls(server);
  const { call } = shop;
  const staff = { cookie: '', csrf: '' };
  const slug = 'orchid-garden-candle';
  let variantId: number;

  beforeAll(async () => {
    variantId = shop.product(slug).variant(0).id;
    await shop.setStock(variantId, 500);
    await seedDemoStaff(server.db, PASSWORD);
    const res = await call<StaffSession>('POST', '/api/admin/token/', '/api/admin/token/', {
      body: { email: 'staff@atelier.test', password: PASSWORD },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    staff.cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    staff.csrf = res.body.csrf_token;
  });

  /** As the signed-in staff member (cookie, and the CSRF token on writes). */
  const asStaff = (options: CallOptions = {}, write = false): CallOptions => ({
    ...options,
    headers: { cookie: staff.cookie, ...(write ? { 'x-csrf-token': staff.csrf } : {}), ...options.headers },
  });

  const list = (query = '') =>
    call<AdminOrderPage>('GET', '/api/admin/orders/', `/api/admin/orders/${query}`, asStaff());
  const detail = (id: string) =>
    call<AdminOrder>('GET', '/api/admin/orders/{id}/', `/api/admin/orders/${id}/`, asStaff());
  const fulfil = (id: string, body: Record<string, unknown>) =>
    call<AdminOrder>(
      'POST',
      '/api/admin/orders/{id}/fulfil/',
      `/api/admin/orders/${id}/fulfil/`,
      asStaff({ body }, true),
    );
  const cancel = (id: string, reason = 'Customer asked') =>
    call<AdminOrder>(
      'POST',
      '/api/admin/orders/{id}/cancel/',
      `/api/admin/orders/${id}/cancel/`,
      asStaff({ body: { reason } }, true),
    );
  const refund = (id: string, body: Record<string, unknown>, key: string = randomUUID()) =>
    call<OrderRefund>(
      'POST',
      '/api/admin/orders/{id}/refunds/',
      `/api/admin/orders/${id}/refunds/`,
      asStaff({ body, headers: { 'idempotency-key': key } }, true),
    );

  /** A paid guest order of `quantity` candles (Standard delivery in Singapore). */
  async function paidOrder(
    quantity = 1,
    options: CallOptions = {},
    email = 'shopper@example.com',
  ): Promise<Order> {
    const cart = await shop.cartWith(slug, quantity, options);
    const placed = await shop.placeOrder(shop.orderBody(cart.id, { email }), randomUUID(), options);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const paid = await shop.pay(placed.body.id, undefined, options);
    expect(paid.status).toBe(200);
    return placed.body;
  }

  const auditOf = (orderId: string) =>
    server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, orderId)))
      .orderBy(auditLog.id);

  const emailsOf = (references: string[], kind: string) =>
    server.db
      .select()
      .from(outboxEmails)
      .where(and(inArray(outboxEmails.reference, references), eq(outboxEmails.kind, kind)));

  it('lists orders newest first, filtered by status, country, day and number or e-mail, in pages', async () => {
    const tag = randomUUID().slice(0, 8);
    const first = await paidOrder(1, {}, `first-${tag}@example.com`);
    const unpaidCart = await shop.cartWith(slug, 1);
    const unpaid = await shop.placeOrder(
      shop.orderBody(unpaidCart.id, { email: `second-${tag}@example.com` }),
    );
    expect(unpaid.status).toBe(201);

    const all = await list('?page_size=100');
    expect(all.status).toBe(200);
    const ids = all.body.results.map((o) => o.id);
    // Newest first: the unpaid one was placed after the paid one.
    expect(ids.indexOf(unpaid.body.id)).toBeLessThan(ids.indexOf(first.id));

    const byEmail = await list(`?q=${tag}`);
    expect(byEmail.body.count).toBe(2);
    expect(byEmail.body.results.map((o) => o.email)).toEqual([
      `second-${tag}@example.com`,
      `first-${tag}@example.com`,
    ]);
    const paidSummary = byEmail.body.results[1]!;
    expect(paidSummary).toMatchObject({
      status: 'paid',
      country: 'sg',
      currency: 'SGD',
      items: 1,
      refunded: 0,
    });
    expect(paidSummary.paid).toBe(first.total + first.gift_card_amount);

    const byNumber = await list(`?q=%23${first.number}`);
    expect(byNumber.body.results.map((o) => o.id)).toEqual([first.id]);

    const paidOnly = await list(`?q=${tag}&status=paid`);
    expect(paidOnly.body.results.map((o) => o.id)).toEqual([first.id]);
    expect((await list(`?q=${tag}&status=pending_payment`)).body.results.map((o) => o.id)).toEqual([
      unpaid.body.id,
    ]);
    expect((await list(`?q=${tag}&country=vn`)).body.count).toBe(0);
    expect((await list(`?q=${tag}&country=sg`)).body.count).toBe(2);

    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?q=${tag}&date_from=${today}&date_to=${today}`)).body.count).toBe(2);
    expect((await list(`?q=${tag}&date_from=2099-01-01`)).body.count).toBe(0);
    expect((await list(`?q=${tag}&date_to=2000-01-01`)).body.count).toBe(0);

    const page1 = await list(`?q=${tag}&page_size=1&page=1`);
    const page2 = await list(`?q=${tag}&page_size=1&page=2`);
    const page3 = await list(`?q=${tag}&page_size=1&page=3`);
    expect([page1.body.count, page2.body.count]).toEqual([2, 2]);
    expect([...page1.body.results, ...page2.body.results].map((o) => o.id)).toEqual([
      unpaid.body.id,
      first.id,
    ]);
    expect(page3.body.results).toEqual([]);

    const bad = await list('?status=shipped&page_size=101');
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as ErrorBody).errors?.map((e) => e.field)).toEqual([
      'query.page_size',
      'query.status',
    ]);
  });

  it('shows an order with its lines, payments and a timeline; refuses guests and shoppers', async () => {
    const order = await paidOrder(2);
    const res = await detail(order.id);
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.order.id).toBe(order.id);
    expect(body.order.line_items).toHaveLength(1);
    expect(body.payments.map((p) => p.status)).toEqual(['succeeded']);
    expect(body.paid).toBe(order.total);
    expect(body.refundable).toBe(order.total);
    expect(body.refundable_lines).toEqual([{ line_id: order.line_items[0]!.id, quantity: 2 }]);
    expect(body.actions).toEqual({ fulfil: true, cancel: true, refund: true });
    expect(body.timeline.map((e) => e.kind)).toEqual(['placed', 'paid', 'email']);
    expect(body.timeline[2]!.detail).toContain('order_confirmation');

    const guest = await call('GET', '/api/admin/orders/{id}/', `/api/admin/orders/${order.id}/`);
    expect(guest.status).toBe(401);
    const missing = await detail(randomUUID());
    expect(missing.status).toBe(404);
  });

  it('fulfils a paid order: the shopper reads carrier and tracking, and is e-mailed once', async () => {
    const order = await paidOrder(1);
    const shipment = {
      carrier: 'SingPost',
      tracking_number: 'SG123456789',
      tracking_url: 'https://track.singpost.example/SG123456789',
    };
    const done = await fulfil(order.id, shipment);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.order.status).toBe('fulfilled');
    expect(done.body.actions.fulfil).toBe(false);
    expect(done.body.timeline.map((e) => e.kind)).toContain('fulfilled');

    const seen = await shop.readOrder(order.id);
    expect(seen.status).toBe(200);
    expect(seen.body.status).toBe('fulfilled');
    expect(seen.body.fulfilment).toMatchObject({ ...shipment, fulfilled_at: expect.any(String) });

    const [mail] = await emailsOf([order.id], 'order_shipped');
    expect(mail?.recipient).toBe('shopper@example.com');
    expect(mail?.textBody).toContain('SG123456789');
    expect(mail?.textBody).toContain(shipment.tracking_url);

    const again = await fulfil(order.id, shipment);
    expect(again.status).toBe(409);
    expect(await emailsOf([order.id], 'order_shipped')).toHaveLength(1);

    const audit = await auditOf(order.id);
    expect(audit.map((a) => [a.action, a.staffEmail])).toEqual([['order.fulfil', 'staff@atelier.test']]);
    expect(audit[0]!.after).toMatchObject({ status: 'fulfilled', fulfilment: { carrier: 'SingPost' } });
  });

  it('refuses to fulfil an unpaid order, and bad tracking input with the field named', async () => {
    const cart = await shop.cartWith(slug, 1);
    const unpaid = await shop.placeOrder(shop.orderBody(cart.id));
    expect((await fulfil(unpaid.body.id, { carrier: 'DHL', tracking_number: 'X1' })).status).toBe(409);

    const paid = await paidOrder(1);
    const bad = await fulfil(paid.id, {
      carrier: 'DHL',
      tracking_number: 'X1',
      tracking_url: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as ErrorBody).errors?.[0]?.field).toBe('body.tracking_url');
    const noCsrf = await call(
      'POST',
      '/api/admin/orders/{id}/fulfil/',
      `/api/admin/orders/${paid.id}/fulfil/`,
      asStaff({ body: { carrier: 'DHL', tracking_number: 'X1' } }),
    );
    expect(noCsrf.status).toBe(403);
    expect((await shop.orderRow(paid.id))?.status).toBe('paid');
  });

  it('refunds part of an order by amount: to the card, recorded with who and why, e-mailed', async () => {
    const order = await paidOrder(2);
    const res = await refund(order.id, { kind: 'amount', amount: 500, reason: 'Damaged cap' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'amount',
      amount: 500,
      card_amount: 500,
      gift_card_amount: 0,
      currency: 'SGD',
      reason: 'Damaged cap',
      staff: { email: 'staff@atelier.test' },
    });
    const [row] = await server.db.select().from(orderRefunds).where(eq(orderRefunds.id, res.body.id));
    expect(row?.providerReference).toMatch(/^test_refund_/);

    const after = await detail(order.id);
    expect(after.body.order.status).toBe('paid');
    expect(after.body.refunded).toBe(500);
    expect(after.body.refundable).toBe(order.total - 500);
    expect(after.body.timeline.map((e) => e.kind)).toContain('refunded');
    expect(await emailsOf([res.body.id], 'order_refund')).toHaveLength(1);
    expect((await auditOf(order.id)).map((a) => a.action)).toEqual(['order.refund']);

    // The rest, in full: the order is then `refunded` and nothing is left.
    const rest = await refund(order.id, { kind: 'full', reason: 'Goodwill' });
    expect(rest.status).toBe(201);
    expect(rest.body.amount).toBe(order.total - 500);
    const done = await detail(order.id);
    expect(done.body.order.status).toBe('refunded');
    expect(done.body.refundable).toBe(0);
    expect(done.body.payments[0]?.status).toBe('refunded');
    expect((await refund(order.id, { kind: 'amount', amount: 1, reason: 'More' })).status).toBe(409);
  });

  it('refunds by lines: the units go back to stock, and a line is never refunded twice', async () => {
    const order = await paidOrder(3);
    const line = order.line_items[0]!;
    const before = await shop.stockOf(variantId);

    const res = await refund(order.id, {
      kind: 'lines',
      lines: [{ line_id: line.id, quantity: 2 }],
      reason: 'Returned',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.lines).toEqual([
      { line_id: line.id, quantity: 2, amount: line.price * 2, currency: 'SGD' },
    ]);
    expect(res.body.amount).toBe(line.price * 2);
    expect(await shop.stockOf(variantId)).toBe(before + 2);

    const tooMany = await refund(order.id, {
      kind: 'lines',
      lines: [{ line_id: line.id, quantity: 2 }],
      reason: 'Again',
    });
    expect(tooMany.status).toBe(400);
    expect((tooMany.body as unknown as ErrorBody).errors).toEqual([
      { field: 'body.lines[0].quantity', reason: 'only 1 of this line left to refund' },
    ]);
    const foreign = await refund(order.id, {
      kind: 'lines',
      lines: [{ line_id: 999999, quantity: 1 }],
      reason: 'x',
    });
    expect((foreign.body as unknown as ErrorBody).errors?.[0]?.field).toBe('body.lines[0].line_id');
    expect(await shop.stockOf(variantId)).toBe(before + 2);
    expect((await detail(order.id)).body.refundable_lines).toEqual([{ line_id: line.id, quantity: 1 }]);
  });

  it('never refunds more than paid less refunded: a 400 naming the amount and what is left', async () => {
    const order = await paidOrder(1);
    const over = await refund(order.id, { kind: 'amount', amount: order.total + 1, reason: 'Too much' });
    expect(over.status).toBe(400);
    expect((over.body as unknown as ErrorBody).errors).toEqual([
      { field: 'body.amount', reason: `more than is left to refund (${order.total} in minor units)` },
    ]);
    const missingAmount = await refund(order.id, { kind: 'amount', reason: 'No amount' });
    expect((missingAmount.body as unknown as ErrorBody).errors?.[0]?.field).toBe('body.amount');
    const negative = await refund(order.id, { kind: 'amount', amount: -5, reason: 'Negative' });
    expect(negative.status).toBe(400);
    expect(await server.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toEqual([]);
  });

  it('answers a repeated Idempotency-Key with the first refund, and refunds once', async () => {
    const order = await paidOrder(1);
    const key = randomUUID();
    const body = { kind: 'amount', amount: 300, reason: 'Late delivery' };
    const first = await refund(order.id, body, key);
    const second = await refund(order.id, body, key);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    const other = await refund(order.id, { ...body, amount: 301 }, key);
    expect(other.status).toBe(422);
    expect(
      await server.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id)),
    ).toHaveLength(1);
  });

  it('two refunds at once never pay back more than was paid', async () => {
    const order = await paidOrder(2);
    const share = Math.ceil(order.total * 0.6);
    const answers = await Promise.all([
      refund(order.id, { kind: 'amount', amount: share, reason: 'One' }),
      refund(order.id, { kind: 'amount', amount: share, reason: 'Two' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    const rows = await server.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(share);
  });

  it('cancels a paid order: refunded in full, its stock back once', async () => {
    const order = await paidOrder(2);
    const line = order.line_items[0]!;
    const stock = await shop.stockOf(variantId);
    // One unit refunded by line first: the cancel puts back only the other.
    const partial = await refund(order.id, {
      kind: 'lines',
      lines: [{ line_id: line.id, quantity: 1 }],
      reason: 'One broke',
    });
    expect(partial.status).toBe(201);
    expect(await shop.stockOf(variantId)).toBe(stock + 1);

    const res = await cancel(order.id, 'Out of gift wrap');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.order.status).toBe('cancelled');
    expect(res.body.refunded).toBe(res.body.paid);
    expect(res.body.refunds.map((r) => r.kind)).toEqual(['lines', 'cancel']);
    expect(res.body.actions).toEqual({ fulfil: false, cancel: false, refund: false });
    expect(await shop.stockOf(variantId)).toBe(stock + 2);

    const again = await cancel(order.id);
    expect(again.status).toBe(409);
    expect(await shop.stockOf(variantId)).toBe(stock + 2);
    expect(await emailsOf([res.body.refunds[1]!.id], 'order_refund')).toHaveLength(1);
    expect((await auditOf(order.id)).map((a) => a.action)).toEqual(['order.refund', 'order.cancel']);
  });

  it('cancels an unpaid order like a lapsed hold: its stock back once', async () => {
    const cart = await shop.cartWith(slug, 2);
    const stock = await shop.stockOf(variantId);
    const placed = await shop.placeOrder(shop.orderBody(cart.id));
    expect(placed.status).toBe(201);
    expect(await shop.stockOf(variantId)).toBe(stock - 2);
    const res = await cancel(placed.body.id);
    expect(res.status).toBe(200);
    expect(res.body.order.status).toBe('cancelled');
    expect(res.body.refunds).toEqual([]);
    expect(await shop.stockOf(variantId)).toBe(stock);
    expect((await cancel(placed.body.id)).status).toBe(409);
    expect(await shop.stockOf(variantId)).toBe(stock);
    const [row] = await server.db.select().from(orders).where(eq(orders.id, placed.body.id));
    expect(row?.cancelledAt).toBeInstanceOf(Date);
  });

  it('refunds a discounted line less its share of the discount; a cancel gives the promo use back once', async () => {
    const cart = await shop.cartWith('kaya-toast-candle', 2);
    const priced = await call('PATCH', '/api/carts/{cartPk}/', `/api/carts/${cart.id}/`, {
      body: { promo_code: 'WELCOME10', shipping_rule_id: shop.rule('sg', 'standard').id },
    });
    expect(priced.status).toBe(200);
    const placed = await shop.placeOrder(shop.orderBody(cart.id));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((await shop.pay(placed.body.id)).status).toBe(200);
    const order = placed.body;
    const line = order.line_items[0]!;
    const welcome = async () =>
      (await server.db.select().from(promos).where(eq(promos.code, 'WELCOME10')))[0]!;
    const used = (await welcome()).usedCount;

    const one = await refund(order.id, {
      kind: 'lines',
      lines: [{ line_id: line.id, quantity: 1 }],
      reason: 'Cracked',
    });
    expect(one.status).toBe(201);
    // 10 % off the whole order: one unit is worth 90 % of its price.
    expect(one.body.amount).toBe(
      Math.floor((line.price * (order.subtotal - order.discount)) / order.subtotal),
    );

    expect((await cancel(order.id)).status).toBe(200);
    expect((await welcome()).usedCount).toBe(used - 1);
    expect((await cancel(order.id)).status).toBe(409);
    expect((await welcome()).usedCount).toBe(used - 1);
  });

  it('refunds a dong order exactly, in whole dong', async () => {
    const market = { headers: { ...VND_MARKET } };
    const cart = await shop.cartWith(slug, 1, market);
    const placed = await shop.placeOrder(
      shop.orderBody(cart.id, {
        shipping_rule_id: shop.rule('vn', 'standard').id,
        shipping_address: VN_ADDRESS,
      }),
      randomUUID(),
      market,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((await shop.pay(placed.body.id, undefined, market)).status).toBe(200);
    const order = placed.body;
    expect(order.currency).toBe('VND');
    const res = await refund(order.id, { kind: 'amount', amount: order.total - 1, reason: 'Almost all' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ currency: 'VND', amount: order.total - 1 });
    expect((await detail(order.id)).body.refundable).toBe(1);
  });

  /** What a refused refund must leave as it was: the order, its payments, refunds, stock, audit, e-mails. */
  async function untouched(orderId: string) {
    return {
      order: await shop.orderRow(orderId),
      payments: await shop.paymentsOf(orderId),
      refunds: await server.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)),
      stock: await shop.stockOf(variantId),
      audit: await auditOf(orderId),
      emails: await server.db.select().from(outboxEmails).where(eq(outboxEmails.kind, 'order_refund')),
    };
  }

  it('answers 502 payment_provider_error when the provider refuses a refund or cancel, and changes nothing', async () => {
    const order = await paidOrder(1);
    // A charge the test provider never took: it refuses to refund it.
    await server.db
      .update(payments)
      .set({ providerReference: 'elsewhere_123' })
      .where(eq(payments.orderId, order.id));
    const before = await untouched(order.id);

    const res = await refund(order.id, { kind: 'full', reason: 'Customer asked' });
    expect(res.status, JSON.stringify(res.body)).toBe(502);
    const body = res.body as unknown as ErrorBody;
    expect(body).toMatchObject({
      status: 502,
      code: 'payment_provider_error',
      message:
        'The payment provider refused the refund: the payment was not taken by the test provider. Nothing was changed.',
      errors: [{ field: 'payment_provider', reason: 'the payment was not taken by the test provider' }],
    });
    const cancelled = await cancel(order.id);
    expect(cancelled.status).toBe(502);
    expect((cancelled.body as unknown as ErrorBody).code).toBe('payment_provider_error');
    expect(await untouched(order.id)).toEqual(before);
    expect((await detail(order.id)).body).toMatchObject({
      refunded: 0,
      actions: { refund: true, cancel: true },
    });
  });

  describe('an order paid partly with a gift card that was voided since', () => {
    async function paidWithVoidedCard() {
      const [card] = await server.db
        .insert(giftCards)
        .values({
          code: newGiftCardCode(),
          currency: 'SGD',
          initialValue: 1000,
          balance: 1000,
          status: 'active',
          recipientEmail: 'card@example.com',
        })
        .returning();
      const cart = await shop.cartWith(slug, 1);
      const placed = await shop.placeOrder(
        shop.orderBody(cart.id, { gift_card_code: card!.code }),
        randomUUID(),
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(placed.body.gift_card_amount).toBe(1000);
      expect((await shop.pay(placed.body.id)).status).toBe(200);
      // What the console's void does: status voided, balance zero, when and why.
      await server.db
        .update(giftCards)
        .set({ status: 'voided', balance: 0, voidedAt: new Date(), voidReason: 'Reported stolen' })
        .where(eq(giftCards.id, card!.id));
      const [payment] = await shop.succeededPaymentsOf(placed.body.id);
      return { order: placed.body, cardId: card!.id, cardPart: payment!.amount };
    }
    const cardRow = async (id: number) =>
      (await server.db.select().from(giftCards).where(eq(giftCards.id, id)))[0];

    it('refuses with 409 gift_card_voided what would go back onto the card, and changes nothing', async () => {
      const { order, cardId, cardPart } = await paidWithVoidedCard();
      const before = await untouched(order.id);
      for (const body of [
        { kind: 'full', reason: 'Customer asked' },
        { kind: 'amount', amount: cardPart + 1, reason: 'A cent over the card part' },
      ]) {
        const res = await refund(order.id, body);
        expect(res.status, JSON.stringify(res.body)).toBe(409);
        expect(res.body as unknown as ErrorBody).toMatchObject({
          code: 'gift_card_voided',
          message: expect.stringContaining('issue the shopper a new gift card'),
        });
      }
      const cancelled = await cancel(order.id);
      expect(cancelled.status).toBe(409);
      expect((cancelled.body as unknown as ErrorBody).code).toBe('gift_card_voided');
      expect(await untouched(order.id)).toEqual(before);
      expect(await cardRow(cardId)).toMatchObject({ status: 'voided', balance: 0 });
    });

    it('still refunds the card part, which never touches the voided card', async () => {
      const { order, cardId, cardPart } = await paidWithVoidedCard();
      const res = await refund(order.id, { kind: 'amount', amount: cardPart, reason: 'Card part only' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({ card_amount: cardPart, gift_card_amount: 0 });
      expect(await cardRow(cardId)).toMatchObject({ status: 'voided', balance: 0 });
      const after = (await detail(order.id)).body;
      expect(after).toMatchObject({ refunded: cardPart, refundable: 1000 });
      expect((await refund(order.id, { kind: 'full', reason: 'The rest' })).status).toBe(409);
    });
  });
});
