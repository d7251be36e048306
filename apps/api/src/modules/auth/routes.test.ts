import type { LoginRecord, TokenPair } from '@atelier/api/schema';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedData } from '../../seed/data';
import { expectToMatchContract } from '../../testing/contract-matcher';
import { databases } from '../../testing/databases';
import { request } from '../../testing/http-client';
import { registerMember, TEST_PASSWORD, uniqueEmail } from '../../testing/members';
import { useTestServer } from '../../testing/test-server';

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
  });

  describe('POST /api/users/register/', () => {
    it('creates the member and logs them in (201 login record)', async () => {
      const email = uniqueEmail('new');
      const res = await call('POST', '/api/users/register/', {
        body: {
          email,
          password: TEST_PASSWORD,
          first_name: 'Mei',
          last_name: 'Tan',
          phone: '+65 9123 4567',
          marketing_opt_in: true,
        },
        headers: { 'accept-country': 'sg', 'accept-language': 'en' },
      });
      expect(res.status).toBe(201);
      expectToMatchContract('POST', '/api/users/register/', 201, res.body);
      expect((res.body as LoginRecord).user).toMatchObject({
        email,
        first_name: 'Mei',
        last_name: 'Tan',
        phone: '+65 9123 4567',
        membership_tier: null,
        workshop_guest_code: null,
        marketing_opt_in: true,
      });
      const login = await call('POST', '/api/token/', { body: { email, password: TEST_PASSWORD } });
      expect(login.status).toBe(200);
    });

    it('answers 409 "The email already exists" for a taken address in any case', async () => {
      const first = await registerMember(server.url);
      const res = await call('POST', '/api/users/register/', {
        body: {
          email: first.user.email.toUpperCase(),
          password: TEST_PASSWORD,
          first_name: 'A',
          last_name: 'B',
        },
      });
      expect(res.status).toBe(409);
      expectToMatchContract('POST', '/api/users/register/', 409, res.body);
      expect(res.body).toMatchObject({ message: 'The email already exists', status: 409 });
      const demoTaken = await call('POST', '/api/users/register/', {
        body: { email: demo.email, password: TEST_PASSWORD, first_name: 'A', last_name: 'B' },
      });
      expect(demoTaken.status).toBe(409);
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
