import type { LoginRecord } from '@atelier/api/schema';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails, users } from '../../db/schema';
import { GENEROUS_RATE_LIMITS } from '../../../test/support/checkout-calls';
import { expectToMatchContract } from '../../../test/support/contract-matcher';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { registerMember, uniqueEmail } from '../../../test/support/members';
import { useTestServer } from '../../../test/support/test-server';
import { hashPassword } from './passwords';

type Refusal = { message: string; errors?: { field: string; reason: string }[] };

/** New passwords are at least 8 characters and not easy to guess (issue 22 point 16). */
describe.each(databases())('password strength on %s', (target) => {
  const server = useTestServer(target, { rateLimits: GENEROUS_RATE_LIMITS });
  const rows = async () => (await server.db.select({ n: count() }).from(users))[0]!.n;
  const emails = async () => (await server.db.select({ n: count() }).from(outboxEmails))[0]!.n;

  it('refuses a common password at registration with a way to choose better, creating nothing', async () => {
    const [usersBefore, emailsBefore] = [await rows(), await emails()];
    for (const password of ['password123', 'iloveyou', 'Password1!', 'qwertyuiop']) {
      const res = await request<Refusal>(server.url, 'POST', '/api/users/register/', {
        body: { email: uniqueEmail(), password, first_name: 'Mei', last_name: 'Tan' },
      });
      expect(res.status, password).toBe(400);
      expectToMatchContract('POST', '/api/users/register/', 400, res.body);
      expect(res.body.errors).toEqual([{ field: 'body.password', reason: 'too_common' }]);
      expect(res.body.message).toMatch(/too easy to guess.*longer phrase/);
    }
    // The member's own name and address are guessable words too.
    const own = await request<Refusal>(server.url, 'POST', '/api/users/register/', {
      body: { email: 'meitan1990@example.com', password: 'meitan1990', first_name: 'Mei', last_name: 'Tan' },
    });
    expect(own.status).toBe(400);
    expect([await rows(), await emails()]).toEqual([usersBefore, emailsBefore]);
    // A phrase is welcome.
    const good = await request(server.url, 'POST', '/api/users/register/', {
      body: {
        email: uniqueEmail(),
        password: 'amber rain over the harbour',
        first_name: 'Mei',
        last_name: 'Tan',
      },
    });
    expect(good.status).toBe(202);
  });

  it('refuses a common new password on a password change, and keeps the old one', async () => {
    const member = await registerMember(server.url);
    const res = await request<Refusal>(server.url, 'POST', '/api/users/password/', {
      token: member.token,
      body: { current_password: 'correct horse battery', new_password: 'password1234' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'body.new_password', reason: 'too_common' }]);
    const login = await request(server.url, 'POST', '/api/token/', {
      body: { email: member.user.email, password: 'correct horse battery' },
    });
    expect(login.status).toBe(200);
  });

  it('still lets a member whose password predates the rule log in', async () => {
    const email = uniqueEmail('legacy');
    await server.db.insert(users).values({
      email,
      passwordHash: await hashPassword('password123'),
      firstName: 'Old',
      lastName: 'Member',
    });
    const login = await request<LoginRecord>(server.url, 'POST', '/api/token/', {
      body: { email, password: 'password123' },
    });
    expect(login.status).toBe(200);
    expect((await server.db.select().from(users).where(eq(users.email, email))).length).toBe(1);
  });
});
