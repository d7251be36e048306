import type { Cart } from '@atelier/api/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { carts, productVariants, promos } from '../../db/schema';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { expectToMatchContract } from '../../../test/support/contract-matcher';
import { useTestServer } from '../../../test/support/test-server';
import { catalogueIds, type SeededProduct } from '../../../test/support/catalogue-ids';
import { addItem, newCart } from '../../../test/support/http-calls';
import { quickAddWrite } from './quick-add-write';

describe.each(databases())('carts under concurrency on %s', (target) => {
  const server = useTestServer(target);
  let product: (slug: string) => SeededProduct;
  beforeAll(async () => {
    product = await catalogueIds(server.db);
  });
  const once = async () => (await server.db.select().from(promos).where(eq(promos.code, 'ONCE')))[0]!;

  it('hands a single-use code to exactly one of 20 carts applying it at once, and takes it back on removal', async () => {
    const wrap = product('gift-wrap');
    const cartIds: string[] = [];
    for (let i = 0; i < 20; i++) {
      const cart = await newCart(server.url);
      await addItem(server.url, cart.id, { product_id: wrap.id, quantity: 1 });
      cartIds.push(cart.id);
    }
    expect((await once()).usedCount).toBe(0);

    const answers = await Promise.all(
      cartIds.map((id) =>
        request<Cart>(server.url, 'PATCH', `/api/carts/${id}/`, { body: { promo_code: 'ONCE' } }),
      ),
    );
    for (const res of answers) expectToMatchContract('PATCH', '/api/carts/{cartPk}/', res.status, res.body);
    const winners = answers.filter((r) => r.status === 200);
    const losers = answers.filter((r) => r.status === 422);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(19);
    for (const loser of losers) {
      expect(loser.body).toMatchObject({
        message: 'This code has been used up',
        errors: [{ field: 'body.promo_code', reason: 'usage_limit' }],
      });
    }
    expect((await once()).usedCount).toBe(1);
    const holding = await server.db
      .select()
      .from(carts)
      .where(eq(carts.promoId, (await once()).id));
    expect(holding.map((c) => c.id)).toEqual([winners[0]!.body.id]);

    // The check endpoint gives the same reason to the others, and the winner still sees it valid.
    const loserId = cartIds.find((id) => id !== winners[0]!.body.id)!;
    const check = await request(server.url, 'GET', `/api/promo/?code=ONCE&cart=${loserId}`);
    expect(check.status).toBe(422);
    expectToMatchContract('GET', '/api/promo/', 422, check.body);
    expect(
      (await request(server.url, 'GET', `/api/promo/?code=ONCE&cart=${winners[0]!.body.id}`)).status,
    ).toBe(200);

    // Removing it from the winning cart gives the use back for someone else.
    await request(server.url, 'PATCH', `/api/carts/${winners[0]!.body.id}/`, { body: { promo_code: null } });
    expect((await once()).usedCount).toBe(0);
    const next = await request<Cart>(server.url, 'PATCH', `/api/carts/${loserId}/`, {
      body: { promo_code: 'ONCE' },
    });
    expect(next.status).toBe(200);
    expect((await once()).usedCount).toBe(1);
  });

  it('lets exactly one of several simultaneous adds have the last unit', async () => {
    const burner = product('marble-oil-burner');
    await server.db
      .update(productVariants)
      .set({ stock: 1 })
      .where(eq(productVariants.id, burner.variant(0).id));
    const cart = await newCart(server.url);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        request(server.url, 'POST', `/api/carts/${cart.id}/items/`, {
          body: { product_id: burner.id, quantity: 1 },
        }),
      ),
    );
    for (const res of answers)
      expectToMatchContract('POST', '/api/carts/{cartPk}/items/', res.status, res.body);
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(5);
    const after = await request<Cart>(server.url, 'GET', `/api/carts/${cart.id}/`);
    expect(after.body.items.map((i) => i.quantity)).toEqual([1]);
  });

  /** `count` adds of one unit of the burner to one cart, all at once. */
  async function addAtOnce(cartId: string, count: number) {
    const burner = product('marble-oil-burner');
    const answers = await Promise.all(
      Array.from({ length: count }, () =>
        request<Cart>(server.url, 'POST', `/api/carts/${cartId}/items/`, {
          body: { product_id: burner.id, quantity: 1 },
        }),
      ),
    );
    for (const res of answers)
      expectToMatchContract('POST', '/api/carts/{cartPk}/items/', res.status, res.body);
    const after = await request<Cart>(server.url, 'GET', `/api/carts/${cartId}/`);
    return { answers, after: after.body };
  }
  const setBurnerStock = (stock: number) =>
    server.db
      .update(productVariants)
      .set({ stock })
      .where(eq(productVariants.id, product('marble-oil-burner').variant(0).id));

  it('adds up 32 simultaneous adds of one variant to one cart exactly, on one line', async () => {
    await setBurnerStock(50);
    const cart = await newCart(server.url);
    const { answers, after } = await addAtOnce(cart.id, 32);
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 32 }, () => 201));
    expect(after.items.map((i) => i.quantity)).toEqual([32]);
    expect(after.item_count).toBe(32);
    // Every answer shows the cart as its own add left it: each count from 1 to 32 exactly once.
    const counts = answers.map((r) => r.body.items[0]!.quantity).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
  });

  it('lets 32 simultaneous adds take no more than the stock: the others get the 409', async () => {
    await setBurnerStock(20);
    const cart = await newCart(server.url);
    const { answers, after } = await addAtOnce(cart.id, 32);
    expect(answers.filter((r) => r.status === 201)).toHaveLength(20);
    const refused = answers.filter((r) => r.status === 409);
    expect(refused).toHaveLength(12);
    for (const res of refused)
      expect(res.body).toMatchObject({ errors: [{ field: 'body.quantity', reason: 'only 20 left' }] });
    expect(after.items.map((i) => i.quantity)).toEqual([20]);
  });

  it('keeps a line within its limit of 99 under 32 simultaneous adds', async () => {
    await setBurnerStock(500);
    const cart = await newCart(server.url);
    await addItem(server.url, cart.id, { product_id: product('marble-oil-burner').id, quantity: 90 });
    const { answers, after } = await addAtOnce(cart.id, 32);
    expect(answers.filter((r) => r.status === 201)).toHaveLength(9);
    const refused = answers.filter((r) => r.status === 409);
    expect(refused).toHaveLength(23);
    for (const res of refused)
      expect(res.body).toMatchObject({ errors: [{ field: 'body.quantity', reason: 'must be at most 99' }] });
    expect(after.items.map((i) => i.quantity)).toEqual([99]);
  });

  it('never adds to a cart that became an order meanwhile, whatever an add read before', async () => {
    await setBurnerStock(50);
    const cart = await newCart(server.url);
    await addItem(server.url, cart.id, { product_id: product('marble-oil-burner').id, quantity: 1 });
    // An order (or a transfer) closes the cart by writing its row; adds then find no open cart.
    await server.db.update(carts).set({ status: 'ordered' }).where(eq(carts.id, cart.id));
    const { answers } = await addAtOnce(cart.id, 4);
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404]);
  });

  it('writes simultaneous adds to 16 carts together in batches, each answer its own cart', async () => {
    await setBurnerStock(500);
    const burner = product('marble-oil-burner');
    const cartIds: string[] = [];
    for (let i = 0; i < 16; i++) {
      const cart = await newCart(server.url);
      await addItem(server.url, cart.id, { product_id: burner.id, quantity: i + 1 });
      cartIds.push(cart.id);
    }
    const before = quickAddWrite.counts(server.db);
    const answers = await Promise.all(
      cartIds.map((id) =>
        request<Cart>(server.url, 'POST', `/api/carts/${id}/items/`, {
          body: { product_id: burner.id, quantity: 1 },
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(cartIds.map(() => 201));
    expect(answers.map((r) => [r.body.id, r.body.items[0]!.quantity])).toEqual(
      cartIds.map((id, i) => [id, i + 2]),
    );
    const after = quickAddWrite.counts(server.db);
    expect(after.failedBatches).toBe(before.failedBatches);
    if (target.name === 'postgres') expect(after.batches).toBeGreaterThan(before.batches);
    // PGlite runs a statement in this process before the next request is read: nothing waits.
    else expect(after.alone - before.alone).toBe(16);
  });

  it('never lets stock go below zero (CHECK constraint)', async () => {
    const burner = product('marble-oil-burner');
    await expect(
      server.db
        .update(productVariants)
        .set({ stock: -1 })
        .where(eq(productVariants.id, burner.variant(0).id)),
    ).rejects.toThrow();
  });
});
