import type { Cart, PrecheckoutResult } from '@atelier/api/schema';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productVariants, promos, variantPrices } from '../../db/schema';
import { databases } from '../../../test/support/databases';
import { registerMember } from '../../../test/support/members';
import { useTestServer } from '../../../test/support/test-server';
import { catalogueIds, type SeededProduct } from '../../../test/support/catalogue-ids';
import { addItem, contractCaller, newCart } from '../../../test/support/http-calls';

describe.each(databases())('precheckout on %s', (target) => {
  const server = useTestServer(target);
  const call = contractCaller(() => server.url);
  let product: (slug: string) => SeededProduct;
  beforeAll(async () => {
    product = await catalogueIds(server.db);
  });
  const setStock = (variantId: number, stock: number) =>
    server.db.update(productVariants).set({ stock }).where(eq(productVariants.id, variantId));
  const setPrice = (variantId: number, currency: string, amount: number) =>
    server.db
      .update(variantPrices)
      .set({ amount })
      .where(and(eq(variantPrices.variantId, variantId), eq(variantPrices.currency, currency)));
  const precheckout = (cartId: string, headers: Record<string, string> = {}) =>
    call<PrecheckoutResult>('POST', '/api/carts/{cartPk}/precheckout/', `/api/carts/${cartId}/precheckout/`, {
      headers,
    });

  it('re-checks prices and stock changed in the database and says what changed', async () => {
    const whiteTea = product('white-tea-home-oil').variant(0);
    const lemongrass = product('lemongrass-home-oil').variant(1);
    const burner = product('marble-oil-burner');
    const teaName = `${product('white-tea-home-oil').seed.name.en} ${whiteTea.seed.label.en}`;
    const lemonName = `${product('lemongrass-home-oil').seed.name.en} ${lemongrass.seed.label.en}`;
    const cart = await newCart(server.url);
    await addItem(server.url, cart.id, {
      product_id: product('white-tea-home-oil').id,
      variant_id: whiteTea.id,
      quantity: 2,
    });
    await addItem(server.url, cart.id, {
      product_id: product('lemongrass-home-oil').id,
      variant_id: lemongrass.id,
      quantity: 5,
    });
    await addItem(server.url, cart.id, { product_id: burner.id, quantity: 1 });
    const applied = await call<Cart>('PATCH', '/api/carts/{cartPk}/', `/api/carts/${cart.id}/`, {
      body: { promo_code: 'SAVE15' },
    });
    expect(applied.status).toBe(200);

    const clean = await precheckout(cart.id);
    expect(clean.status).toBe(200);
    expect(clean.body).toMatchObject({ ok: true, changes: [] });

    await setPrice(whiteTea.id, 'SGD', whiteTea.seed.prices.SGD + 200);
    await setStock(lemongrass.id, 3);
    await setStock(burner.variant(0).id, 0);
    const res = await precheckout(cart.id);
    expect(res.status).toBe(200);
    const items = (await call<Cart>('GET', '/api/carts/{cartPk}/', `/api/carts/${cart.id}/`)).body.items;
    expect(res.body.ok).toBe(false);
    expect(res.body.changes).toEqual([
      {
        kind: 'price_changed',
        item_id: items[0]!.id,
        name: teaName,
        previous: whiteTea.seed.prices.SGD,
        current: whiteTea.seed.prices.SGD + 200,
        currency: 'SGD',
        message: `The price of ${teaName} changed from S$24.00 to S$26.00`,
      },
      {
        kind: 'quantity_reduced',
        item_id: items[1]!.id,
        name: lemonName,
        previous: 5,
        current: 3,
        currency: 'SGD',
        message: `Only 3 left of ${lemonName}: the quantity went from 5 to 3`,
      },
      expect.objectContaining({
        kind: 'out_of_stock_removed',
        name: burner.seed.name.en,
        previous: 1,
        current: 0,
      }),
    ]);
    expect(res.body.cart.items.map((i) => [i.price, i.quantity])).toEqual([
      [whiteTea.seed.prices.SGD + 200, 2],
      [lemongrass.seed.prices.SGD, 3],
    ]);
    const subtotal = (whiteTea.seed.prices.SGD + 200) * 2 + lemongrass.seed.prices.SGD * 3;
    expect(res.body.cart).toMatchObject({
      promo: { code: 'SAVE15' },
      subtotal,
      discount: 1500,
      total: subtotal - 1500,
    });

    // Fixed now: a second check finds nothing.
    expect((await precheckout(cart.id)).body).toMatchObject({ ok: true, changes: [] });

    // Sold out below the code's minimum: the line goes, then the code, with its use given back.
    const used = async () =>
      (await server.db.select().from(promos).where(eq(promos.code, 'SAVE15')))[0]!.usedCount;
    const before = await used();
    await setStock(lemongrass.id, 0);
    const lapsed = await precheckout(cart.id, { 'accept-language': 'vi' });
    expect(lapsed.body.changes.map((c) => c.kind)).toEqual(['out_of_stock_removed', 'promo_removed']);
    expect(lapsed.body.changes[1]!.message).toContain('SAVE15');
    expect(lapsed.body.changes[1]!.message).toContain('S$100.00');
    expect(lapsed.body.cart).toMatchObject({ promo: null, discount: 0 });
    expect(await used()).toBe(before - 1);
  });

  it('drops a shipping method of another country and reports it', async () => {
    const cart = await newCart(server.url, { headers: { 'accept-country': 'sg' } });
    await addItem(server.url, cart.id, { product_id: product('gift-wrap').id, quantity: 1 });
    const rules = await call<{ id: number; method: string }[]>(
      'GET',
      '/api/shipping-rules/',
      '/api/shipping-rules/',
      {
        headers: { 'accept-country': 'sg' },
      },
    );
    const express = rules.body.find((r) => r.method === 'Express')!;
    await call('PATCH', '/api/carts/{cartPk}/', `/api/carts/${cart.id}/`, {
      body: { shipping_rule_id: express.id },
    });
    const res = await precheckout(cart.id, { 'accept-country': 'vn' });
    expect(res.body.changes).toEqual([
      expect.objectContaining({ kind: 'shipping_changed', name: 'Express', item_id: null }),
    ]);
    expect(res.body.cart).toMatchObject({ shipping_rule_id: null, shipping: 0 });
  });

  it('guards a member’s cart (401/403) and answers 404 for an unknown cart', async () => {
    const owner = await registerMember(server.url);
    const other = await registerMember(server.url);
    const cart = await newCart(server.url, { token: owner.token });
    expect((await precheckout(cart.id)).status).toBe(401);
    const foreign = await call(
      'POST',
      '/api/carts/{cartPk}/precheckout/',
      `/api/carts/${cart.id}/precheckout/`,
      {
        token: other.token,
      },
    );
    expect(foreign.status).toBe(403);
    const own = await call('POST', '/api/carts/{cartPk}/precheckout/', `/api/carts/${cart.id}/precheckout/`, {
      token: owner.token,
    });
    expect(own.status).toBe(200);
    expect((await precheckout('3f0d8a9e-6a55-4a07-9f55-0d2c5c1b2a10')).status).toBe(404);
  });
});
