/**
 * The console's customers over real HTTP (issue 24, part F): search by name or e-mail, tier,
 * pages; a member's profile, tier, orders and bookings — and never a password hash, token or
 * reset token in any answer.
 */
import type { AdminCustomer, AdminCustomerPage } from '@atelier/api/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, refreshTokens, users } from '../../db/schema';
import { GENEROUS_RATE_LIMITS } from '../../../test/support/checkout-calls';
import { expectToMatchContract } from '../../../test/support/contract-matcher';
import { databases } from '../../../test/support/databases';
import { request, type JsonResponse } from '../../../test/support/http-client';
import { registerMember, uniqueEmail } from '../../../test/support/members';
import { seedTestStaff, signInAs, type StaffClient } from '../../../test/support/staff';
import { useTestServer } from '../../../test/support/test-server';
import {
  applySeededOpeningDays,
  bookingBody,
  openDay,
  slotStart,
  workshopCalls,
} from '../../../test/support/workshop-calls';

const LIST = '/api/admin/customers/';
const DETAIL = '/api/admin/customers/{id}/';

describe.each(databases())('console customers on %s', (target) => {
  const server = useTestServer(target, { rateLimits: GENEROUS_RATE_LIMITS, mail: false });
  const shop = workshopCalls(server);
  let staff: StaffClient;

  beforeAll(async () => {
    await applySeededOpeningDays(server.db);
    await seedTestStaff(server.db);
    staff = await signInAs(server.url, 'staff');
  });

  async function admin<T>(contractPath: string, path: string): Promise<JsonResponse<T>> {
    const res = await staff.call<T>('GET', path);
    expectToMatchContract('GET', contractPath, res.status, res.body);
    return res;
  }
  const list = (query: string) => admin<AdminCustomerPage>(LIST, `${LIST}?${query}`);
  const detail = (id: number) => admin<AdminCustomer>(DETAIL, `/api/admin/customers/${id}/`);

  /** Every secret the database holds for the member: none may appear in an answer's text. */
  async function secretsOf(userId: number): Promise<string[]> {
    const [user] = await server.db.select().from(users).where(eq(users.id, userId));
    const refresh = await server.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens);
    const resets = await server.db
      .select({ hash: passwordResetTokens.tokenHash })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, userId));
    return [user!.passwordHash, ...refresh.map((r) => r.hash), ...resets.map((r) => r.hash)];
  }

  it('finds a member by name or e-mail and shows their profile, tier and bookings, never a secret', async () => {
    const email = uniqueEmail('ngoc');
    const login = await registerMember(server.url, { email, first_name: 'Ngọc', last_name: 'Pham%' });
    await server.db
      .update(users)
      .set({ membershipTier: 'gold', phone: '+84 90 123 4567' })
      .where(eq(users.id, login.user.id));
    // A reset link (its token's hash is stored) and a booking of theirs.
    await request(server.url, 'POST', '/api/users/password-reset/', { body: { email } });
    const booked = await shop.book(bookingBody(1, slotStart(openDay(1, 45), 2), 1), { token: login.token });
    expect(booked.status).toBe(201);

    const byMail = await list(`q=${encodeURIComponent(email.toUpperCase())}`);
    expect(byMail.body.results.map((c) => c.id)).toEqual([login.user.id]);
    const byName = await list(`q=${encodeURIComponent('ngọc pham%')}`);
    expect(byName.body.results.map((c) => c.id)).toContain(login.user.id);
    // `%` is a character, not a pattern.
    expect((await list('q=%25%25%25')).body.results.every((c) => c.last_name.includes('%%%'))).toBe(true);

    const res = await detail(login.user.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email,
      first_name: 'Ngọc',
      tier: 'gold',
      phone: '+84 90 123 4567',
      orders: [],
      bookings: [
        { id: booked.body.id, status: 'pending_payment', first_start: slotStart(openDay(1, 45), 2) },
      ],
    });
    const secrets = await secretsOf(login.user.id);
    expect(secrets.length).toBeGreaterThan(1);
    for (const text of [JSON.stringify(res.body), JSON.stringify(byMail.body), JSON.stringify(byName.body)]) {
      for (const secret of secrets) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/password|token|hash|argon2/i);
    }
  });

  it('filters by tier (none: members without one) and pages, newest first', async () => {
    const silver = await registerMember(server.url, { first_name: 'Silvia' });
    await server.db.update(users).set({ membershipTier: 'silver' }).where(eq(users.id, silver.user.id));
    const plain = await registerMember(server.url);
    const silvers = await list('tier=silver&page_size=100');
    expect(silvers.body.results.every((c) => c.tier === 'silver')).toBe(true);
    expect(silvers.body.results.map((c) => c.id)).toContain(silver.user.id);
    const none = await list('tier=none&page_size=100');
    expect(none.body.results.every((c) => c.tier === null)).toBe(true);
    expect(none.body.results[0]!.id).toBe(plain.user.id);
    const total = await server.db.$count(users);
    const first = await list('page_size=2');
    const second = await list('page_size=2&page=2');
    expect(first.body.count).toBe(total);
    expect(first.body.results).toHaveLength(2);
    expect(second.body.results[0]!.id).not.toBe(first.body.results[1]!.id);
    expect((await list('page=9999')).body.results).toEqual([]);
  });

  it('answers bad input with 400 and an unknown member with 404', async () => {
    expect((await list('tier=platinum')).status).toBe(400);
    expect((await list('q=%20%20')).body).toMatchObject({ errors: [{ field: 'query.q' }] });
    expect((await list('page_size=101')).status).toBe(400);
    expect((await detail(2147483647)).status).toBe(404);
    expect((await staff.call('GET', '/api/admin/customers/abc/')).status).toBe(400);
  });
});
