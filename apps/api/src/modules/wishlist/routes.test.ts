import type { Wishlist } from '@atelier/api/schema';
import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, users, wishlistItems } from '../../db/schema';
import { expectToMatchContract } from '../../../test/support/contract-matcher';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { registerMember } from '../../../test/support/members';
import { useTestServer } from '../../../test/support/test-server';
import { WISHLIST_LIMIT } from './service';

describe.each(databases())('wishlist on %s', (target) => {
  const server = useTestServer(target);
  const call = (method: string, path: string, options?: Parameters<typeof request>[3]) =>
    request(server.url, method, path, options);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const rows = await server.db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(inArray(products.slug, ['amber-oud', 'velvet-saffron', 'midnight-jasmine']));
    for (const row of rows) ids[row.slug] = row.id;
    expect(Object.keys(ids)).toHaveLength(3);
  });

  const names = (body: unknown) => (body as Wishlist).items.map((entry) => entry.product.slug);

  it('saves products, lists them newest first priced in the market, and removes one', async () => {
    const member = await registerMember(server.url);
    const empty = await call('GET', '/api/users/wishlist/', { token: member.token });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ items: [] });

    await call('PUT', `/api/users/wishlist/${ids['amber-oud']}/`, { token: member.token });
    const saved = await call('PUT', `/api/users/wishlist/${ids['velvet-saffron']}/`, { token: member.token });
    expect(saved.status).toBe(200);
    expectToMatchContract('PUT', '/api/users/wishlist/{id}/', 200, saved.body);
    expect(names(saved.body)).toEqual(['velvet-saffron', 'amber-oud']);

    // Saving again changes nothing and keeps its place.
    const again = await call('PUT', `/api/users/wishlist/${ids['amber-oud']}/`, { token: member.token });
    expect(names(again.body)).toEqual(['velvet-saffron', 'amber-oud']);

    // In Vietnam, in Vietnamese dong.
    const vn = await call('GET', '/api/users/wishlist/', {
      token: member.token,
      headers: { 'accept-country': 'vn', 'accept-language': 'vi', 'accept-currency': 'vnd' },
    });
    expectToMatchContract('GET', '/api/users/wishlist/', 200, vn.body);
    expect((vn.body as Wishlist).items.map((entry) => entry.product.currency)).toEqual(['VND', 'VND']);

    const removed = await call('DELETE', `/api/users/wishlist/${ids['velvet-saffron']}/`, {
      token: member.token,
    });
    expect(removed.status).toBe(200);
    expectToMatchContract('DELETE', '/api/users/wishlist/{id}/', 200, removed.body);
    expect(names(removed.body)).toEqual(['amber-oud']);
    // Removing what is not saved changes nothing.
    const twice = await call('DELETE', `/api/users/wishlist/${ids['velvet-saffron']}/`, {
      token: member.token,
    });
    expect(names(twice.body)).toEqual(['amber-oud']);
  });

  it('is each member’s own, and needs a signed-in member', async () => {
    const [ana, binh] = await Promise.all([registerMember(server.url), registerMember(server.url)]);
    await call('PUT', `/api/users/wishlist/${ids['midnight-jasmine']}/`, { token: ana.token });
    expect(names((await call('GET', '/api/users/wishlist/', { token: binh.token })).body)).toEqual([]);
    for (const [method, path] of [
      ['GET', '/api/users/wishlist/'],
      ['PUT', `/api/users/wishlist/${ids['amber-oud']}/`],
      ['DELETE', `/api/users/wishlist/${ids['amber-oud']}/`],
    ] as const) {
      const res = await call(method, path);
      expect(res.status).toBe(401);
    }
  });

  it('refuses an unknown product (404) and a bad id (400 naming it); hides a product taken off sale', async () => {
    const member = await registerMember(server.url);
    const unknown = await call('PUT', '/api/users/wishlist/999999/', { token: member.token });
    expect(unknown.status).toBe(404);
    const bad = await call('PUT', '/api/users/wishlist/abc/', { token: member.token });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('id');

    await call('PUT', `/api/users/wishlist/${ids['midnight-jasmine']}/`, { token: member.token });
    await server.db.update(products).set({ active: false }).where(eq(products.id, ids['midnight-jasmine']!));
    try {
      expect(names((await call('GET', '/api/users/wishlist/', { token: member.token })).body)).toEqual([]);
    } finally {
      await server.db.update(products).set({ active: true }).where(eq(products.id, ids['midnight-jasmine']!));
    }
    // Back on sale, back in the list: it was kept.
    expect(names((await call('GET', '/api/users/wishlist/', { token: member.token })).body)).toEqual([
      'midnight-jasmine',
    ]);
  });

  it(`keeps at most ${WISHLIST_LIMIT} products, also when two saves race for the last place`, async () => {
    const member = await registerMember(server.url);
    const [user] = await server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, member.user.email));
    const [model] = await server.db.select().from(products).where(eq(products.id, ids['amber-oud']!));
    // The seeded range is smaller than the limit: products of this test fill all but one place.
    const filler = await server.db
      .insert(products)
      .values(
        Array.from({ length: WISHLIST_LIMIT - 1 }, (_, i) => ({
          slug: `wishlist-filler-${i}`,
          sku: `WISHLIST-FILLER-${i}`,
          type: model!.type,
          name: model!.name,
          description: model!.description,
        })),
      )
      .returning({ id: products.id });
    await server.db
      .insert(wishlistItems)
      .values(filler.map(({ id }) => ({ userId: user!.id, productId: id })));

    const results = await Promise.all(
      [ids['amber-oud'], ids['velvet-saffron']].map((id) =>
        call('PUT', `/api/users/wishlist/${id}/`, { token: member.token }),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, 422]);
    const refused = results.find((res) => res.status === 422)!;
    expectToMatchContract('PUT', '/api/users/wishlist/{id}/', 422, refused.body);
    expect(JSON.stringify(refused.body)).toContain('wishlist_full');
    const [{ n }] = (await server.db
      .select({ n: count() })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, user!.id))) as [{ n: number }];
    expect(n).toBe(WISHLIST_LIMIT);
  });
});
