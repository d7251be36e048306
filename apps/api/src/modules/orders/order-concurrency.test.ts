import { randomUUID } from 'node:crypto';
import type { Order } from '@atelier/api/schema';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts, idempotencyKeys, orderLines } from '../../db/schema';
import { databases } from '../../../test/support/databases';
import type { JsonResponse } from '../../../test/support/http-client';
import { useTestServer } from '../../../test/support/test-server';
import { checkoutCalls, GENEROUS_RATE_LIMITS } from '../../../test/support/checkout-calls';

interface ErrorBody {
  message: string;
  status: number;
  errors?: { field: string; reason: string }[];
}

const statusesOf = (answers: readonly JsonResponse[]) => answers.map((a) => a.status).sort();

/**
 * Reliability under concurrency (issue 5, point 6): the last units of a variant are sold exactly
 * once, one cart becomes one order, one order is charged once — whatever the interleaving. Every
 * request is fired at once with Promise.all against the real server and database.
 */
describe.each(databases())('order concurrency on %s', (target) => {
  const server = useTestServer(target, { rateLimits: GENEROUS_RATE_LIMITS });
  const shop = checkoutCalls(server);

  const slug = 'orchid-garden-candle';
  let variantId: number;
  beforeAll(() => {
    variantId = shop.product(slug).variant(0).id;
  });

  it('sells the last 5 units to exactly 5 of 50 concurrent buyers; the other 45 get a clean 409', async () => {
    // Stock is taken when the order is placed (carts hold none), so the carts fill up first.
    await shop.setStock(variantId, 1000);
    const cartIds = (await Promise.all(Array.from({ length: 50 }, () => shop.cartWith(slug, 1)))).map(
      (c) => c.id,
    );
    await shop.setStock(variantId, 5);
    const keys = cartIds.map(() => randomUUID());

    const answers = await Promise.all(cartIds.map((id, i) => shop.placeOrder(shop.orderBody(id), keys[i]!)));

    expect(statusesOf(answers)).toEqual([...Array<number>(5).fill(201), ...Array<number>(45).fill(409)]);
    const name = shop.product(slug).seed.name.en;
    for (const lost of answers.filter((a) => a.status === 409)) {
      const body = lost.body as unknown as ErrorBody;
      // The shopper is told which item ran out, and the client gets a machine-readable reason.
      expect(body.message).toContain(name);
      expect(body.errors).toEqual(
        expect.arrayContaining([{ field: expect.any(String), reason: expect.stringMatching(/stock/) }]),
      );
    }

    // Stock is exactly zero: five sold, never below zero.
    expect(await shop.stockOf(variantId)).toBe(0);

    // Exactly the five winners' orders exist, each whole: one line of one unit.
    const won = answers.filter((a) => a.status === 201).map((a) => a.body as Order);
    const placed = await shop.ordersOfCarts(cartIds);
    expect(placed.map((o) => o.id).sort()).toEqual(won.map((o) => o.id).sort());
    const lines = await server.db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          placed.map((o) => o.id),
        ),
      );
    expect(lines).toHaveLength(5);
    expect(new Set(lines.map((l) => l.orderId)).size).toBe(5);
    for (const line of lines) expect(line).toMatchObject({ variantId, quantity: 1 });
    for (const order of won) expect(order.line_items).toMatchObject([{ quantity: 1 }]);

    // The 45 losers: carts still open with their item, and their keys not spent (nothing written).
    const lostCartIds = cartIds.filter((_, i) => answers[i]!.status === 409);
    const lostCarts = await server.db.select().from(carts).where(inArray(carts.id, lostCartIds));
    expect(lostCarts.map((c) => c.status)).toEqual(Array<string>(45).fill('open'));
    const lostLines = await server.db.select().from(cartItems).where(inArray(cartItems.cartId, lostCartIds));
    expect(lostLines).toHaveLength(45);
    const lostKeys = keys.filter((_, i) => answers[i]!.status === 409);
    const storedLostKeys = await server.db
      .select()
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, lostKeys));
    expect(storedLostKeys).toEqual([]);
  });

  it('turns one cart completed 20 times at once (20 keys) into one order, and 20 payments into one charge', async () => {
    await shop.setStock(variantId, 100);
    const cart = await shop.cartWith(slug, 1);
    const keys = Array.from({ length: 20 }, () => randomUUID());

    const answers = await Promise.all(keys.map((key) => shop.placeOrder(shop.orderBody(cart.id), key)));

    const created = answers.filter((a) => a.status === 201);
    expect(created).toHaveLength(1);
    // The others find the cart already ordered: a clean 4xx (gone or conflict), never a 5xx.
    for (const other of answers.filter((a) => a.status !== 201)) {
      expect([404, 409]).toContain(other.status);
    }
    const order = created[0]!.body;
    expect(await shop.ordersOfCarts([cart.id])).toHaveLength(1);
    expect(await server.db.select().from(orderLines).where(eq(orderLines.orderId, order.id))).toHaveLength(1);
    expect(await shop.stockOf(variantId)).toBe(99);
    const storedKeys = await server.db
      .select()
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, keys));
    expect(storedKeys).toHaveLength(1);

    const payments = await Promise.all(keys.map(() => shop.pay(order.id)));

    expect(statusesOf(payments)).toEqual([200, ...Array<number>(19).fill(409)]);
    const paid = payments.find((p) => p.status === 200)!.body;
    expect(paid).toMatchObject({ status: 'succeeded', amount: order.total, currency: order.currency });
    // One charge: one payment row, the succeeded one, for the order's total.
    const rows = await shop.paymentsOf(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: paid.id, status: 'succeeded', amount: order.total });
    const read = await shop.readOrder(order.id);
    expect(read.body).toMatchObject({ status: 'paid' });
  });

  it('sells a variant to concurrent buyers of different quantities without overselling', async () => {
    // 10 buyers of 2 units each for 7 units: at most 3 orders (6 units), 1 unit left.
    await shop.setStock(variantId, 1000);
    const cartIds = (await Promise.all(Array.from({ length: 10 }, () => shop.cartWith(slug, 2)))).map(
      (c) => c.id,
    );
    await shop.setStock(variantId, 7);

    const answers = await Promise.all(cartIds.map((id) => shop.placeOrder(shop.orderBody(id))));

    expect(statusesOf(answers)).toEqual([...Array<number>(3).fill(201), ...Array<number>(7).fill(409)]);
    expect(await shop.stockOf(variantId)).toBe(1);
    const placed = await shop.ordersOfCarts(cartIds);
    expect(placed).toHaveLength(3);
    const sold = await server.db
      .select()
      .from(orderLines)
      .where(
        and(
          inArray(
            orderLines.orderId,
            placed.map((o) => o.id),
          ),
          eq(orderLines.variantId, variantId),
        ),
      );
    expect(sold.reduce((sum, l) => sum + l.quantity, 0)).toBe(6);
  });
});
