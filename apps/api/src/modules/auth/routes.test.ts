import type { LoginRecord, TokenPair } from '@atelier/api/schema';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientIps, requestFrom } from '../../../test/abuse/client-ips';
import { outboxEmails } from '../../db/schema';
import { DEMO_PASSWORD, seedData } from '../../seed/data';
import { expectToMatchContract } from '../../../test/support/contract-matcher';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { registerMember, TEST_PASSWORD, uniqueEmail } from '../../../test/support/members';
import { useTestServer } from '../../../test/support/test-server';

const demo = seedData.members[0]!;

describe.each(databases())('auth on %s', (target) => {
  const server = useTestServer(target);
  const call = (method: string, path: string, options?: Parameters<typeof request>[3]) =>
    request(server.url, method, path, options);

  describe('POST /api/token/', () => {
    it('logs a demo member in with the login record of SPEC §3 (e-mail case-insensitive)', async () => {
      const res = await call('POST', '/api/token/', {
        body: { email: demo.email.toUpperCase(), password: DEMO_PASSWORD },
      });
      expect(res.status).toBe(200);
      expectToMatchContract('POST', '/api/token/', 200, res.body);
      const record = res.body as LoginRecord;
      expect(record.user).toMatchObject({
        email: demo.email,
        first_name: demo.firstName,
        membership_tier: demo.tier,
        workshop_guest_code: 'ATELIERGUEST',
      });
      const detail = await call('GET', '/api/users/detail/', { token: record.token });
      expect(detail.status).toBe(200);
      expect((detail.body as { id: number }).id).toBe(record.user.id);
    });

    it('answers a wrong password and an unknown e-mail with the same 401', async () => {
      const wrong = await call('POST', '/api/token/', {
        body: { email: demo.email, password: 'not the password' },
      });
      const unknown = await call('POST', '/api/token/', {
        body: { email: uniqueEmail('nobody'), password: DEMO_PASSWORD },
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expectToMatchContract('POST', '/api/token/', 401, wrong.body);
      expect(unknown.body).toEqual(wrong.body);
    });

    it('answers bad input with a 400 naming each field', async () => {
      const res = await call('POST', '/api/token/', { body: { email: 'not-an-email', price: 100 } });
      expect(res.status).toBe(400);
      expectToMatchContract('POST', '/api/token/', 400, res.body);
      const errors = (res.body as { errors: { field: string; reason: string }[] }).errors;
      expect(errors).toEqual(
        expect.arrayContaining([
          { field: 'body.email', reason: 'must match format "email"' },
          { field: 'body.password', reason: 'is required' },
          { field: 'body.price', reason: 'is not allowed' },
        ]),
      );
      const empty = await call('POST', '/api/token/', { headers: { 'content-type': 'application/json' } });
      expect(empty.status).toBe(400);
      expectToMatchContract('POST', '/api/token/', 400, empty.body);
    });

    it('limits login attempts per address: 429 with retry-after after 5 a minute', async () => {
      const email = uniqueEmail('bruteforce');
      for (let i = 0; i < 5; i++) {
        const res = await call('POST', '/api/token/', { body: { email, password: `guess-${i}` } });
        expect(res.status).toBe(401);
      }
      const limited = await call('POST', '/api/token/', { body: { email, password: 'guess-6' } });
      expect(limited.status).toBe(429);
      expectToMatchContract('POST', '/api/token/', 429, limited.body);
      expect(limited.body).toEqual({ message: 'Too many requests, please try again later', status: 429 });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

      // Another address from the same client is not locked out.
      const other = await call('POST', '/api/token/', {
        body: { email: demo.email, password: DEMO_PASSWORD },
      });
      expect(other.status).toBe(200);
    });

    it('limits one address tried from many IPs: 20 an hour, then 429 from any IP', async () => {
      const ip = clientIps();
      const email = uniqueEmail('distributed');
      for (let i = 0; i < 20; i++) {
        const res = await requestFrom(ip(i), server.url, 'POST', '/api/token/', {
          email,
          password: `guess-${i}`,
        });
        expect(res.status).toBe(401);
      }
      const limited = await requestFrom(ip(20), server.url, 'POST', '/api/token/', {
        email,
        password: 'guess-20',
      });
      expect(limited.status).toBe(429);
      expectToMatchContract('POST', '/api/token/', 429, limited.body);
      expect(limited.body).toEqual({ message: 'Too many requests, please try again later', status: 429 });
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(60);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      // That IP may still log in to other accounts.
      const other = await requestFrom(ip(20), server.url, 'POST', '/api/token/', {
        email: demo.email,
        password: DEMO_PASSWORD,
      });
      expect(other.status).toBe(200);
    });

    it('limits one IP trying many addresses: 100 in 15 minutes, then 429 for any address', async () => {
      const ip = clientIps();
      for (let i = 0; i < 100; i++) {
        const res = await requestFrom(ip(0), server.url, 'POST', '/api/token/', {
          email: uniqueEmail('stuffing'),
          password: 'leaked password',
        });
        expect(res.status).toBe(401);
      }
      const limited = await requestFrom(ip(0), server.url, 'POST', '/api/token/', {
        email: demo.email,
        password: DEMO_PASSWORD,
      });
      expect(limited.status).toBe(429);
      expectToMatchContract('POST', '/api/token/', 429, limited.body);
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(60);
      expect(retryAfter).toBeLessThanOrEqual(900);
      // The member logs in from their own IP: their account is not locked by someone else's stuffing.
      const member = await requestFrom(ip(1), server.url, 'POST', '/api/token/', {
        email: demo.email,
        password: DEMO_PASSWORD,
      });
      expect(member.status).toBe(200);
    });
  });

  describe('POST /api/users/register/', () => {
    const registration = (email: string, password = TEST_PASSWORD) => ({
      email,
      password,
      first_name: 'Mei',
      last_name: 'Tan',
    });
    const outboxTo = (recipient: string) =>
      server.db
        .select()
        .from(outboxEmails)
        .where(sql`lower(${outboxEmails.recipient}) = lower(${recipient})`);

    it('creates the member (202, nobody logged in); the chosen password then logs in', async () => {
      const email = uniqueEmail('new');
      const res = await call('POST', '/api/users/register/', {
        body: { ...registration(email), phone: '+65 9123 4567', marketing_opt_in: true },
        headers: { 'accept-country': 'sg', 'accept-language': 'en' },
      });
      expect(res.status).toBe(202);
      expectToMatchContract('POST', '/api/users/register/', 202, res.body);
      expect(res.body).toEqual({
        email,
        message: 'Thank you. We have sent an e-mail about your account to this address.',
      });
      const login = await call('POST', '/api/token/', { body: { email, password: TEST_PASSWORD } });
      expect(login.status).toBe(200);
      expect((login.body as LoginRecord).user).toMatchObject({
        email,
        first_name: 'Mei',
        last_name: 'Tan',
        phone: '+65 9123 4567',
        membership_tier: null,
        workshop_guest_code: null,
        marketing_opt_in: true,
      });
      // The new member is told the account exists, with a link to log in.
      const mails = await outboxTo(email);
      expect(mails.map((m) => m.kind)).toEqual(['account_created']);
      expect(mails[0]!.subject).toBe('Your Atelier Scents account is ready');
      expect(mails[0]!.textBody).toContain(`Your account for ${email} has been created.`);
      expect(mails[0]!.textBody).toContain(`${server.config.publicOrigin}/sg/login`);
    });

    it('answers a taken address (any case) exactly like a free one, and changes nothing', async () => {
      const fresh = await call('POST', '/api/users/register/', { body: registration(uniqueEmail('free')) });
      const takenAddress = demo.email.toUpperCase();
      const taken = await call('POST', '/api/users/register/', {
        body: registration(takenAddress, 'an attacker password'),
      });
      expect(taken.status).toBe(fresh.status);
      expectToMatchContract('POST', '/api/users/register/', 202, taken.body);
      // The body differs only by the echo of what was sent.
      expect(taken.body).toEqual({ ...(fresh.body as object), email: takenAddress });
      expect([...taken.headers.keys()].sort()).toEqual([...fresh.headers.keys()].sort());

      // Nobody got in: the attacker's password does not log in, the owner's still does.
      const attacker = await call('POST', '/api/token/', {
        body: { email: demo.email, password: 'an attacker password' },
      });
      expect(attacker.status).toBe(401);
      const owner = await call('POST', '/api/token/', {
        body: { email: demo.email, password: DEMO_PASSWORD },
      });
      expect(owner.status).toBe(200);
      expect((owner.body as LoginRecord).user).toMatchObject({ first_name: demo.firstName });

      // The owner is told someone tried, once an hour however often it is tried.
      await call('POST', '/api/users/register/', { body: registration(demo.email) });
      const mails = await outboxTo(demo.email);
      const attempts = mails.filter((m) => m.kind === 'registration_attempt');
      expect(attempts).toHaveLength(1);
      expect(attempts[0]!.subject).toBe(
        'Someone tried to create an Atelier Scents account with your address',
      );
      expect(attempts[0]!.textBody).toContain('You already have an account with this address');
      expect(mails.filter((m) => m.kind === 'account_created')).toHaveLength(0);
    });

    it('limits registrations of one address (5 an hour, any IP) and from one IP (30 an hour)', async () => {
      const ip = clientIps();
      const email = uniqueEmail('repeat');
      for (let i = 0; i < 5; i++) {
        const res = await requestFrom(ip(i), server.url, 'POST', '/api/users/register/', registration(email));
        expect(res.status).toBe(202);
      }
      const again = await requestFrom(ip(5), server.url, 'POST', '/api/users/register/', registration(email));
      expect(again.status).toBe(429);
      expectToMatchContract('POST', '/api/users/register/', 429, again.body);
      expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(60);
      // The first created the member; the repeats sent its owner one notice, not four.
      expect((await outboxTo(email)).map((m) => m.kind).sort()).toEqual([
        'account_created',
        'registration_attempt',
      ]);

      for (let i = 0; i < 30; i++) {
        const res = await requestFrom(
          ip(6),
          server.url,
          'POST',
          '/api/users/register/',
          registration(uniqueEmail()),
        );
        expect(res.status).toBe(202);
      }
      const more = await requestFrom(
        ip(6),
        server.url,
        'POST',
        '/api/users/register/',
        registration(uniqueEmail()),
      );
      expect(more.status).toBe(429);
      expectToMatchContract('POST', '/api/users/register/', 429, more.body);
      expect(Number(more.headers.get('retry-after'))).toBeGreaterThan(60);
    });

    it('enforces the contract’s password rule and refuses fields the client may not set', async () => {
      const res = await call('POST', '/api/users/register/', {
        body: {
          email: uniqueEmail(),
          password: 'short',
          first_name: 'A',
          last_name: 'B',
          membership_tier: 'black',
        },
      });
      expect(res.status).toBe(400);
      expectToMatchContract('POST', '/api/users/register/', 400, res.body);
      expect((res.body as { errors: unknown[] }).errors).toEqual(
        expect.arrayContaining([
          { field: 'body.password', reason: 'must NOT have fewer than 8 characters' },
          { field: 'body.membership_tier', reason: 'is not allowed' },
        ]),
      );
    });
  });

  describe('refresh token rotation', () => {
    it('spends the refresh token and answers a new pair of the same session', async () => {
      const member = await registerMember(server.url);
      const res = await call('POST', '/api/token/refresh/', {
        body: { refresh_token: member.refresh_token },
      });
      expect(res.status).toBe(200);
      expectToMatchContract('POST', '/api/token/refresh/', 200, res.body);
      const pair = res.body as TokenPair;
      expect(pair.refresh_token).not.toBe(member.refresh_token);
      expect((await call('GET', '/api/users/detail/', { token: pair.token })).status).toBe(200);
      // The rotated pair rotates again.
      const next = await call('POST', '/api/token/refresh/', { body: { refresh_token: pair.refresh_token } });
      expect(next.status).toBe(200);
    });

    it('revokes the whole family when a spent refresh token comes back', async () => {
      const member = await registerMember(server.url);
      const rotated = (
        await call('POST', '/api/token/refresh/', { body: { refresh_token: member.refresh_token } })
      ).body as TokenPair;

      const reuse = await call('POST', '/api/token/refresh/', {
        body: { refresh_token: member.refresh_token },
      });
      expect(reuse.status).toBe(401);
      expectToMatchContract('POST', '/api/token/refresh/', 401, reuse.body);

      // Every later token of the family is dead: the rotated refresh token and the access tokens.
      expect(
        (await call('POST', '/api/token/refresh/', { body: { refresh_token: rotated.refresh_token } }))
          .status,
      ).toBe(401);
      expect((await call('GET', '/api/users/detail/', { token: rotated.token })).status).toBe(401);
      expect((await call('GET', '/api/users/detail/', { token: member.token })).status).toBe(401);

      // Logging in again starts a new, working family.
      const login = await call('POST', '/api/token/', {
        body: { email: member.user.email, password: TEST_PASSWORD },
      });
      expect(login.status).toBe(200);
      expect(
        (await call('GET', '/api/users/detail/', { token: (login.body as LoginRecord).token })).status,
      ).toBe(200);
    });

    it('answers unknown and malformed refresh tokens with 401 / 400', async () => {
      const unknown = await call('POST', '/api/token/refresh/', { body: { refresh_token: 'x'.repeat(43) } });
      expect(unknown.status).toBe(401);
      const short = await call('POST', '/api/token/refresh/', { body: { refresh_token: 'short' } });
      expect(short.status).toBe(400);
      expectToMatchContract('POST', '/api/token/refresh/', 400, short.body);
      expect((short.body as { errors: { field: string }[] }).errors[0]?.field).toBe('body.refresh_token');
    });
  });

  describe('POST /api/token/revoke/ (logout)', () => {
    it('revokes the session: refresh and access tokens stop working; repeating is fine', async () => {
      const member = await registerMember(server.url);
      const res = await call('POST', '/api/token/revoke/', { body: { refresh_token: member.refresh_token } });
      expect(res.status).toBe(204);
      expect(res.body).toBeUndefined();
      expect(
        (await call('POST', '/api/token/refresh/', { body: { refresh_token: member.refresh_token } })).status,
      ).toBe(401);
      expect((await call('GET', '/api/users/detail/', { token: member.token })).status).toBe(401);

      // Idempotent, and an expired or bogus access token does not block logging out.
      const again = await call('POST', '/api/token/revoke/', {
        body: { refresh_token: member.refresh_token },
        token: 'expired.or.bogus-token',
      });
      expect(again.status).toBe(204);
      expect(
        (await call('POST', '/api/token/revoke/', { body: { refresh_token: 'y'.repeat(43) } })).status,
      ).toBe(204);
    });

    it('answers a bad body with 400', async () => {
      const res = await call('POST', '/api/token/revoke/', { body: {} });
      expect(res.status).toBe(400);
      expectToMatchContract('POST', '/api/token/revoke/', 400, res.body);
    });
  });

  describe('POST /api/token/verify/', () => {
    it('confirms a valid access token and refuses others', async () => {
      const member = await registerMember(server.url);
      const res = await call('POST', '/api/token/verify/', { body: { token: member.token } });
      expect(res.status).toBe(200);
      expectToMatchContract('POST', '/api/token/verify/', 200, res.body);
      expect(res.body).toMatchObject({ valid: true, user_id: member.user.id });

      const bogus = await call('POST', '/api/token/verify/', {
        body: { token: `${member.token.slice(0, -4)}AAAA` },
      });
      expect(bogus.status).toBe(401);
      expectToMatchContract('POST', '/api/token/verify/', 401, bogus.body);

      await call('POST', '/api/token/revoke/', { body: { refresh_token: member.refresh_token } });
      expect((await call('POST', '/api/token/verify/', { body: { token: member.token } })).status).toBe(401);

      const short = await call('POST', '/api/token/verify/', { body: { token: 'abc' } });
      expect(short.status).toBe(400);
      expectToMatchContract('POST', '/api/token/verify/', 400, short.body);
    });
  });
  describe('POST /api/users/password/', () => {
    const NEW_PASSWORD = 'a brand new passphrase';
    const login = (email: string, password: string) =>
      call('POST', '/api/token/', { body: { email, password } });
    const change = (token: string | undefined, body: unknown) =>
      call('POST', '/api/users/password/', { body, ...(token ? { token } : {}) });

    it('changes the password: the new one logs in, the old one and every refresh token are refused', async () => {
      const member = await registerMember(server.url);
      const email = member.user.email;
      // A second device, logged in before the change.
      const other = (await login(email, TEST_PASSWORD)).body as LoginRecord;

      const res = await change(member.token, { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD });
      expect(res.status).toBe(204);
      expect(res.body).toBeUndefined();

      expect((await login(email, TEST_PASSWORD)).status).toBe(401);
      const fresh = await login(email, NEW_PASSWORD);
      expect(fresh.status).toBe(200);
      expect((fresh.body as LoginRecord).user.id).toBe(member.user.id);

      // The caller's access token lives on until it expires (the contract says so).
      expect((await call('GET', '/api/users/detail/', { token: member.token })).status).toBe(200);
      // Refresh tokens issued before the change, the caller's included, are refused.
      for (const refreshToken of [member.refresh_token, other.refresh_token]) {
        const refused = await call('POST', '/api/token/refresh/', { body: { refresh_token: refreshToken } });
        expect(refused.status).toBe(401);
      }
      // The other device is logged out at once; the new session works.
      expect((await call('GET', '/api/users/detail/', { token: other.token })).status).toBe(401);
      expect(
        (await call('GET', '/api/users/detail/', { token: (fresh.body as LoginRecord).token })).status,
      ).toBe(200);
    });

    it('refuses a wrong current password with a 400 on the field and changes nothing', async () => {
      const member = await registerMember(server.url);
      const res = await change(member.token, {
        current_password: 'not my password',
        new_password: NEW_PASSWORD,
      });
      expect(res.status).toBe(400);
      expectToMatchContract('POST', '/api/users/password/', 400, res.body);
      expect(res.body).toMatchObject({ errors: [{ field: 'body.current_password', reason: 'incorrect' }] });

      expect((await login(member.user.email, NEW_PASSWORD)).status).toBe(401);
      expect((await login(member.user.email, TEST_PASSWORD)).status).toBe(200);
      // Sessions are untouched.
      const refreshed = await call('POST', '/api/token/refresh/', {
        body: { refresh_token: member.refresh_token },
      });
      expect(refreshed.status).toBe(200);
    });

    it('needs a token, a new password of 8 characters and nothing else; it is rate limited', async () => {
      const member = await registerMember(server.url);
      const anonymous = await change(undefined, {
        current_password: TEST_PASSWORD,
        new_password: NEW_PASSWORD,
      });
      expect(anonymous.status).toBe(401);
      expectToMatchContract('POST', '/api/users/password/', 401, anonymous.body);

      const short = await change(member.token, { current_password: TEST_PASSWORD, new_password: 'short' });
      expect(short.status).toBe(400);
      expect(JSON.stringify(short.body)).toContain('body.new_password');
      const extra = await change(member.token, {
        current_password: TEST_PASSWORD,
        new_password: NEW_PASSWORD,
        user_id: 1,
      });
      expect(extra.status).toBe(400);

      // Guessing the current password: like login, 5 a minute (the two 400s above were not guesses).
      for (let i = 0; i < 5; i++) {
        const guess = await change(member.token, {
          current_password: `guess-${i}`,
          new_password: NEW_PASSWORD,
        });
        expect(guess.status).toBe(400);
      }
      const limited = await change(member.token, {
        current_password: TEST_PASSWORD,
        new_password: NEW_PASSWORD,
      });
      expect(limited.status).toBe(429);
      expectToMatchContract('POST', '/api/users/password/', 429, limited.body);
      expect((await login(member.user.email, TEST_PASSWORD)).status).toBe(200);
    });
  });
});
