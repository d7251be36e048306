import type { Cart } from '@atelier/api/schema';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cartItems, carts, productVariants, promos, variantPrices } from '../../db/schema';
import { databases } from '../../../test/support/databases';
import { useTestServer } from '../../../test/support/test-server';
import { catalogueIds, type SeededProduct } from '../../../test/support/catalogue-ids';
import { addItem, contractCaller, newCart } from '../../../test/support/http-calls';
import { CATALOGUE_TTL_MS } from './caches/known-carts';

// Get cart and add to cart read the cart in one statement and keep products' names and images in
// the process (cart-contents.ts, cart-catalogue.ts): what changes elsewhere must still show at once
// when it is the cart itself, or money or stock changed by a write that signals it (every
// catalogue-changing write of the API empties the response cache; `signalCatalogueWrite` does
// what its answer does). What nothing signals shows within the response cache's TTL.
describe.each(databases())('a cart read fresh on %s', (target) => {
  const server = useTestServer(target);
  const call = contractCaller(() => server.url);
  let product: (slug: string) => SeededProduct;
  beforeAll(async () => {
    product = await catalogueIds(server.db);
  });
  const getCart = (id: string) => call<Cart>('GET', '/api/carts/{cartPk}/', `/api/carts/${id}/`);
  const signalCatalogueWrite = () => server.app.responseCache.clear();

  it('shows a price changed by an operator at once, in get cart and in the next add', async () => {
    const candle = product('kaya-toast-candle');
    const variantId = candle.variant(0).id;
    const cart = await addItem(server.url, (await newCart(server.url)).id, {
      product_id: candle.id,
      variant_id: variantId,
      quantity: 1,
    });
    const before = cart.items[0]!.price;
    const where = and(eq(variantPrices.variantId, variantId), eq(variantPrices.currency, 'SGD'));
    await server.db
      .update(variantPrices)
      .set({ amount: before + 300 })
      .where(where);
    signalCatalogueWrite();
    try {
      const read = await getCart(cart.id);
      expect(read.body.items[0]).toMatchObject({ price: before + 300, total: before + 300 });
      const added = await addItem(server.url, cart.id, {
        product_id: candle.id,
        variant_id: variantId,
        quantity: 1,
      });
      expect(added.items[0]).toMatchObject({ price: before + 300, quantity: 2, total: 2 * (before + 300) });
    } finally {
      await server.db.update(variantPrices).set({ amount: before }).where(where);
    }
  });

  it('builds an add on what another process wrote in between (lines, code), not on what it read before', async () => {
    const candle = product('kaya-toast-candle');
    const item = { product_id: candle.id, variant_id: candle.variant(0).id, quantity: 1 };
    const cart = await newCart(server.url);
    const first = await addItem(server.url, cart.id, item);
    const lineId = first.items[0]!.id;
    // Another API process raises the line and applies a code: it writes the line and the cart row.
    const [save15] = await server.db.select().from(promos).where(eq(promos.code, 'SAVE15'));
    await server.db.transaction(async (tx) => {
      await tx.update(cartItems).set({ quantity: 4 }).where(eq(cartItems.id, lineId));
      await tx.update(carts).set({ promoId: save15!.id, updatedAt: new Date() }).where(eq(carts.id, cart.id));
    });
    const read = await getCart(cart.id);
    expect(read.body.items.map((i) => i.quantity)).toEqual([4]);
    expect(read.body.promo).toMatchObject({ code: 'SAVE15' });
    const added = await addItem(server.url, cart.id, item);
    expect(added.items.map((i) => [i.id, i.quantity])).toEqual([[lineId, 5]]);
    expect(added.promo).toMatchObject({ code: 'SAVE15' });
    expect(added.discount).toBeGreaterThan(0);
    expect(added.recent_item?.id).toBe(lineId);
    expect((await getCart(cart.id)).body).toEqual(added);
  });

  it('never plans an add on what this process last saw once the cart, the stock or a price changed', async () => {
    const candle = product('kaya-toast-candle');
    const [small, large] = [candle.variant(0).id, candle.variant(1).id];
    const cart = await newCart(server.url);
    const first = await addItem(server.url, cart.id, {
      product_id: candle.id,
      variant_id: small,
      quantity: 1,
    });
    const lineId = first.items[0]!.id;

    // Another process raises the line (writing the cart row): the next add here adds to that.
    await server.db.transaction(async (tx) => {
      await tx.update(cartItems).set({ quantity: 3 }).where(eq(cartItems.id, lineId));
      await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
    });
    const raised = await addItem(server.url, cart.id, {
      product_id: candle.id,
      variant_id: small,
      quantity: 1,
    });
    expect(raised.items.map((i) => i.quantity)).toEqual([4]);

    // The stock fell to what the cart holds: the next add is refused as if read afresh.
    const stockOf = eq(productVariants.id, small);
    const [variant] = await server.db.select().from(productVariants).where(stockOf);
    await server.db.update(productVariants).set({ stock: 4 }).where(stockOf);
    try {
      const refused = await call('POST', '/api/carts/{cartPk}/items/', `/api/carts/${cart.id}/items/`, {
        body: { product_id: candle.id, variant_id: small, quantity: 1 },
      });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ errors: [{ field: 'body.quantity', reason: 'only 4 left' }] });
    } finally {
      await server.db.update(productVariants).set({ stock: variant!.stock }).where(stockOf);
    }

    // The other size's price moved: its new line shows and keeps the price of now, so
    // precheckout finds nothing changed.
    const priceOf = and(eq(variantPrices.variantId, large), eq(variantPrices.currency, 'SGD'));
    const [price] = await server.db.select().from(variantPrices).where(priceOf);
    await server.db
      .update(variantPrices)
      .set({ amount: price!.amount + 500 })
      .where(priceOf);
    signalCatalogueWrite();
    try {
      const added = await addItem(server.url, cart.id, {
        product_id: candle.id,
        variant_id: large,
        quantity: 1,
      });
      expect(added).toEqual((await getCart(cart.id)).body);
      const line = added.items.find((i) => i.variant_id === large)!;
      const [stored] = await server.db.select().from(cartItems).where(eq(cartItems.id, line.id));
      expect(stored!.lastUnitPrice).toBe(price!.amount + 500);
      const checked = await call(
        'POST',
        '/api/carts/{cartPk}/precheckout/',
        `/api/carts/${cart.id}/precheckout/`,
      );
      expect(checked.body).toMatchObject({ ok: true, changes: [] });
    } finally {
      await server.db.update(variantPrices).set({ amount: price!.amount }).where(priceOf);
    }
  });

  it('shows a price changed where no write signals it (SQL, a seed) in the next add within the TTL', async () => {
    const candle = product('kaya-toast-candle');
    const variantId = candle.variant(0).id;
    const item = { product_id: candle.id, variant_id: variantId, quantity: 1 };
    const cart = await addItem(server.url, (await newCart(server.url)).id, item);
    const before = cart.items[0]!.price;
    const where = and(eq(variantPrices.variantId, variantId), eq(variantPrices.currency, 'SGD'));
    await server.db
      .update(variantPrices)
      .set({ amount: before + 700 })
      .where(where);
    const realNow = Date.now.bind(Date);
    try {
      // Within the TTL the add answers with the prices it was planned on, as the product page
      // the shopper added from (cached as long) showed them; precheckout reports the change.
      const soon = await addItem(server.url, cart.id, item);
      expect(soon.items[0]).toMatchObject({ price: before, quantity: 2 });
      // Once the TTL has passed, the next add reads the catalogue again: it answers as get cart,
      // which reads it afresh.
      vi.spyOn(Date, 'now').mockImplementation(() => realNow() + CATALOGUE_TTL_MS + 1);
      const later = await addItem(server.url, cart.id, item);
      expect(later.items[0]!.quantity).toBe(3);
      expect(later).toEqual((await getCart(cart.id)).body);
    } finally {
      vi.restoreAllMocks();
      await server.db.update(variantPrices).set({ amount: before }).where(where);
    }
  });

  it('adds a product new to a cart it remembers as the last read adding that product found it', async () => {
    const candle = product('kaya-toast-candle');
    const wrap = product('gift-wrap');
    const candleItem = { product_id: candle.id, variant_id: candle.variant(0).id, quantity: 1 };
    const withWrap = async () =>
      addItem(server.url, (await newCart(server.url)).id, { product_id: wrap.id, quantity: 1 });
    // The first cart adding the candle reads it; the others remember their own carts.
    const first = await addItem(server.url, (await newCart(server.url)).id, candleItem);
    const seen = first.items[0]!.price;
    const b = await withWrap();
    const where = and(eq(variantPrices.variantId, candleItem.variant_id), eq(variantPrices.currency, 'SGD'));
    const [price] = await server.db.select().from(variantPrices).where(where);
    await server.db
      .update(variantPrices)
      .set({ amount: price!.amount + 900 })
      .where(where);
    try {
      // Unsignalled (SQL): within the TTL the candle is planned and shown as that read found it.
      const planned = await addItem(server.url, b.id, candleItem);
      expect(planned.items.map((i) => [i.product.id, i.quantity])).toEqual([
        [wrap.id, 1],
        [candle.id, 1],
      ]);
      expect(planned.items[1]!.price).toBe(seen);
      // So is the first add to a cart just created: this process remembers it from its creation.
      const created = await newCart(server.url);
      const firstAdd = await addItem(server.url, created.id, candleItem);
      expect(firstAdd.items.map((i) => [i.product.id, i.quantity, i.price])).toEqual([[candle.id, 1, seen]]);
      // Signalled: a cart remembered since still reads the candle again (its offer is older),
      // and the next one plans on that read.
      signalCatalogueWrite();
      const e = await withWrap();
      const readAgain = await addItem(server.url, e.id, candleItem);
      expect(readAgain.items[1]!.price).toBe(seen + 900);
      expect(readAgain).toEqual((await getCart(e.id)).body);
      const f = await withWrap();
      const plannedAgain = await addItem(server.url, f.id, candleItem);
      expect(plannedAgain.items[1]!.price).toBe(seen + 900);
      expect(plannedAgain).toEqual((await getCart(f.id)).body);
    } finally {
      await server.db.update(variantPrices).set({ amount: price!.amount }).where(where);
      signalCatalogueWrite();
    }
  });

  it('answers 404 for an unknown cart and for an unknown product, and leaves the cart as it was', async () => {
    const missing = await call(
      'GET',
      '/api/carts/{cartPk}/',
      '/api/carts/3f1c2d4e-5b6a-4c7d-8e9f-0a1b2c3d4e5f/',
    );
    expect(missing.status).toBe(404);
    const cart = await newCart(server.url);
    const unknown = await call('POST', '/api/carts/{cartPk}/items/', `/api/carts/${cart.id}/items/`, {
      body: { product_id: 999_999, quantity: 1 },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'Product not found' });
    expect((await getCart(cart.id)).body).toMatchObject({ items: [], updated_at: cart.updated_at });
  });
});
