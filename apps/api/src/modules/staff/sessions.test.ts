import type { StaffSession } from '@atelier/api/schema';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientIps, requestFrom } from '../../../test/abuse/client-ips';
import { expectToMatchContract } from '../../../test/support/contract-matcher';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import {
  sessionCookieOf,
  seedTestStaff,
  signInAs,
  signInStaff,
  staffClient,
} from '../../../test/support/staff';
import { useTestServer } from '../../../test/support/test-server';
import { catalogueVersion, staffSessions } from '../../db/schema';
import { DEMO_PASSWORD, seedData } from '../../seed/data';
import { SESSION_IDLE_MS, SESSION_MAX_MS, hashSessionToken } from './sessions';

const OWNER = 'owner@atelier.test';

describe.each(databases())('staff sign-in and sessions on %s', (target) => {
  const server = useTestServer(target);
  beforeAll(() => seedTestStaff(server.db));
  afterEach(() => {
    vi.useRealTimers();
  });
  const call = (method: string, path: string, options?: Parameters<typeof request>[3]) =>
    request(server.url, method, path, options);

  it('signs the owner in: the answer carries the member and the CSRF token, the session only the cookie', async () => {
    const res = await call('POST', '/api/admin/token/', {
      body: { email: 'OWNER@atelier.test', password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    expectToMatchContract('POST', '/api/admin/token/', 200, res.body);
    const body = res.body as StaffSession;
    expect(body.user).toMatchObject({
      email: OWNER,
      role: 'owner',
      must_change_password: false,
      totp_enabled: false,
    });
    expect(body.csrf_token).toBe(body.token);
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^atelier_staff=[A-Za-z0-9_-]{43}; /);
    expect(setCookie.split('; ').slice(1).sort()).toEqual(
      ['HttpOnly', 'Max-Age=28800', 'Path=/api/admin', 'SameSite=Strict', 'Secure'].sort(),
    );
    // The cookie's token is nowhere in the body, and only its hash is stored.
    const token = setCookie.split(';')[0]!.split('=')[1]!;
    expect(JSON.stringify(body)).not.toContain(token);
    const [row] = await server.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, hashSessionToken(token)));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(token);

    const session = await call('GET', '/api/admin/session/', { headers: { cookie: sessionCookieOf(res)! } });
    expect(session.status).toBe(200);
    expectToMatchContract('GET', '/api/admin/session/', 200, session.body);
    expect(session.body).toMatchObject({ token: body.token, user: body.user });
  });

  it('answers a wrong password and an unknown e-mail with the same 401, and sets no cookie', async () => {
    const wrong = await call('POST', '/api/admin/token/', {
      body: { email: OWNER, password: 'not the password' },
    });
    const unknown = await call('POST', '/api/admin/token/', {
      body: { email: 'nobody@atelier.test', password: DEMO_PASSWORD },
    });
    expect(wrong.status).toBe(401);
    expectToMatchContract('POST', '/api/admin/token/', 401, wrong.body);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('does not take a shopper: a member cannot sign in to the console, nor use a bearer token on it', async () => {
    const member = seedData.members[0]!;
    const asStaff = await call('POST', '/api/admin/token/', {
      body: { email: member.email, password: DEMO_PASSWORD },
    });
    expect(asStaff.status).toBe(401);
    const login = await call('POST', '/api/token/', {
      body: { email: member.email, password: DEMO_PASSWORD },
    });
    const bearer = (login.body as { token: string }).token;
    const res = await call('GET', '/api/admin/session/', { token: bearer });
    expect(res.status).toBe(401);
    expectToMatchContract('GET', '/api/admin/session/', 401, res.body);
  });

  it('401 without a cookie or with an unknown one, and the dead cookie is cleared', async () => {
    expect((await call('GET', '/api/admin/session/')).status).toBe(401);
    const res = await call('GET', '/api/admin/session/', {
      headers: { cookie: 'atelier_staff=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie')).toMatch(/^atelier_staff=; Path=\/api\/admin; Max-Age=0/);
  });

  it("refuses a write without the CSRF token, or with another session's, with 403 csrf", async () => {
    const owner = await signInAs(server.url, 'owner');
    const other = await signInAs(server.url, 'owner');
    const body = { email: 'csrf-check@atelier.test', name: 'CSRF check', role: 'editor' };
    const missing = await owner.call('POST', '/api/admin/staff/', { body, csrf: null });
    expect(missing.status).toBe(403);
    expectToMatchContract('POST', '/api/admin/staff/', 403, missing.body);
    expect(missing.body).toMatchObject({ status: 403, code: 'csrf' });
    const wrong = await owner.call('POST', '/api/admin/staff/', { body, csrf: other.csrf });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ code: 'csrf' });
    // Nothing was created by either.
    const list = await owner.call('GET', '/api/admin/staff/?q=csrf-check');
    expect(list.body).toMatchObject({ count: 0 });
    const right = await owner.call('POST', '/api/admin/staff/', { body });
    expect(right.status).toBe(201);
  });

  it('ends a session after 30 minutes idle, keeps a used one alive, and ends any after 8 hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-30T08:00:00Z');
    vi.setSystemTime(start);
    const idle = await signInAs(server.url, 'staff');
    const busy = await signInAs(server.url, 'staff');
    const at = (ms: number) => vi.setSystemTime(new Date(start.getTime() + ms));

    at(SESSION_IDLE_MS - 60_000);
    expect((await busy.call('GET', '/api/admin/session/')).status).toBe(200);
    at(SESSION_IDLE_MS + 60_000);
    expect((await idle.call('GET', '/api/admin/session/')).status).toBe(401);
    expect((await busy.call('GET', '/api/admin/session/')).status).toBe(200);
    // Used every 20 minutes, the busy session still ends at 8 hours.
    for (let ms = SESSION_IDLE_MS + 20 * 60_000; ms < SESSION_MAX_MS; ms += 20 * 60_000) {
      at(ms);
      expect((await busy.call('GET', '/api/admin/session/')).status, `at ${ms / 60_000} min`).toBe(200);
    }
    at(SESSION_MAX_MS);
    expect((await busy.call('GET', '/api/admin/session/')).status).toBe(401);
  });

  it("leaves the shop's page caches alone: signing in, a session kept alive and signing out change no catalogue version", async () => {
    const version = async () =>
      (
        await server.db
          .select({ v: sql<string>`sum(${catalogueVersion.version})::text` })
          .from(catalogueVersion)
      )[0]!.v;
    const before = await version();
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-30T09:00:00Z');
    vi.setSystemTime(start);
    const member = await signInAs(server.url, 'staff');
    vi.setSystemTime(new Date(start.getTime() + SESSION_IDLE_MS / 2)); // long enough to be touched
    expect((await member.call('GET', '/api/admin/session/')).status).toBe(200);
    expect((await member.call('POST', '/api/admin/token/revoke/')).status).toBe(204);
    expect(await version()).toBe(before);
  });

  it('signs out: the session is revoked and the cookie cleared', async () => {
    const owner = await signInAs(server.url, 'owner');
    const out = await owner.call('POST', '/api/admin/token/revoke/');
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^atelier_staff=; Path=\/api\/admin; Max-Age=0/);
    expect((await owner.call('GET', '/api/admin/session/')).status).toBe(401);
  });

  it('answers a sign-in with bad input with a 400 naming each field, never a 500', async () => {
    const res = await call('POST', '/api/admin/token/', { body: { email: 'x', totp_code: '12', extra: 1 } });
    expect(res.status).toBe(400);
    expectToMatchContract('POST', '/api/admin/token/', 400, res.body);
  });

  it('keeps a staff client usable with a session made by the helper', async () => {
    const signed = await signInStaff(server.url, OWNER);
    const again = staffClient(server.url, signed.cookie, signed.csrf, signed.member);
    expect((await again.call('GET', '/api/admin/session/')).status).toBe(200);
  });
});

