import type { Cart, Promo } from '@atelier/api/schema';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { carts, promos } from '../../db/schema';
import { databases } from '../../../test/support/databases';
import { registerMember } from '../../../test/support/members';
import { useTestServer } from '../../../test/support/test-server';
import { catalogueIds, type SeededProduct } from '../../../test/support/catalogue-ids';
import { addItem, contractCaller, newCart } from '../../../test/support/http-calls';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(databases())('carts on %s', (target) => {
  const server = useTestServer(target);
  const call = contractCaller(() => server.url);
  let product: (slug: string) => SeededProduct;
  beforeAll(async () => {
    product = await catalogueIds(server.db);
  });
  const usedCount = async (code: string) =>
    (await server.db.select().from(promos).where(eq(promos.code, code)))[0]!.usedCount;

  describe('POST /api/carts/ and GET /api/carts/{cartPk}/', () => {
    it('accepts a bodiless POST that still says Content-Type: application/json (as the browser client sends)', async () => {
      const res = await fetch(`${server.url}/api/carts/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-country': 'sg', 'accept-currency': 'sgd' },
      });
      expect(res.status).toBe(201);
      expect(((await res.json()) as Cart).items).toEqual([]);
    });

    it('still refuses malformed JSON with a 400 in the Error shape', async () => {
      const res = await fetch(`${server.url}/api/carts/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"items": [',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'The request body is not valid JSON', status: 400 });
    });

    it('creates an empty guest cart with an unguessable id in the requested currency', async () => {
      const res = await call<Cart>('POST', '/api/carts/', '/api/carts/', {
        headers: { 'accept-currency': 'usd' },
      });
      expect(res.status).toBe(201);
      expect(res.body.id).toMatch(UUID_V4);
      expect(res.body).toMatchObject({
        user_id: null,
        items: [],
        item_count: 0,
        promo: null,
        subtotal: 0,
        discount: 0,
        shipping: 0,
        total: 0,
        recent_item: null,
        currency: 'USD',
        exchange_rate: 0.74,
      });
      const read = await call<Cart>('GET', '/api/carts/{cartPk}/', `/api/carts/${res.body.id}/`, {
        headers: { 'accept-currency': 'usd' },
      });
      expect(read.status).toBe(200);
      expect(read.body).toEqual(res.body);
    });

    it('gives a member’s cart to the member: 401 without a token, 403 for another member', async () => {
      const owner = await registerMember(server.url);
      const other = await registerMember(server.url);
      const created = await call<Cart>('POST', '/api/carts/', '/api/carts/', { token: owner.token });
      expect(created.status).toBe(201);
      expect(created.body.user_id).toBe(owner.user.id);
      const path = `/api/carts/${created.body.id}/`;
      expect((await call('GET', '/api/carts/{cartPk}/', path, { token: owner.token })).status).toBe(200);
      const anonymous = await call('GET', '/api/carts/{cartPk}/', path);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
      expect((await call('GET', '/api/carts/{cartPk}/', path, { token: other.token })).status).toBe(403);
      // Every change is guarded the same way.
      const add = await call('POST', '/api/carts/{cartPk}/items/', `${path}items/`, {
        body: {
          product_id: product('citrus-grove').id,
          variant_id: product('citrus-grove').variant(0).id,
          quantity: 1,
        },
        token: other.token,
      });
      expect(add.status).toBe(403);
      expect((await call('POST', '/api/carts/{id}/clear/', `${path}clear/`)).status).toBe(401);
      expect(
        (await call('PATCH', '/api/carts/{cartPk}/', path, { body: { promo_code: 'WELCOME10' } })).status,
      ).toBe(401);
      expect(
        (
          await call('POST', '/api/carts/{cartPk}/precheckout/', `${path}precheckout/`, {
            token: other.token,
          })
        ).status,
      ).toBe(403);
      // A token that is not valid is a 401 even where guests are welcome.
      expect((await call('POST', '/api/carts/', '/api/carts/', { token: 'not-a-jwt' })).status).toBe(401);
    });

    it('answers 404 for an unknown cart and 400 for a malformed id', async () => {
      const unknown = await call(
        'GET',
        '/api/carts/{cartPk}/',
        '/api/carts/3f0d8a9e-6a55-4a07-9f55-0d2c5c1b2a10/',
      );
      expect(unknown.status).toBe(404);
      const bad = await call('GET', '/api/carts/{cartPk}/', '/api/carts/not-a-uuid/');
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ errors: [{ field: 'path.cartPk' }] });
      const badCurrency = await call('POST', '/api/carts/', '/api/carts/', {
        headers: { 'accept-currency': 'eur' },
      });
      expect(badCurrency.status).toBe(400);
      expect(badCurrency.body).toMatchObject({ errors: [{ field: 'header.accept-currency' }] });
    });
  });

  describe('items', () => {
    it('adds a product priced by the server and raises the quantity of the same line', async () => {
      const cart = await newCart(server.url);
      const oud = product('amber-oud');
      const small = oud.variant(0);
      const first = await addItem(server.url, cart.id, {
        product_id: oud.id,
        variant_id: small.id,
        quantity: 2,
      });
      expect(first.items).toHaveLength(1);
      const [line] = first.items;
      expect(line).toMatchObject({
        name: oud.seed.name.en,
        price: small.seed.prices.SGD,
        quantity: 2,
        total: small.seed.prices.SGD * 2,
        currency: 'SGD',
        item_feed_id: small.seed.sku,
        should_tracking: true,
        is_free_gift: false,
        variant_id: small.id,
        variant_values: [{ name: 'Size', value: '30ml' }],
        customization: null,
        type: { name: 'best_seller', parent: null },
        product: { id: oud.id, slug: 'amber-oud', combo: [], type: 'best_seller' },
      });
      expect(line!.product.images.filter((i) => i.type === 'main')).toHaveLength(1);
      expect(first.recent_item?.id).toBe(line!.id);
      expect(first).toMatchObject({
        item_count: 2,
        subtotal: small.seed.prices.SGD * 2,
        total: small.seed.prices.SGD * 2,
      });

      const again = await addItem(server.url, cart.id, {
        product_id: oud.id,
        variant_id: small.id,
        quantity: 1,
      });
      expect(again.items).toHaveLength(1);
      expect(again.items[0]).toMatchObject({ id: line!.id, quantity: 3 });
      expect(again.recent_item?.id).toBe(line!.id);

      const bundle = product('self-care-sunday-bundle');
      const withBundle = await addItem(server.url, cart.id, { product_id: bundle.id, quantity: 1 });
      const bundleLine = withBundle.items.find((i) => i.product.id === bundle.id)!;
      expect(bundleLine.product.combo.map((c) => c.quantity)).toEqual(
        bundle.seed.bundle!.map((b) => b.quantity),
      );
      expect(withBundle.recent_item?.id).toBe(bundleLine.id);
    });

    it('keeps bespoke perfumes with different choices on their own lines and prices two or more 10% off each', async () => {
      const cart = await newCart(server.url);
      const rose = product('rose-atelier');
      const large = rose.variant(1);
      const customization = {
        bottle_colour: 'clear',
        cap_colour: 'gold',
        size: '100ml',
        labels: [{ text: 'Mei', font: 'Jost', side: 'front' }],
      };
      const one = await addItem(server.url, cart.id, { product_id: rose.id, quantity: 1, customization });
      // The size of the customization chose the variant.
      expect(one.items[0]).toMatchObject({
        variant_id: large.id,
        price: large.seed.prices.SGD,
        customization,
      });
      expect(one.items[0]!.variant_values).toEqual([
        { name: 'Size', value: '100ml' },
        { name: 'Bottle', value: 'Clear' },
        { name: 'Cap', value: 'Gold' },
        { name: 'Front label', value: '“Mei” in Jost' },
      ]);
      const sameAgain = await addItem(server.url, cart.id, {
        product_id: rose.id,
        variant_id: large.id,
        quantity: 1,
        customization: {
          labels: [{ side: 'front', font: 'Jost', text: 'Mei' }],
          size: '100ml',
          cap_colour: 'gold',
          bottle_colour: 'clear',
        },
      });
      expect(sameAgain.items).toHaveLength(1);
      const other = await addItem(server.url, cart.id, {
        product_id: rose.id,
        quantity: 1,
        customization: { ...customization, cap_colour: 'black' },
      });
      expect(other.items).toHaveLength(2);
      // perfume_diy × 3 ≥ 2: the bespoke-pair rule lowers every unit by 10%.
      const unit = large.seed.prices.SGD - Math.round(large.seed.prices.SGD / 10);
      expect(other.items.map((i) => [i.price, i.total])).toEqual([
        [unit, unit * 2],
        [unit, unit],
      ]);
      expect(other).toMatchObject({ subtotal: unit * 3, discount: 0, total: unit * 3 });
    });

    it('refuses a bespoke label the engraver cannot print: too long or not one printable line (400)', async () => {
      const cart = await newCart(server.url);
      const rose = product('rose-atelier');
      const label = (text: string) => ({
        product_id: rose.id,
        quantity: 1,
        customization: {
          bottle_colour: 'clear',
          cap_colour: 'gold',
          size: '100ml',
          labels: [{ text, font: 'Jost', side: 'front' }],
        },
      });
      const path = `/api/carts/${cart.id}/items/`;
      const long = await call('POST', '/api/carts/{cartPk}/items/', path, { body: label('x'.repeat(21)) });
      expect(long.status).toBe(400);
      expect(long.body).toMatchObject({
        errors: [{ field: 'body.customization.labels.0.text', reason: 'must be at most 20 characters' }],
      });
      const twoLines = await call('POST', '/api/carts/{cartPk}/items/', path, { body: label('Mei\nTan') });
      expect(twoLines.status).toBe(400);
      expect(twoLines.body).toMatchObject({ errors: [{ field: 'body.customization.labels.0.text' }] });
      // Twenty accented letters are twenty characters, and markup is only text.
      const accented = await call('POST', '/api/carts/{cartPk}/items/', path, {
        body: label('é'.repeat(20)),
      });
      expect(accented.status).toBe(201);
      const markup = await call('POST', '/api/carts/{cartPk}/items/', path, { body: label('<b>Mei</b>') });
      expect(markup.status).toBe(201);
    });

    it('refuses prices, totals and currencies from the client, and bad quantities (400)', async () => {
      const cart = await newCart(server.url);
      const citrus = product('citrus-grove');
      const path = `/api/carts/${cart.id}/items/`;
      for (const [extra, field] of [
        [{ price: 1 }, 'body.price'],
        [{ total: 1 }, 'body.total'],
        [{ currency: 'SGD' }, 'body.currency'],
      ] as const) {
        const res = await call('POST', '/api/carts/{cartPk}/items/', path, {
          body: { product_id: citrus.id, variant_id: citrus.variant(0).id, quantity: 1, ...extra },
        });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ errors: [{ field, reason: 'is not allowed' }] });
      }
      const zero = await call('POST', '/api/carts/{cartPk}/items/', path, {
        body: { product_id: citrus.id, variant_id: citrus.variant(0).id, quantity: 0 },
      });
      expect(zero.body).toMatchObject({ errors: [{ field: 'body.quantity' }] });
      const noVariant = await call('POST', '/api/carts/{cartPk}/items/', path, {
        body: { product_id: citrus.id, quantity: 1 },
      });
      expect(noVariant.status).toBe(400);
      expect(noVariant.body).toMatchObject({ errors: [{ field: 'body.variant_id' }] });
      const foreign = await call('POST', '/api/carts/{cartPk}/items/', path, {
        body: { product_id: citrus.id, variant_id: product('amber-oud').variant(0).id, quantity: 1 },
      });
      expect(foreign.body).toMatchObject({ errors: [{ field: 'body.variant_id' }] });
      const customCandle = await call('POST', '/api/carts/{cartPk}/items/', path, {
        body: {
          product_id: product('kaya-toast-candle').id,
          variant_id: product('kaya-toast-candle').variant(0).id,
          quantity: 1,
          customization: { bottle_colour: 'clear', cap_colour: 'gold', size: '30ml' },
        },
      });
      expect(customCandle.body).toMatchObject({ errors: [{ field: 'body.customization' }] });
      const cartPatch = await call('PATCH', '/api/carts/{cartPk}/', `/api/carts/${cart.id}/`, {
        body: { total: 0 },
      });
      expect(cartPatch.status).toBe(400);
      expect(cartPatch.body).toMatchObject({ errors: [{ field: 'body.total', reason: 'is not allowed' }] });
      const unchanged = await call<Cart>('GET', '/api/carts/{cartPk}/', `/api/carts/${cart.id}/`);
      expect(unchanged.body.items).toEqual([]);
    });

    it('answers 404 for an unknown product and an unknown item', async () => {
      const cart = await newCart(server.url);
      const res = await call('POST', '/api/carts/{cartPk}/items/', `/api/carts/${cart.id}/items/`, {
        body: { product_id: 999999, quantity: 1 },
      });
      expect(res.status).toBe(404);
      const patch = await call(
        'PATCH',
        '/api/carts/{cartPk}/items/{id}/',
        `/api/carts/${cart.id}/items/999999/`,
        {
          body: { quantity: 1 },
        },
      );
      expect(patch.status).toBe(404);
      const del = await call(
        'DELETE',
        '/api/carts/{cartPk}/items/{id}/',
        `/api/carts/${cart.id}/items/999999/`,
      );
      expect(del.status).toBe(404);
      // An item of another cart is not this cart's.
      const other = await newCart(server.url);
      const withItem = await addItem(server.url, other.id, {
        product_id: product('gift-wrap').id,
        quantity: 1,
      });
      const foreign = await call(
        'DELETE',
        '/api/carts/{cartPk}/items/{id}/',
        `/api/carts/${cart.id}/items/${withItem.items[0]!.id}/`,
      );
      expect(foreign.status).toBe(404);
    });

    it('answers 409 naming the item and what is left, and leaves the cart unchanged', async () => {
      const cart = await newCart(server.url);
      const saffron = product('velvet-saffron');
      const soldOut = await call('POST', '/api/carts/{cartPk}/items/', `/api/carts/${cart.id}/items/`, {
        body: { product_id: saffron.id, variant_id: saffron.variant(0).id, quantity: 1 },
      });
      expect(soldOut.status).toBe(409);
      expect(soldOut.body).toMatchObject({
        message: 'Velvet Saffron 30ml is sold out',
        errors: [{ field: 'body.quantity' }],
      });

      const orchid = product('orchid-garden-candle');
      const large = orchid.variant(1);
      const path = `/api/carts/${cart.id}/items/`;
      await addItem(server.url, cart.id, { product_id: orchid.id, variant_id: large.id, quantity: 6 });
      const tooMany = await call('POST', '/api/carts/{cartPk}/items/', path, {
        body: { product_id: orchid.id, variant_id: large.id, quantity: 3 },
        headers: { 'accept-language': 'en' },
      });
      expect(tooMany.status).toBe(409);
      expect((tooMany.body as { message: string }).message).toBe(
        `Only ${large.seed.stock} left of ${orchid.seed.name.en} ${large.seed.label.en}`,
      );
      const vi = await call('POST', '/api/carts/{cartPk}/items/', path, {
        body: { product_id: orchid.id, variant_id: large.id, quantity: 3 },
        headers: { 'accept-language': 'vi' },
      });
      expect((vi.body as { message: string }).message).toContain(`Chỉ còn ${large.seed.stock}`);
      const after = await call<Cart>('GET', '/api/carts/{cartPk}/', `/api/carts/${cart.id}/`);
      expect(after.body.items.map((i) => i.quantity)).toEqual([6]);

      const line = after.body.items[0]!;
      const patch = await call(
        'PATCH',
        '/api/carts/{cartPk}/items/{id}/',
        `/api/carts/${cart.id}/items/${line.id}/`,
        {
          body: { quantity: large.seed.stock + 1 },
        },
      );
      expect(patch.status).toBe(409);
      const ok = await call<Cart>(
        'PATCH',
        '/api/carts/{cartPk}/items/{id}/',
        `/api/carts/${cart.id}/items/${line.id}/`,
        {
          body: { quantity: large.seed.stock },
        },
      );
      expect(ok.status).toBe(200);
      // Three or more candles: the candle-trio rule takes 15% off each.
      const unit = large.seed.prices.SGD - Math.round((large.seed.prices.SGD * 15) / 100);
      expect(ok.body.items[0]).toMatchObject({
        quantity: large.seed.stock,
        price: unit,
        total: unit * large.seed.stock,
      });
    });

    it('changes and removes items with totals recomputed', async () => {
      const cart = await newCart(server.url);
      const wrap = product('gift-wrap');
      const oil = product('amber-oud-perfume-oil');
      await addItem(server.url, cart.id, { product_id: wrap.id, quantity: 1 });
      const two = await addItem(server.url, cart.id, { product_id: oil.id, quantity: 1 });
      const oilLine = two.items.find((i) => i.product.id === oil.id)!;
      const patched = await call<Cart>(
        'PATCH',
        '/api/carts/{cartPk}/items/{id}/',
        `/api/carts/${cart.id}/items/${oilLine.id}/`,
        {
          body: { quantity: 3 },
        },
      );
      expect(patched.body).toMatchObject({
        item_count: 4,
        subtotal: wrap.seed.variants[0]!.prices.SGD + oil.seed.variants[0]!.prices.SGD * 3,
      });
      const bad = await call(
        'PATCH',
        '/api/carts/{cartPk}/items/{id}/',
        `/api/carts/${cart.id}/items/${oilLine.id}/`,
        {
          body: { quantity: 100 },
        },
      );
      expect(bad.status).toBe(400);
      const removed = await call<Cart>(
        'DELETE',
        '/api/carts/{cartPk}/items/{id}/',
        `/api/carts/${cart.id}/items/${oilLine.id}/`,
      );
      expect(removed.status).toBe(200);
      expect(removed.body.items.map((i) => i.product.id)).toEqual([wrap.id]);
      expect(removed.body.recent_item).toBeNull();
      const twice = await call(
        'DELETE',
        '/api/carts/{cartPk}/items/{id}/',
        `/api/carts/${cart.id}/items/${oilLine.id}/`,
      );
      expect(twice.status).toBe(404);
    });

    it('clears a cart and gives the promo code’s use back', async () => {
      const cart = await newCart(server.url);
      await addItem(server.url, cart.id, { product_id: product('gift-wrap').id, quantity: 2 });
      const before = await usedCount('WELCOME10');
      const applied = await call<Cart>('PATCH', '/api/carts/{cartPk}/', `/api/carts/${cart.id}/`, {
        body: { promo_code: 'welcome10' },
      });
      expect(applied.body.promo?.code).toBe('WELCOME10');
      expect(await usedCount('WELCOME10')).toBe(before + 1);
      const cleared = await call<Cart>('POST', '/api/carts/{id}/clear/', `/api/carts/${cart.id}/clear/`);
      expect(cleared.status).toBe(200);
      expect(cleared.body).toMatchObject({
        items: [],
        promo: null,
        subtotal: 0,
        total: 0,
        recent_item: null,
      });
      expect(await usedCount('WELCOME10')).toBe(before);
    });
  });

  describe('PATCH /api/carts/{cartPk}/: codes and shipping', () => {
    it('applies a percentage code, checks it first with GET /api/promo/, and removes it', async () => {
      const cart = await newCart(server.url);
      const citrus = product('citrus-grove');
      await addItem(server.url, cart.id, {
        product_id: citrus.id,
        variant_id: citrus.variant(1).id,
        quantity: 1,
      });
      const price = citrus.variant(1).seed.prices.SGD;
      const check = await call<Promo>('GET', '/api/promo/', `/api/promo/?code=welcome10&cart=${cart.id}`);
      expect(check.status).toBe(200);
      expect(check.body).toMatchObject({
        code: 'WELCOME10',
        discount_type: 'percentage',
        value: 10,
        discount: price / 10,
        currency: 'SGD',
      });
      const applied = await call<Cart>('PATCH', '/api/carts/{cartPk}/', `/api/carts/${cart.id}/`, {
        body: { promo_code: 'WELCOME10' },
      });
      expect(applied.status).toBe(200);
      expect(applied.body).toMatchObject({
        promo: { code: 'WELCOME10' },
        subtotal: price,
        discount: price / 10,
        total: price - price / 10,
      });
      const removed = await call<Cart>('PATCH', '/api/carts/{cartPk}/', `/api/carts/${cart.id}/`, {
        body: { promo_code: null },
      });
      expect(removed.body).toMatchObject({ promo: null, discount: 0, total: price });
    });

    it('refuses codes that do not apply with a clear reason (422) and keeps the cart as it was', async () => {
      const cart = await newCart(server.url);
      await addItem(server.url, cart.id, { product_id: product('gift-wrap').id, quantity: 1 });
      const path = `/api/carts/${cart.id}/`;
      const refuse = async (code: string, headers: Record<string, string> = {}) => {
        const res = await call<{ message: string; errors: { reason: string }[] }>(
          'PATCH',
          '/api/carts/{cartPk}/',
          path,
          {
            body: { promo_code: code },
            headers,
          },
        );
        expect(res.status, code).toBe(422);
        return res.body;
      };
      expect(await refuse('NOPE')).toMatchObject({
        message: 'This code does not exist',
        errors: [{ field: 'body.promo_code', reason: 'unknown' }],
      });
      expect(await refuse('EXPIRED5')).toMatchObject({
        message: 'This code has expired',
        errors: [{ reason: 'expired' }],
      });
      expect(await refuse('ATELIERGUEST')).toMatchObject({ errors: [{ reason: 'workshop_only' }] });
      expect((await refuse('ATELIERGUEST')).message).toContain('workshop');
      const save = await refuse('SAVE15');
      expect(save).toMatchObject({ errors: [{ reason: 'min_spend' }] });
      expect(save.message).toBe('This code needs a minimum spend of S$100.00: add S$95.00 more');
      expect(await refuse('SAVE15', { 'accept-country': 'us' })).toMatchObject({
        errors: [{ reason: 'country' }],
      });
      expect(await refuse('SAVE15', { 'accept-currency': 'usd' })).toMatchObject({
        errors: [{ reason: 'currency' }],
      });
      const after = await call<Cart>('GET', '/api/carts/{cartPk}/', path);
      expect(after.body.promo).toBeNull();
      const badShape = await call('PATCH', '/api/carts/{cartPk}/', path, {
        body: { promo_code: 'no spaces allowed' },
      });
      expect(badShape.status).toBe(400);
      expect(badShape.body).toMatchObject({ errors: [{ field: 'body.promo_code' }] });
      const empty = await call('PATCH', '/api/carts/{cartPk}/', path, { body: {} });
      expect(empty.status).toBe(400);
    });

    it('adds the free gift while FREEGIFT holds and takes it away when it stops holding', async () => {
      const cart = await newCart(server.url);
      const wrap = product('gift-wrap');
      const diffuser = product('botanic-garden-reed-diffuser');
      const gift = product('mini-candle-orchid');
      const path = `/api/carts/${cart.id}/`;
      await addItem(server.url, cart.id, { product_id: wrap.id, quantity: 1 });
      const under = await call<{ message: string }>('PATCH', '/api/carts/{cartPk}/', path, {
        body: { promo_code: 'FREEGIFT' },
      });
      expect(under.status).toBe(422);
      expect(under.body.message).toBe('This code needs a minimum spend of S$80.00: add S$75.00 more');

      const bigger = await addItem(server.url, cart.id, {
        product_id: diffuser.id,
        variant_id: diffuser.variant(1).id,
        quantity: 1,
      });
      expect(bigger.subtotal).toBeGreaterThanOrEqual(8000);
      const applied = await call<Cart>('PATCH', '/api/carts/{cartPk}/', path, {
        body: { promo_code: 'FREEGIFT' },
      });
      expect(applied.status).toBe(200);
      const giftLine = applied.body.items.find((i) => i.is_free_gift)!;
      expect(giftLine).toMatchObject({
        product: { id: gift.id },
        variant_id: gift.variant(0).id,
        price: 0,
        total: 0,
        quantity: 1,
        should_tracking: false,
      });
      expect(applied.body).toMatchObject({ discount: 0, subtotal: bigger.subtotal, total: bigger.subtotal });

      const giftPath = `${path}items/${giftLine.id}/`;
      expect((await call('DELETE', '/api/carts/{cartPk}/items/{id}/', giftPath)).status).toBe(409);
      expect(
        (await call('PATCH', '/api/carts/{cartPk}/items/{id}/', giftPath, { body: { quantity: 3 } })).status,
      ).toBe(409);

      const diffuserLine = applied.body.items.find((i) => i.product.id === diffuser.id)!;
      const dropped = await call<Cart>(
        'DELETE',
        '/api/carts/{cartPk}/items/{id}/',
        `${path}items/${diffuserLine.id}/`,
      );
      expect(dropped.body.items.some((i) => i.is_free_gift)).toBe(false);
      // The code stays on the cart, waiting for the minimum again.
      expect(dropped.body.promo?.code).toBe('FREEGIFT');
      const back = await addItem(server.url, cart.id, {
        product_id: diffuser.id,
        variant_id: diffuser.variant(1).id,
        quantity: 1,
      });
      expect(back.items.filter((i) => i.is_free_gift)).toHaveLength(1);
      const removed = await call<Cart>('PATCH', '/api/carts/{cartPk}/', path, { body: { promo_code: null } });
      expect(removed.body.items.some((i) => i.is_free_gift)).toBe(false);
    });

    it('chooses a shipping method of the country: free over its threshold, and free with FREESHIP', async () => {
      const cart = await newCart(server.url, { headers: { 'accept-country': 'sg' } });
      const oil = product('amber-oud-perfume-oil');
      const rules = await call<{ id: number; method: string }[]>(
        'GET',
        '/api/shipping-rules/',
        '/api/shipping-rules/',
      );
      const standard = rules.body.find((r) => r.method === 'Standard')!;
      const express = rules.body.find((r) => r.method === 'Express')!;
      const path = `/api/carts/${cart.id}/`;
      await addItem(server.url, cart.id, { product_id: oil.id, quantity: 1 });
      const price = oil.seed.variants[0]!.prices.SGD;
      const std = await call<Cart>('PATCH', '/api/carts/{cartPk}/', path, {
        body: { shipping_rule_id: standard.id },
      });
      expect(std.body).toMatchObject({ shipping_rule_id: standard.id, shipping: 500, total: price + 500 });
      const two = await addItem(server.url, cart.id, { product_id: oil.id, quantity: 1 });
      expect(two).toMatchObject({ subtotal: price * 2, shipping: 0, total: price * 2 });

      const exp = await call<Cart>('PATCH', '/api/carts/{cartPk}/', path, {
        body: { shipping_rule_id: express.id },
      });
      expect(exp.body).toMatchObject({ shipping: 1200, total: price * 2 + 1200 });
      const freeShip = await call<Cart>('PATCH', '/api/carts/{cartPk}/', path, {
        body: { promo_code: 'FREESHIP' },
      });
      expect(freeShip.body).toMatchObject({
        promo: { code: 'FREESHIP' },
        discount: 0,
        shipping: 0,
        total: price * 2,
      });

      const vnRules = await call<{ id: number }[]>('GET', '/api/shipping-rules/', '/api/shipping-rules/', {
        headers: { 'accept-country': 'vn' },
      });
      const foreign = await call('PATCH', '/api/carts/{cartPk}/', path, {
        body: { shipping_rule_id: vnRules.body[0]!.id },
      });
      expect(foreign.status).toBe(422);
      expect(foreign.body).toMatchObject({ errors: [{ field: 'body.shipping_rule_id' }] });
      const cleared = await call<Cart>('PATCH', '/api/carts/{cartPk}/', path, {
        body: { shipping_rule_id: null, promo_code: null },
      });
      expect(cleared.body).toMatchObject({ shipping_rule_id: null, shipping: 0, promo: null });
    });
  });

  describe('currency of an existing cart', () => {
    it('re-prices the cart in the requested currency on read, and stores it with the next change', async () => {
      const cart = await newCart(server.url);
      const oud = product('amber-oud');
      await addItem(server.url, cart.id, { product_id: oud.id, variant_id: oud.variant(1).id, quantity: 2 });
      const prices = oud.variant(1).seed.prices;
      const usd = await call<Cart>('GET', '/api/carts/{cartPk}/', `/api/carts/${cart.id}/`, {
        headers: { 'accept-currency': 'usd' },
      });
      expect(usd.body).toMatchObject({
        currency: 'USD',
        exchange_rate: 0.74,
        subtotal: prices.USD * 2,
        total: prices.USD * 2,
      });
      expect(usd.body.items[0]).toMatchObject({ price: prices.USD, currency: 'USD' });
      // Reading changed nothing.
      const [stored] = await server.db.select().from(carts).where(eq(carts.id, cart.id));
      expect(stored!.currency).toBe('SGD');

      const vnd = await call<Cart>('GET', '/api/carts/{cartPk}/', `/api/carts/${cart.id}/`, {
        headers: { 'accept-currency': 'vnd' },
      });
      expect(vnd.body).toMatchObject({ currency: 'VND', exchange_rate: 19350, subtotal: prices.VND * 2 });

      await addItem(
        server.url,
        cart.id,
        { product_id: product('gift-wrap').id, quantity: 1 },
        { headers: { 'accept-currency': 'usd' } },
      );
      const [after] = await server.db
        .select()
        .from(carts)
        .where(and(eq(carts.id, cart.id)));
      expect(after!.currency).toBe('USD');
      // A currency switch is not a price change.
      const check = await call<{ ok: boolean }>(
        'POST',
        '/api/carts/{cartPk}/precheckout/',
        `/api/carts/${cart.id}/precheckout/`,
        {
          headers: { 'accept-currency': 'usd' },
        },
      );
      expect(check.body.ok).toBe(true);
    });
  });
});
