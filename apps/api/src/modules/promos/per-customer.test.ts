import type { Cart } from '@atelier/api/schema';
import { describe, expect, it } from 'vitest';
import { checkoutCalls, GENEROUS_RATE_LIMITS } from '../../../test/support/checkout-calls';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { registerMember } from '../../../test/support/members';
import { useTestServer } from '../../../test/support/test-server';

/**
 * "Once per customer" holds per member account and per e-mail together (issue 22 point 13):
 * WELCOME10 is once per customer in the seed. Before, a member typing a new address on each order
 * got it on every order.
 */
describe.each(databases())('a once-per-customer code on %s', (target) => {
  const server = useTestServer(target, { rateLimits: GENEROUS_RATE_LIMITS, mail: false });
  const shop = checkoutCalls(server);
  const applyWelcome = (cartId: string, token: string) =>
    request<Cart & { errors?: { field: string; reason: string }[] }>(
      server.url,
      'PATCH',
      `/api/carts/${cartId}/`,
      {
        body: { promo_code: 'WELCOME10' },
        token,
      },
    );

  it('is refused to a member the second time, whatever e-mail each order gives', async () => {
    const member = await registerMember(server.url);
    const as = { token: member.token };
    const first = await shop.cartWith('kaya-toast-candle', 1, as);
    expect((await applyWelcome(first.id, member.token)).status).toBe(200);
    const placed = await shop.placeOrder(
      shop.orderBody(first.id, { email: 'first.address@example.com' }),
      undefined,
      as,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.discount).toBeGreaterThan(0);

    // The next cart: the code is refused at once, although no order used the account's address.
    const second = await shop.cartWith('kaya-toast-candle', 1, as);
    const refused = await applyWelcome(second.id, member.token);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ field: 'body.promo_code', reason: 'already_used' }]);
  });

  it('refuses a second order from a cart that took the code before the first order was placed', async () => {
    const member = await registerMember(server.url);
    const as = { token: member.token };
    const [a, b] = [
      await shop.cartWith('kaya-toast-candle', 1, as),
      await shop.cartWith('kaya-toast-candle', 1, as),
    ];
    expect((await applyWelcome(a.id, member.token)).status).toBe(200);
    expect((await applyWelcome(b.id, member.token)).status).toBe(200);
    const first = await shop.placeOrder(shop.orderBody(a.id, { email: 'one@example.com' }), undefined, as);
    expect(first.status).toBe(201);
    expect(first.body.discount).toBeGreaterThan(0);
    const second = await shop.placeOrder(shop.orderBody(b.id, { email: 'two@example.com' }), undefined, as);
    // Refused with the reason, for the shopper to review the cart (the code no longer applies).
    expect(second.status).toBe(409);
    expect((second.body as unknown as { errors: unknown[] }).errors).toEqual([
      { field: 'body.cart_id', reason: 'promo_not_applicable' },
    ]);
  });
});