describe.each(databases())('staff sign-in throttling on %s', (target) => {
  const server = useTestServer(target, {
    rateLimits: {
      staffSignInPerAccount: { max: 3, timeWindowMs: 15 * 60_000 },
      staffSignInPerIp: { max: 5, timeWindowMs: 15 * 60_000 },
    },
  });
  beforeAll(() => seedTestStaff(server.db));
  afterEach(() => {
    vi.useRealTimers();
  });
  const ip = clientIps();

  it('refuses an account after its failures with 429 and Retry-After, from any IP, then recovers', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-30T09:00:00Z');
    vi.setSystemTime(start);
    const email = 'merchandiser@atelier.test';
    for (let i = 0; i < 3; i++) {
      const res = await requestFrom(ip(i), server.url, 'POST', '/api/admin/token/', {
        email,
        password: 'wrong',
      });
      expect(res.status).toBe(401);
    }
    // The right password from yet another IP: still refused while the window lasts.
    const refused = await requestFrom(ip(10), server.url, 'POST', '/api/admin/token/', {
      email,
      password: DEMO_PASSWORD,
    });
    expect(refused.status).toBe(429);
    expectToMatchContract('POST', '/api/admin/token/', 429, refused.body);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    // Another account is not affected.
    const editor = await requestFrom(ip(11), server.url, 'POST', '/api/admin/token/', {
      email: 'editor@atelier.test',
      password: DEMO_PASSWORD,
    });
    expect(editor.status).toBe(200);

    vi.setSystemTime(new Date(start.getTime() + 15 * 60_000 + 1_000));
    const recovered = await requestFrom(ip(12), server.url, 'POST', '/api/admin/token/', {
      email,
      password: DEMO_PASSWORD,
    });
    expect(recovered.status).toBe(200);
  });

  it('refuses one IP after its failures over many accounts, while other IPs sign in', async () => {
    const address = ip(100);
    for (let i = 0; i < 5; i++) {
      const res = await requestFrom(address, server.url, 'POST', '/api/admin/token/', {
        email: `guess${i}@atelier.test`,
        password: 'wrong',
      });
      expect(res.status).toBe(401);
    }
    const refused = await requestFrom(address, server.url, 'POST', '/api/admin/token/', {
      email: 'staff@atelier.test',
      password: DEMO_PASSWORD,
    });
    expect(refused.status).toBe(429);
    const elsewhere = await requestFrom(ip(101), server.url, 'POST', '/api/admin/token/', {
      email: 'staff@atelier.test',
      password: DEMO_PASSWORD,
    });
    expect(elsewhere.status).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const address = ip(150);
    for (let i = 0; i < 7; i++) {
      const res = await requestFrom(address, server.url, 'POST', '/api/admin/token/', {
        email: 'owner@atelier.test',
        password: DEMO_PASSWORD,
      });
      expect(res.status).toBe(200);
    }
  });
});
