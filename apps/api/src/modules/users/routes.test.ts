import type { Cart, LoginRecord } from '@atelier/api/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, carts, productVariants, products } from '../../db/schema';
import { DEMO_PASSWORD, seedData } from '../../seed/data';
import { expectToMatchContract } from '../../../test/support/contract-matcher';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { registerMember } from '../../../test/support/members';
import { useTestServer } from '../../../test/support/test-server';

describe.each(databases())('users on %s', (target) => {
  const server = useTestServer(target);
  const call = (method: string, path: string, options?: Parameters<typeof request>[3]) =>
    request(server.url, method, path, options);

  describe('GET /api/users/detail/', () => {
    it('answers the signed-in member', async () => {
      const member = await registerMember(server.url, { first_name: 'Linh' });
      const res = await call('GET', '/api/users/detail/', { token: member.token });
      expect(res.status).toBe(200);
      expectToMatchContract('GET', '/api/users/detail/', 200, res.body);
      expect(res.body).toEqual(member.user);
    });

    it('gives checkout what it fills in for a member: name, e-mail, phone and tier', async () => {
      const demo = seedData.members[0]!;
      const login = await call('POST', '/api/token/', {
        body: { email: demo.email, password: DEMO_PASSWORD },
      });
      const res = await call('GET', '/api/users/detail/', { token: (login.body as LoginRecord).token });
      expect(res.status).toBe(200);
      expectToMatchContract('GET', '/api/users/detail/', 200, res.body);
      expect(res.body).toMatchObject({
        email: demo.email,
        first_name: demo.firstName,
        last_name: demo.lastName,
        phone: demo.phone,
        membership_tier: demo.tier,
      });

      const member = await registerMember(server.url, { phone: '+84 912 345 678' });
      const fresh = await call('GET', '/api/users/detail/', { token: member.token });
      expect(fresh.body).toMatchObject({ phone: '+84 912 345 678', membership_tier: null });
    });

    it('needs a valid bearer token', async () => {
      for (const token of [undefined, 'not-a-jwt', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl']) {
        const res = await call('GET', '/api/users/detail/', { token });
        expect(res.status).toBe(401);
        expectToMatchContract('GET', '/api/users/detail/', 401, res.body);
        expect(res.headers.get('www-authenticate')).toBe('Bearer');
      }
      const basic = await call('GET', '/api/users/detail/', {
        headers: { authorization: 'Basic dXNlcjpwYXNz' },
      });
      expect(basic.status).toBe(401);
    });
  });

  describe('GET /api/users/{userId}/carts/', () => {
    it('lists the member’s own open carts, priced by the server', async () => {
      const member = await registerMember(server.url);
      const empty = await call('GET', `/api/users/${member.user.id}/carts/`, { token: member.token });
      expect(empty.status).toBe(200);
      expectToMatchContract('GET', '/api/users/{userId}/carts/', 200, empty.body);
      expect(empty.body).toEqual([]);

      // A cart as the carts module of a later issue will create it.
      const seeded = seedData.products[0]!;
      const variant = seeded.variants[0]!;
      const [product] = await server.db.select().from(products).where(eq(products.slug, seeded.slug));
      const [variantRow] = await server.db
        .select()
        .from(productVariants)
        .where(eq(productVariants.sku, variant.sku));
      const [cart] = await server.db
        .insert(carts)
        .values({ userId: member.user.id, currency: 'USD' })
        .returning();
      const [item] = await server.db
        .insert(cartItems)
        .values({ cartId: cart!.id, productId: product!.id, variantId: variantRow!.id, quantity: 2 })
        .returning();
      await server.db.update(carts).set({ recentItemId: item!.id }).where(eq(carts.id, cart!.id));

      const res = await call('GET', `/api/users/${member.user.id}/carts/`, {
        token: member.token,
        headers: { 'accept-language': 'vi' },
      });
      expect(res.status).toBe(200);
      expectToMatchContract('GET', '/api/users/{userId}/carts/', 200, res.body);
      const [listed] = res.body as Cart[];
      expect(listed).toMatchObject({
        id: cart!.id,
        user_id: member.user.id,
        currency: 'USD',
        item_count: 2,
        subtotal: variant.prices.USD * 2,
        discount: 0,
        shipping: 0,
        total: variant.prices.USD * 2,
        exchange_rate: 0.74,
      });
      expect(listed!.items[0]).toMatchObject({
        name: seeded.name.vi,
        price: variant.prices.USD,
        quantity: 2,
        total: variant.prices.USD * 2,
        item_feed_id: variant.sku,
        is_free_gift: false,
      });
      expect(listed!.items[0]!.product.images.find((i) => i.type === 'main')?.url).toMatch(
        /^\/media\//,
      );
      expect(listed!.recent_item?.id).toBe(item!.id);
    });

    it('answers 403 for another member’s carts and 404 for an unknown member', async () => {
      const owner = await registerMember(server.url);
      const other = await registerMember(server.url);
      const forbidden = await call('GET', `/api/users/${owner.user.id}/carts/`, { token: other.token });
      expect(forbidden.status).toBe(403);
      expectToMatchContract('GET', '/api/users/{userId}/carts/', 403, forbidden.body);

      const unknown = await call('GET', '/api/users/99999999/carts/', { token: other.token });
      expect(unknown.status).toBe(404);
      expectToMatchContract('GET', '/api/users/{userId}/carts/', 404, unknown.body);
    });

    it('answers 401 without a token and 400 for a malformed id', async () => {
      const anonymous = await call('GET', '/api/users/1/carts/');
      expect(anonymous.status).toBe(401);
      expectToMatchContract('GET', '/api/users/{userId}/carts/', 401, anonymous.body);

      const member = await registerMember(server.url);
      const bad = await call('GET', '/api/users/abc/carts/', { token: member.token });
      expect(bad.status).toBe(400);
      expectToMatchContract('GET', '/api/users/{userId}/carts/', 400, bad.body);
      expect(bad.body).toMatchObject({ errors: [{ field: 'path.userId', reason: 'must be integer' }] });
    });
  });
});
