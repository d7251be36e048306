import type { Promo, PromoRule } from '@atelier/api/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../../seed/data';
import { databases } from '../../../test/support/databases';
import { registerMember } from '../../../test/support/members';
import { useTestServer } from '../../../test/support/test-server';
import { catalogueIds, type SeededProduct } from '../../../test/support/catalogue-ids';
import { addItem, contractCaller, newCart } from '../../../test/support/http-calls';

describe.each(databases())('promotions on %s', (target) => {
  const server = useTestServer(target);
  const call = contractCaller(() => server.url);
  let product: (slug: string) => SeededProduct;
  beforeAll(async () => {
    product = await catalogueIds(server.db);
  });

  describe('GET /api/promo-rules/modify/', () => {
    const rules = (query: string, headers: Record<string, string> = {}) =>
      call<PromoRule[]>('GET', '/api/promo-rules/modify/', `/api/promo-rules/modify/${query}`, { headers });

    it('lists the automatic rules of a product type, localized', async () => {
      const res = await rules('?type=perfume_diy', {
        'accept-language': 'zh-hans',
        'accept-currency': 'vnd',
      });
      expect(res.status).toBe(200);
      const seeded = seedData.promoRules.find((r) => r.type === 'perfume_diy')!;
      expect(res.body).toEqual([
        {
          id: expect.any(Number),
          type: 'perfume_diy',
          name: seeded.name['zh-hans'],
          description: seeded.description!['zh-hans'],
          min_quantity: 2,
          discount_type: 'percentage',
          value: 10,
          currency: 'VND',
        },
      ]);
      expect((await rules('?type=single_candle')).body.map((r) => r.min_quantity)).toEqual([3]);
      expect((await rules('?type=lip_balm')).body).toEqual([]);
    });

    it('answers 400 naming the type when it is missing or unknown', async () => {
      const missing = await rules('');
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ errors: [{ field: 'query.type', reason: 'is required' }] });
      const unknown = await rules('?type=perfume');
      expect(unknown.body).toMatchObject({ errors: [{ field: 'query.type' }] });
    });
  });

  describe('GET /api/promo/', () => {
    const check = (
      code: string,
      cartId: string,
      options: { headers?: Record<string, string>; token?: string } = {},
    ) =>
      call<Promo & { message: string; errors: { field: string; reason: string }[] }>(
        'GET',
        '/api/promo/',
        `/api/promo/?code=${encodeURIComponent(code)}&cart=${cartId}`,
        options,
      );

    it('tells what a code would take off this cart now, without applying it', async () => {
      const cart = await newCart(server.url, {
        headers: { 'accept-currency': 'usd', 'accept-country': 'us' },
      });
      const oud = product('amber-oud');
      const large = oud.variant(1);
      await addItem(
        server.url,
        cart.id,
        { product_id: oud.id, variant_id: large.id, quantity: 1 },
        { headers: { 'accept-currency': 'usd' } },
      );
      const headers = { 'accept-currency': 'usd', 'accept-country': 'us', 'accept-language': 'vi' };
      const welcome = await check('Welcome10', cart.id, { headers });
      expect(welcome.status).toBe(200);
      expect(welcome.body).toEqual({
        id: expect.any(Number),
        code: 'WELCOME10',
        description: seedData.promos.find((p) => p.code === 'WELCOME10')!.description.vi,
        discount_type: 'percentage',
        value: 10,
        min_subtotal: null,
        discount: Math.round(large.seed.prices.USD / 10),
        currency: 'USD',
        expires_at: null,
      });
      const gift = await check('FREEGIFT', cart.id, { headers });
      expect(gift.body).toMatchObject({
        discount_type: 'fixed_amount',
        value: 0,
        discount: 0,
        min_subtotal: seedData.promos.find((p) => p.code === 'FREEGIFT')!.minSpend!.USD,
      });
      const ship = await check('FREESHIP', cart.id, { headers });
      expect(ship.body).toMatchObject({ discount_type: 'free_shipping', value: 0, discount: 0 });
      const after = await call('GET', '/api/carts/{cartPk}/', `/api/carts/${cart.id}/`, { headers });
      expect(after.body).toMatchObject({ promo: null, discount: 0 });
    });

    it('says why a code does not apply (422 with a stable reason)', async () => {
      const cart = await newCart(server.url);
      await addItem(server.url, cart.id, { product_id: product('gift-wrap').id, quantity: 1 });
      const expired = await check('EXPIRED5', cart.id);
      expect(expired.status).toBe(422);
      expect(expired.body).toMatchObject({
        message: 'This code has expired',
        errors: [{ field: 'query.code', reason: 'expired' }],
      });
      const workshop = await check('VIPATELIERGUEST', cart.id);
      expect(workshop.body.errors[0]!.reason).toBe('workshop_only');
      const minSpend = await check('SAVE15', cart.id);
      expect(minSpend.body).toMatchObject({
        message: 'This code needs a minimum spend of S$100.00: add S$95.00 more',
        errors: [{ reason: 'min_spend' }],
      });
      const arabic = await check('SAVE15', cart.id, { headers: { 'accept-language': 'ar' } });
      expect(arabic.body.message).toContain('S$100.00');
      expect(arabic.body.message).not.toContain('minimum');
      const country = await check('SAVE15', cart.id, { headers: { 'accept-country': 'kr' } });
      expect(country.body).toMatchObject({
        message: 'This code is not valid in your country',
        errors: [{ reason: 'country' }],
      });
      const currency = await check('SAVE15', cart.id, { headers: { 'accept-currency': 'krw' } });
      expect(currency.body).toMatchObject({
        message: 'This code cannot be used with KRW',
        errors: [{ reason: 'currency' }],
      });
    });

    it('answers 404 for an unknown code or cart, 400 for malformed input', async () => {
      const cart = await newCart(server.url);
      const unknown = await check('NOSUCHCODE', cart.id);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({
        message: 'This code does not exist',
        errors: [{ field: 'query.code' }],
      });
      const noCart = await check('WELCOME10', '3f0d8a9e-6a55-4a07-9f55-0d2c5c1b2a10');
      expect(noCart.status).toBe(404);
      expect(noCart.body).toMatchObject({ errors: [{ field: 'query.cart' }] });
      const badCart = await check('WELCOME10', 'abc');
      expect(badCart.status).toBe(400);
      expect(badCart.body).toMatchObject({ errors: [{ field: 'query.cart' }] });
      const badCode = await check('no spaces', cart.id);
      expect(badCode.status).toBe(400);
      expect(badCode.body).toMatchObject({ errors: [{ field: 'query.code' }] });
    });

    it('checks a member’s cart only for its owner (401 / 403)', async () => {
      const owner = await registerMember(server.url);
      const other = await registerMember(server.url);
      const cart = await newCart(server.url, { token: owner.token });
      expect((await check('WELCOME10', cart.id)).status).toBe(401);
      expect((await check('WELCOME10', cart.id, { token: other.token })).status).toBe(403);
      expect((await check('WELCOME10', cart.id, { token: owner.token })).status).toBe(200);
    });
  });
});
