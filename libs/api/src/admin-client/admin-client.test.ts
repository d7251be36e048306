import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startContractTestServer } from '../testing/contract-test-server';
import { closedPortUrl, type TestServer } from '../testing/test-server';
import { createAdminClient } from './create-admin-client';
import { createCsrfStore } from './csrf-store';

const member = {
  id: 1,
  email: 'owner@atelier.test',
  name: 'Shop owner',
  role: 'owner',
  must_change_password: false,
  totp_enabled: false,
} as const;
const CSRF = 'csrf-token-0123456789abcdef';
const session = { token: CSRF, csrf_token: CSRF, user: member, expires_at: '2026-11-29T17:00:00Z' };
const account = {
  ...member,
  id: 2,
  email: 'staff@atelier.test',
  role: 'staff',
  disabled_at: null,
  created_at: '2026-11-29T09:00:00Z',
  version: 4,
} as const;

let server: TestServer;
beforeAll(async () => {
  server = await startContractTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

describe('admin client over HTTP', () => {
  it('keeps the CSRF token of the sign-in answer and sends it on writes only', async () => {
    server.setHandler((request) => {
      if (request.path === '/api/admin/token/') return { status: 200, body: session };
      if (request.path === '/api/admin/staff/' && request.method === 'GET')
        return { status: 200, body: { count: 0, results: [] } };
      return { status: 201, body: { member: account, one_time_password: 'abcde-fghjk-mnpqr-stuvw' } };
    });
    const api = createAdminClient({ baseUrl: server.url, language: () => 'vi' });
    const signIn = await api.POST('/api/admin/token/', {
      body: { email: 'owner@atelier.test', password: 'Scents2026!' },
    });
    expect(signIn).toEqual({ ok: true, status: 200, data: session });
    expect(api.csrf.get()).toBe(CSRF);
    await api.GET('/api/admin/staff/', { params: { query: { page: 1 } } });
    const invited = await api.POST('/api/admin/staff/', {
      body: { email: 'new@atelier.test', name: 'New', role: 'editor' },
    });
    expect(invited.ok).toBe(true);
    const [, list, invite] = server.requests;
    expect(list!.headers['x-csrf-token']).toBeUndefined();
    expect(invite!.headers['x-csrf-token']).toBe(CSRF);
    expect(invite!.headers['accept-language']).toBe('vi');
  });

  it('maps a stale version to version_conflict with the entity as it is now (not "The email already exists")', async () => {
    server.setHandler(() => ({
      status: 409,
      body: { message: 'Someone else changed this', status: 409, code: 'version_conflict', current: account },
    }));
    const api = createAdminClient({ baseUrl: server.url, csrf: createCsrfStore(CSRF) });
    const result = await api.PATCH('/api/admin/staff/{id}/', {
      params: { path: { id: 2 } },
      body: { version: 3, role: 'merchandiser' },
    });
    expect(result).toEqual({
      ok: false,
      status: 409,
      code: 'version_conflict',
      message: 'Someone else changed this',
      fields: {},
      current: account,
    });
  });

  it('maps an ordinary 409 to conflict, 400 to fields, 403 to its reason and 429 to retryAfter', async () => {
    const api = createAdminClient({ baseUrl: server.url, csrf: createCsrfStore(CSRF) });
    const body = { email: 'taken@atelier.test', name: 'X', role: 'staff' } as const;
    server.setHandler(() => ({
      status: 409,
      body: { message: 'A staff account with this e-mail already exists', status: 409 },
    }));
    expect(await api.POST('/api/admin/staff/', { body })).toMatchObject({ code: 'conflict', status: 409 });
    server.setHandler(() => ({
      status: 400,
      body: {
        message: 'Validation failed',
        status: 400,
        errors: [{ field: 'body.email', reason: 'must match format "email"' }],
      },
    }));
    expect(await api.POST('/api/admin/staff/', { body })).toMatchObject({
      code: 'invalid',
      fields: { email: 'must match format "email"' },
    });
    server.setHandler(() => ({
      status: 403,
      body: { message: 'Your role does not allow this', status: 403, code: 'role' },
    }));
    expect(await api.GET('/api/admin/staff/')).toMatchObject({ code: 'role', status: 403 });
    server.setHandler(() => ({ status: 403, body: { message: 'Reload', status: 403, code: 'csrf' } }));
    expect(await api.POST('/api/admin/staff/', { body })).toMatchObject({ code: 'csrf' });
    server.setHandler(() => ({
      status: 429,
      headers: { 'retry-after': '120' },
      body: { message: 'Too many requests, please try again later', status: 429 },
    }));
    expect(await api.POST('/api/admin/token/', { body: { email: 'a@b.co', password: 'x' } })).toMatchObject({
      code: 'rate_limited',
      retryAfter: 120,
    });
  });

  it('on a 401 forgets the token and says the member is signed out; a refused sign-in is not that', async () => {
    const onSignedOut = vi.fn();
    const api = createAdminClient({ baseUrl: server.url, csrf: createCsrfStore(CSRF), onSignedOut });
    server.setHandler(() => ({
      status: 401,
      body: {
        message: 'Enter the current code from your authenticator app',
        status: 401,
        code: 'totp_required',
      },
    }));
    expect(await api.POST('/api/admin/token/', { body: { email: 'a@b.co', password: 'x' } })).toMatchObject({
      code: 'totp_required',
    });
    expect(onSignedOut).not.toHaveBeenCalled();
    server.setHandler(() => ({
      status: 401,
      body: { message: 'Your session has ended; sign in again', status: 401 },
    }));
    expect(await api.GET('/api/admin/session/')).toMatchObject({
      ok: false,
      code: 'signed_out',
      status: 401,
    });
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(api.csrf.get()).toBeNull();
  });

  it('clears the token on sign-out', async () => {
    server.setHandler(() => ({ status: 204 }));
    const api = createAdminClient({ baseUrl: server.url, csrf: createCsrfStore(CSRF) });
    expect(await api.POST('/api/admin/token/revoke/')).toEqual({ ok: true, status: 204, data: undefined });
    expect(server.requests[0]!.headers['x-csrf-token']).toBe(CSRF);
    expect(api.csrf.get()).toBeNull();
  });

  it('says offline when no answer comes', async () => {
    const api = createAdminClient({ baseUrl: await closedPortUrl() });
    expect(await api.GET('/api/admin/session/')).toMatchObject({ ok: false, status: 0, code: 'offline' });
  });
});
