import type { MemberDataExport } from '@atelier/api/schema';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  orders,
  outboxEmails,
  subscribers,
  tokenFamilies,
  users,
  wishlistItems,
} from '../../db/schema';
import { checkoutCalls, GENEROUS_RATE_LIMITS, SG_ADDRESS } from '../../../test/support/checkout-calls';
import { expectToMatchContract } from '../../../test/support/contract-matcher';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { registerMember, TEST_PASSWORD, uniqueEmail } from '../../../test/support/members';
import { useTestServer } from '../../../test/support/test-server';
import {
  applySeededOpeningDays,
  bookingBody,
  openDay,
  slotStart,
  workshopCalls,
} from '../../../test/support/workshop-calls';

/** The seeded perfume creation class. */
const PCA = 1;

describe.each(databases())('member data and account deletion on %s', (target) => {
  // No dispatcher: the confirmation e-mail's link is read from the outbox before delivery empties it.
  const server = useTestServer(target, { rateLimits: GENEROUS_RATE_LIMITS, mail: false });
  const shop = checkoutCalls(server);
  const workshops = workshopCalls(server);
  beforeAll(() => applySeededOpeningDays(server.db));

  /** A member with an order, a saved perfume and a confirmed newsletter subscription. */
  async function memberWithHistory() {
    const email = uniqueEmail('privacy');
    const login = await registerMember(server.url, { email, first_name: 'Linh', last_name: 'Tran' });
    const token = login.token;
    const cart = await shop.cartWith('amber-oud', 1, { token });
    const placed = await shop.placeOrder(shop.orderBody(cart.id, { email }), undefined, { token });
    expect(placed.status).toBe(201);
    const saved = await request(server.url, 'PUT', `/api/users/wishlist/${shop.product('amber-oud').id}/`, {
      token,
    });
    expect(saved.status).toBeLessThan(300);
    await request(server.url, 'POST', '/api/subcribers/', { body: { email } });
    const [mail] = await server.db.select().from(outboxEmails).where(eq(outboxEmails.recipient, email));
    const confirmToken = /confirm#token=([A-Za-z0-9_-]+)/.exec(
      (
        await server.db.select().from(outboxEmails).where(eq(outboxEmails.kind, 'newsletter_confirmation'))
      ).find((row) => row.recipient === email)!.textBody,
    )![1]!;
    expect(mail).toBeDefined();
    expect(
      (await request(server.url, 'POST', '/api/subcribers/confirm/', { body: { token: confirmToken } }))
        .status,
    ).toBe(200);
    const booked = await workshops.book(
      bookingBody(PCA, slotStart(openDay(PCA, 30), 1), 1, {
        client: { email, phone: '+65 9123 4567', first_name: 'Linh', last_name: 'Tran' },
      }),
      { token },
    );
    expect(booked.status).toBe(201);
    return { email, token, login, orderId: placed.body.id, bookingId: booked.body.id };
  }

  it('downloads the member data as a JSON file, without password hash or tokens', async () => {
    const { email, token, login, orderId } = await memberWithHistory();
    const response = await fetch(`${server.url}/api/users/detail/data/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="atelier-scents-my-data.json"',
    );
    const text = await response.text();
    const data = JSON.parse(text) as MemberDataExport;
    expectToMatchContract('GET', '/api/users/detail/data/', 200, data);
    expect(data.profile).toMatchObject({ email, first_name: 'Linh', last_name: 'Tran' });
    expect(data.newsletter).toMatchObject({ subscribed: true, pending: false });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      id: orderId,
      email,
      shipping_address: { line1: SG_ADDRESS.line1 },
    });
    expect(data.orders[0]!.lines[0]).toMatchObject({ kind: 'product', quantity: 1 });
    expect(data.wishlist).toEqual([expect.objectContaining({ slug: 'amber-oud' })]);
    expect(data.bookings).toEqual([
      expect.objectContaining({ client: expect.objectContaining({ email, first_name: 'Linh' }) }),
    ]);

    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    expect(text).not.toContain(user!.passwordHash);
    expect(text).not.toMatch(/argon2|password/i);
    expect(text).not.toContain(login.token);
    expect(text).not.toContain(login.refresh_token);

    expect((await request(server.url, 'GET', '/api/users/detail/data/')).status).toBe(401);
  });

  it('deletes the account with the password: sessions end, orders stay anonymised, the address is free again', async () => {
    const { email, token, login, orderId, bookingId } = await memberWithHistory();
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    const before = await shop.orderRow(orderId);

    const wrong = await request(server.url, 'DELETE', '/api/users/detail/', {
      token,
      body: { password: 'not the password' },
    });
    expect(wrong.status).toBe(400);
    expectToMatchContract('DELETE', '/api/users/detail/', 400, wrong.body);
    expect(wrong.body).toMatchObject({ errors: [{ field: 'body.password', reason: 'incorrect' }] });
    expect(await server.db.select().from(users).where(eq(users.id, user!.id))).toHaveLength(1);

    const deleted = await request(server.url, 'DELETE', '/api/users/detail/', {
      token,
      body: { password: TEST_PASSWORD },
    });
    expect(deleted.status).toBe(204);

    // Every session is over: the access token and the refresh token are refused.
    expect((await request(server.url, 'GET', '/api/users/detail/', { token })).status).toBe(401);
    const refreshed = await request(server.url, 'POST', '/api/token/refresh/', {
      body: { refresh_token: login.refresh_token },
    });
    expect(refreshed.status).toBe(401);
    expect(await server.db.select().from(tokenFamilies).where(eq(tokenFamilies.userId, user!.id))).toEqual(
      [],
    );

    // Personal data gone; the order kept for the accounts, anonymised.
    expect(await server.db.select().from(users).where(eq(users.id, user!.id))).toEqual([]);
    expect(await server.db.select().from(wishlistItems).where(eq(wishlistItems.userId, user!.id))).toEqual(
      [],
    );
    expect(
      await server.db
        .select()
        .from(subscribers)
        .where(sql`lower(${subscribers.email}) = lower(${email})`),
    ).toEqual([]);
    expect(
      await server.db
        .select()
        .from(outboxEmails)
        .where(sql`lower(${outboxEmails.recipient}) = lower(${email})`),
    ).toEqual([]);
    const after = await shop.orderRow(orderId);
    expect(after).toMatchObject({
      userId: null,
      email: 'anonymised@deleted.invalid',
      phone: null,
      total: before!.total,
      status: before!.status,
      number: before!.number,
    });
    expect(after!.shippingAddress).toEqual({
      first_name: '',
      last_name: '',
      line1: '',
      line2: null,
      city: '',
      state: null,
      postal_code: null,
      phone: '',
      country: SG_ADDRESS.country,
    });
    expect(JSON.stringify(await server.db.select().from(orders).where(eq(orders.id, orderId)))).not.toContain(
      SG_ADDRESS.line1,
    );

    const [booking] = await server.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({
      userId: null,
      client: { email: 'anonymised@deleted.invalid', phone: '', first_name: '', last_name: '' },
    });

    // The address may register again.
    const again = await registerMember(server.url, { email });
    expect(again.user.email).toBe(email);
  });

  it('asks for a session', async () => {
    const res = await request(server.url, 'DELETE', '/api/users/detail/', { body: { password: 'x' } });
    expect(res.status).toBe(401);
  });
});
