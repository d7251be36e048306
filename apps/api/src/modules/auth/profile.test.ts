import type { LoginRecord, User } from '@atelier/api/schema';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema';
import { expectToMatchContract } from '../../../test/support/contract-matcher';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { registerMember, TEST_PASSWORD, uniqueEmail } from '../../../test/support/members';
import { useTestServer } from '../../../test/support/test-server';

const PATCH = '/api/users/detail/';

describe.each(databases())('PATCH /api/users/detail/ on %s', (target) => {
  const server = useTestServer(target, { mail: false });
  const call = (method: string, path: string, options?: Parameters<typeof request>[3]) =>
    request(server.url, method, path, options);
  const outboxTo = (recipient: string) =>
    server.db
      .select()
      .from(outboxEmails)
      .where(sql`lower(${outboxEmails.recipient}) = lower(${recipient})`);

  it('changes the name and phone and answers the member as stored (200)', async () => {
    const member = await registerMember(server.url, { first_name: 'Mei', phone: '+65 9123 4567' });
    const res = await call('PATCH', PATCH, {
      token: member.token,
      body: { first_name: '  Linh ', last_name: 'Nguyễn', phone: null },
    });
    expect(res.status).toBe(200);
    expectToMatchContract('PATCH', PATCH, 200, res.body);
    expect(res.body).toEqual({ ...member.user, first_name: 'Linh', last_name: 'Nguyễn', phone: null });
    const detail = await call('GET', PATCH, { token: member.token });
    expect(detail.body).toEqual(res.body);
  });

  it('changes the e-mail with the current password: the new address logs in, the old one is told', async () => {
    const member = await registerMember(server.url);
    const newEmail = uniqueEmail('moved');
    const res = await call('PATCH', PATCH, {
      token: member.token,
      body: { email: newEmail, current_password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect((res.body as User).email).toBe(newEmail);

    const login = await call('POST', '/api/token/', { body: { email: newEmail, password: TEST_PASSWORD } });
    expect(login.status).toBe(200);
    expect((login.body as LoginRecord).user.id).toBe(member.user.id);
    const old = await call('POST', '/api/token/', {
      body: { email: member.user.email, password: TEST_PASSWORD },
    });
    expect(old.status).toBe(401);

    const notice = (await outboxTo(member.user.email)).find((mail) => mail.kind === 'email_changed');
    expect(notice?.textBody).toContain(`was changed from ${member.user.email} to ${newEmail}`);
  });

  it('answers 409 "The email already exists" for another account’s address (any case), changing nothing', async () => {
    const member = await registerMember(server.url, { first_name: 'Mei' });
    const other = await registerMember(server.url);
    const res = await call('PATCH', PATCH, {
      token: member.token,
      body: { first_name: 'Changed', email: other.user.email.toUpperCase(), current_password: TEST_PASSWORD },
    });
    expect(res.status).toBe(409);
    expectToMatchContract('PATCH', PATCH, 409, res.body);
    expect(res.body).toEqual({
      message: 'The email already exists',
      status: 409,
      errors: [{ field: 'body.email', reason: 'taken' }],
    });
    const detail = await call('GET', PATCH, { token: member.token });
    expect(detail.body).toEqual(member.user);
    expect(await outboxTo(member.user.email)).toHaveLength(1); // only the "account is ready" e-mail

    // Its own address in another case is no conflict.
    const own = await call('PATCH', PATCH, {
      token: member.token,
      body: { email: member.user.email.toUpperCase() },
    });
    expect(own.status).toBe(200);
    expect((own.body as User).email).toBe(member.user.email.toUpperCase());
  });

  it('answers 400 naming the field: bad values, no password or a wrong one for a new e-mail, NUL', async () => {
    const member = await registerMember(server.url);
    const cases: [unknown, { field: string; reason: string }][] = [
      [{}, { field: 'body', reason: 'must NOT have fewer than 1 properties' }],
      [{ email: 'not-an-email' }, { field: 'body.email', reason: 'must match format "email"' }],
      [{ first_name: '' }, { field: 'body.first_name', reason: 'must NOT have fewer than 1 characters' }],
      [{ first_name: '   ' }, { field: 'body.first_name', reason: 'must not be blank' }],
      [
        { last_name: 'x'.repeat(81) },
        { field: 'body.last_name', reason: 'must NOT have more than 80 characters' },
      ],
      [{ membership_tier: 'black' }, { field: 'body.membership_tier', reason: 'is not allowed' }],
      [
        { first_name: 'Mei\u0000' },
        { field: 'body.first_name', reason: 'must not contain a NUL character (U+0000)' },
      ],
      [{ email: uniqueEmail() }, { field: 'body.current_password', reason: 'required' }],
      [
        { email: uniqueEmail(), current_password: 'wrong password' },
        { field: 'body.current_password', reason: 'incorrect' },
      ],
    ];
    for (const [body, error] of cases) {
      const res = await call('PATCH', PATCH, { token: member.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectToMatchContract('PATCH', PATCH, 400, res.body);
      expect((res.body as { errors: unknown[] }).errors, JSON.stringify(body)).toContainEqual(error);
    }
    const detail = await call('GET', PATCH, { token: member.token });
    expect(detail.body).toEqual(member.user);
  });

  it('needs a valid bearer token (401)', async () => {
    for (const token of [undefined, 'not-a-jwt']) {
      const res = await call('PATCH', PATCH, { token, body: { first_name: 'Someone' } });
      expect(res.status).toBe(401);
      expectToMatchContract('PATCH', PATCH, 401, res.body);
    }
  });
});
