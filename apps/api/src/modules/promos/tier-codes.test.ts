import type { Cart, PrecheckoutResult } from '@atelier/api/schema';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { promos, users } from '../../db/schema';
import { checkoutCalls, GENEROUS_RATE_LIMITS } from '../../../test/support/checkout-calls';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { registerMember, uniqueEmail } from '../../../test/support/members';
import { useTestServer } from '../../../test/support/test-server';

type Refused = { message: string; errors?: { field: string; reason: string }[] };

/**
 * A tier code (`tiers` on the promo, issue 24 point 4) is for signed-in members of those tiers:
 * refused to guests (`members_only`) and to members of other tiers (`tier`) when applied to a
 * cart, checked, and again at precheckout and checkout; a member of a listed tier gets it.
 */
describe.each(databases())('tier codes on %s', (target) => {
  const server = useTestServer(target, { rateLimits: GENEROUS_RATE_LIMITS, mail: false });
  const shop = checkoutCalls(server);
  const CODE = 'GOLDONLY10';
  const slug = 'kaya-toast-candle';

  beforeAll(async () => {
    // A cart code for gold and black members: WELCOME10's terms without its per-customer limit.
    await server.db.insert(promos).values({
      code: CODE,
      description: { en: 'Gold', ar: 'ذهبي', 'zh-hans': '金卡', vi: 'Vàng' },
      kind: 'percentage',
      percent: 10,
      countries: [],
      currencies: null,
      appliesTo: 'cart',
      tiers: ['gold', 'black'],
    });
  });

  async function member(tier: string | null) {
    const email = uniqueEmail('tier');
    const login = await registerMember(server.url, { email });
    await server.db.update(users).set({ membershipTier: tier }).where(eq(users.email, email));
    return { token: login.token, email };
  }

  const apply = (cartId: string, token?: string, language = 'en') =>
    request<Cart & Refused>(server.url, 'PATCH', `/api/carts/${cartId}/`, {
      body: { promo_code: CODE },
      headers: { 'accept-language': language },
      ...(token ? { token } : {}),
    });
  const check = (cartId: string, token?: string) =>
    request<Refused>(server.url, 'GET', `/api/promo/?code=${CODE}&cart=${cartId}`, {
      ...(token ? { token } : {}),
    });

  it("refuses a guest: members_only at apply and check, in the shopper's language", async () => {
    const cart = await shop.cartWith(slug, 1);
    const applied = await apply(cart.id);
    expect(applied.status).toBe(422);
    expect(applied.body.errors).toEqual([{ field: 'body.promo_code', reason: 'members_only' }]);
    expect(applied.body.message).toBe('This code is for members: sign in to use it');
    expect((await apply(cart.id, undefined, 'ar')).body.message).toBe(
      'هذا الرمز مخصص للأعضاء: سجّل الدخول لاستخدامه',
    );
    const checked = await check(cart.id);
    expect(checked.status).toBe(422);
    expect(checked.body.errors).toEqual([{ field: 'query.code', reason: 'members_only' }]);
  });

  it('refuses a member of another tier, or of none: tier', async () => {
    for (const tier of ['silver', null]) {
      const { token } = await member(tier);
      const cart = await shop.cartWith(slug, 1, { token });
      const applied = await apply(cart.id, token);
      expect(applied.status).toBe(422);
      expect(applied.body.errors).toEqual([{ field: 'body.promo_code', reason: 'tier' }]);
      expect(applied.body.message).toBe('This code is not for your membership tier');
      expect((await check(cart.id, token)).body.errors).toEqual([{ field: 'query.code', reason: 'tier' }]);
    }
  });

  it('gives it to a member of a listed tier, through checkout', async () => {
    const { token } = await member('gold');
    const cart = await shop.cartWith(slug, 1, { token });
    expect((await check(cart.id, token)).status).toBe(200);
    const applied = await apply(cart.id, token);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.discount).toBeGreaterThan(0);
    const placed = await shop.placeOrder(shop.orderBody(cart.id), undefined, { token });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.discount).toBeGreaterThan(0);
  });

  it('takes it off at precheckout and refuses checkout once the member left the tier', async () => {
    const { token, email } = await member('black');
    const [forPrecheckout, forCheckout] = [
      await shop.cartWith(slug, 1, { token }),
      await shop.cartWith(slug, 1, { token }),
    ];
    expect((await apply(forPrecheckout.id, token)).status).toBe(200);
    expect((await apply(forCheckout.id, token)).status).toBe(200);
    await server.db.update(users).set({ membershipTier: 'silver' }).where(eq(users.email, email));

    const placed = await shop.placeOrder(shop.orderBody(forCheckout.id), undefined, { token });
    expect(placed.status).toBe(409);
    expect((placed.body as unknown as Refused).errors).toEqual([
      { field: 'body.cart_id', reason: 'promo_not_applicable' },
    ]);

    const rechecked = await request<PrecheckoutResult>(
      server.url,
      'POST',
      `/api/carts/${forPrecheckout.id}/precheckout/`,
      { token },
    );
    expect(rechecked.status, JSON.stringify(rechecked.body)).toBe(200);
    expect(rechecked.body.changes).toContainEqual(
      expect.objectContaining({ kind: 'promo_removed', name: CODE }),
    );
    const [row] = await server.db
      .select({ used: promos.usedCount })
      .from(promos)
      .where(sql`upper(${promos.code}) = ${CODE}`);
    // Gold member's order above holds one use; the two black carts gave theirs back (precheckout)
    // or still hold it (the refused checkout's cart).
    expect(row?.used).toBe(2);
  });
});
