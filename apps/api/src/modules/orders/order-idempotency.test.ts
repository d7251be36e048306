import { randomUUID } from 'node:crypto';
import type { Order } from '@atelier/api/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../db/schema';
import { databases } from '../../../test/support/databases';
import type { JsonResponse } from '../../../test/support/http-client';
import { registerMember } from '../../../test/support/members';
import { useTestServer } from '../../../test/support/test-server';
import { checkoutCalls, GENEROUS_RATE_LIMITS } from '../../../test/support/checkout-calls';

interface ErrorBody {
  message: string;
  status: number;
  errors?: { field: string; reason: string }[];
}

/**
 * `POST /api/orders/` is idempotent by `Idempotency-Key` (issue 5, point 6; contract createOrder):
 * the same key and body answer the original status and body however often and however
 * concurrently they come, and lead to one order and one charge; the same key with another body is
 * a 422; a missing key is a 400 naming the header.
 */
describe.each(databases())('order idempotency on %s', (target) => {
  const server = useTestServer(target, { rateLimits: GENEROUS_RATE_LIMITS });
  const shop = checkoutCalls(server);

  const slug = 'kaya-toast-candle';
  let variantId: number;
  beforeAll(async () => {
    variantId = shop.product(slug).variant(0).id;
    await shop.setStock(variantId, 1000);
  });

  const keyRows = (key: string) =>
    server.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

  /** Every answer is the first one: same status, same body. */
  function expectAllSame(answers: readonly JsonResponse<Order>[], first: JsonResponse<Order>) {
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => first.status));
    for (const answer of answers) expect(answer.body).toEqual(first.body);
  }

  /** Paying the order once charges it once, and a replay of the key afterwards changes nothing. */
  async function expectOneCharge(order: Order) {
    const paid = await shop.pay(order.id);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'succeeded', amount: order.total, currency: order.currency });
    expect((await shop.pay(order.id)).status).toBe(409);
    const succeeded = await shop.succeededPaymentsOf(order.id);
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0]!.amount).toBe(order.total);
  }

  it('answers a key replayed 50 times in a row with the first status and body: one order, one charge', async () => {
    const stock = await shop.stockOf(variantId);
    const cart = await shop.cartWith(slug, 1);
    const key = randomUUID();
    const body = shop.orderBody(cart.id);

    const first = await shop.placeOrder(body, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const replays: JsonResponse<Order>[] = [];
    for (let i = 0; i < 50; i++) replays.push(await shop.placeOrder(body, key));

    expectAllSame(replays, first);
    expect(await shop.ordersOfCarts([cart.id])).toHaveLength(1);
    expect(await shop.stockOf(variantId)).toBe(stock - 1);
    expect(await keyRows(key)).toHaveLength(1);

    await expectOneCharge(first.body);
    // The key still answers what it answered first (the order as it was created), and no new order.
    const later = await shop.placeOrder(body, key);
    expect(later.status).toBe(201);
    expect(later.body).toEqual(first.body);
    expect(await shop.ordersOfCarts([cart.id])).toHaveLength(1);
  });

  it('answers 50 concurrent first attempts with one key alike: one order, one charge', async () => {
    const stock = await shop.stockOf(variantId);
    const cart = await shop.cartWith(slug, 1);
    const key = randomUUID();
    const body = shop.orderBody(cart.id);

    const answers = await Promise.all(Array.from({ length: 50 }, () => shop.placeOrder(body, key)));

    expect(answers[0]!.status, JSON.stringify(answers[0]!.body)).toBe(201);
    expectAllSame(answers, answers[0]!);
    expect(await shop.ordersOfCarts([cart.id])).toHaveLength(1);
    expect(await shop.stockOf(variantId)).toBe(stock - 1);

    // And 50 concurrent replays once it exists.
    const replays = await Promise.all(Array.from({ length: 50 }, () => shop.placeOrder(body, key)));
    expectAllSame(replays, answers[0]!);
    expect(await shop.ordersOfCarts([cart.id])).toHaveLength(1);

    await expectOneCharge(answers[0]!.body);
  });

  it.each<[string, () => Record<string, unknown>]>([
    ['another note', () => ({ note: 'Please gift wrap' })],
    ['another e-mail', () => ({ email: 'someone.else@example.com' })],
    ['another phone', () => ({ phone: '+65 8000 0000' })],
    ['another shipping method', () => ({ shipping_rule_id: shop.rule('sg', 'express').id })],
  ])('answers the key reused with %s with a 422 and changes nothing', async (_, change) => {
    const cart = await shop.cartWith(slug, 1);
    const key = randomUUID();
    const first = await shop.placeOrder(shop.orderBody(cart.id), key);
    expect(first.status).toBe(201);
    const stock = await shop.stockOf(variantId);
    const reused = await shop.placeOrder(shop.orderBody(cart.id, change()), key);

    expect(reused.status).toBe(422);
    expect((reused.body as unknown as ErrorBody).errors).toEqual(
      expect.arrayContaining([
        { field: expect.stringMatching(/idempotency-key$/i), reason: expect.any(String) },
      ]),
    );
    expect(JSON.stringify(reused.body)).not.toContain(first.body.id);
    expect(await shop.ordersOfCarts([cart.id])).toHaveLength(1);
    expect(await shop.stockOf(variantId)).toBe(stock);
    // The original request still gets its original answer.
    const replay = await shop.placeOrder(shop.orderBody(cart.id), key);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
  });

  it('never answers one client’s order to another client replaying its key (422)', async () => {
    const cart = await shop.cartWith(slug, 1);
    const key = randomUUID();
    const body = shop.orderBody(cart.id);
    const first = await shop.placeOrder(body, key);
    expect(first.status).toBe(201);

    // A member sending the very same body with the same key is another request.
    const member = await registerMember(server.url);
    const stolen = await shop.placeOrder(body, key, { token: member.token });

    expect(stolen.status).toBe(422);
    expect(JSON.stringify(stolen.body)).not.toContain(first.body.id);
    expect(await shop.ordersOfCarts([cart.id])).toHaveLength(1);
  });

  it.each([
    ['missing', null],
    ['too short', 'abc'],
    ['with spaces', 'not a valid key!'],
  ])('refuses a %s Idempotency-Key with a 400 naming the header, and writes nothing', async (_, key) => {
    const stock = await shop.stockOf(variantId);
    const cart = await shop.cartWith(slug, 1);

    const res = await shop.placeOrder(shop.orderBody(cart.id), key);

    expect(res.status).toBe(400);
    expect((res.body as unknown as ErrorBody).errors).toEqual(
      expect.arrayContaining([
        { field: expect.stringMatching(/idempotency-key$/i), reason: expect.any(String) },
      ]),
    );
    expect(await shop.ordersOfCarts([cart.id])).toHaveLength(0);
    expect(await shop.stockOf(variantId)).toBe(stock);
  });
});
