import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closedPortUrl, startTestServer, type TestServer } from '../testing/test-server';
import * as fixtures from '../testing/fixtures';
import { EMAIL_EXISTS_MESSAGE, OFFLINE_MESSAGE } from './catalogue';
import { ApiError } from './api-error';
import { createApiClient, type ApiClientOptions } from './create-api-client';
import type { Locale } from './locale';
import { createBreadcrumbReporter } from './reporter';
import { createMemoryTokenStore, type TokenStore } from './token-store';

const CART_ID = fixtures.cart.id;
const OUTCOME_ID = fixtures.outcome.id;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

function client(overrides: Partial<ApiClientOptions> & { tokens?: TokenStore } = {}) {
  let locale: Locale = { country: 'sg', language: 'en' };
  const api = createApiClient({
    baseUrl: server.url,
    locale: () => locale,
    tokens: createMemoryTokenStore(),
    ...overrides,
  });
  return { api, setLocale: (next: Locale) => (locale = next) };
}

const errorBody = (status: number, message: string, extra: Record<string, unknown> = {}) => ({
  status,
  body: { message, status, ...extra },
});

describe('SPEC §8 catalogue over HTTP', () => {
  it('network failure: offline result with the offline message and no data', async () => {
    const reporter = { captureException: vi.fn(), addBreadcrumb: vi.fn() };
    const api = createApiClient({
      baseUrl: await closedPortUrl(),
      locale: () => ({ country: 'sg', language: 'en' }),
      tokens: createMemoryTokenStore(),
      reporter,
    });
    const result = await api.GET('/api/countries/');
    expect(result).toEqual({
      ok: false,
      kind: 'offline',
      status: 0,
      offline: true,
      message: OFFLINE_MESSAGE,
    });
    expect(result).not.toHaveProperty('data');
    expect(reporter.captureException).not.toHaveBeenCalled();
  });

  it("409: error result reading 'The email already exists'", async () => {
    server.setHandler(() => errorBody(409, 'The email already exists', { email: 'mei@example.com' }));
    const { api } = client();
    const result = await api.POST('/api/users/register/', {
      body: { email: 'mei@example.com', password: 'correct horse', first_name: 'Mei', last_name: 'Tan' },
    });
    expect(result).toMatchObject({ ok: false, status: 409, message: EMAIL_EXISTS_MESSAGE });
  });

  it("409 about something else still reads 'The email already exists', with the server's message kept", async () => {
    server.setHandler(() => ({ status: 409, body: fixtures.errors.outOfStock }));
    const { api } = client();
    const result = await api.POST('/api/carts/{cartPk}/items/', {
      params: { path: { cartPk: CART_ID } },
      body: { product_id: 101, quantity: 3 },
    });
    expect(result).toMatchObject({
      ok: false,
      status: 409,
      message: EMAIL_EXISTS_MESSAGE,
      serverMessage: 'Only 2 left in stock',
      errors: [{ field: 'quantity', reason: 'only 2 left in stock' }],
    });
  });

  it('204: success with no body', async () => {
    server.setHandler(() => ({ status: 204 }));
    const { api } = client();
    const result = await api.POST('/api/outcomes/{id}/clear/', { params: { path: { id: OUTCOME_ID } } });
    expect(result).toEqual({ ok: true, status: 204, data: undefined });
  });

  it("404: error with the server's message and status 404, not reported", async () => {
    server.setHandler(() => errorBody(404, 'Outcome not found'));
    const reporter = { captureException: vi.fn(), addBreadcrumb: vi.fn() };
    const { api } = client({ reporter });
    const result = await api.GET('/api/outcomes/{id}/', { params: { path: { id: OUTCOME_ID } } });
    expect(result).toEqual({ ok: false, kind: 'not-found', status: 404, message: 'Outcome not found' });
    expect(reporter.captureException).not.toHaveBeenCalled();
    expect(reporter.addBreadcrumb).toHaveBeenCalledTimes(1);
  });

  it("500: error with the server's message, reported, breadcrumbs capped at 100 (oldest dropped)", async () => {
    const sink = { captureException: vi.fn(), addBreadcrumb: vi.fn() };
    const reporter = createBreadcrumbReporter({ sink });
    const { api } = client({ reporter });

    server.setHandler(() => errorBody(500, 'Database unavailable'));
    const failed = await api.GET('/api/countries/');
    expect(failed).toEqual({ ok: false, kind: 'error', status: 500, message: 'Database unavailable' });
    expect(sink.captureException).toHaveBeenCalledTimes(1);
    const [error, context] = sink.captureException.mock.calls[0]!;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Database unavailable');
    expect(context).toMatchObject({
      tags: { 'http.method': 'GET', 'http.path': '/api/countries/', 'http.status': '500' },
    });

    // 1 failed call above, then 120 successful ones: only the last 100 breadcrumbs remain.
    server.setHandler(() => ({ status: 200, body: fixtures.countries }));
    for (let i = 0; i < 120; i++) {
      const ok = await api.GET('/api/countries/');
      expect(ok.ok).toBe(true);
    }
    const kept = reporter.breadcrumbs();
    expect(kept).toHaveLength(100);
    expect(kept.every((b) => b.data?.status_code === 200)).toBe(true);
    expect(sink.addBreadcrumb).toHaveBeenCalledTimes(121);
  });

  it('400: per-field errors come through, and the failure is reported', async () => {
    server.setHandler(() => ({ status: 400, body: fixtures.errors.validation }));
    const reporter = { captureException: vi.fn(), addBreadcrumb: vi.fn() };
    const { api } = client({ reporter });
    const result = await api.POST('/api/token/', { body: { email: 'nope', password: 'x' } });
    expect(result).toMatchObject({
      ok: false,
      kind: 'error',
      status: 400,
      message: 'Validation failed',
      errors: [{ field: 'email', reason: 'must match format "email"' }],
    });
    expect(reporter.captureException).toHaveBeenCalledTimes(1);
  });

  it('a non-JSON error page falls back to a status message', async () => {
    server.setHandler(() => ({
      status: 502,
      body: '<html>Bad gateway</html>',
      headers: { 'Content-Type': 'text/html' },
    }));
    const { api } = client();
    const result = await api.GET('/api/countries/');
    expect(result).toMatchObject({ ok: false, status: 502, message: 'Request failed with status 502' });
  });

  it('a call cancelled by its AbortSignal rejects with AbortError instead of reading as offline', async () => {
    server.setHandler(() => ({ status: 200, body: fixtures.countries, delayMs: 200 }));
    const reporter = { captureException: vi.fn(), addBreadcrumb: vi.fn() };
    const { api } = client({ reporter });
    const controller = new AbortController();
    const pending = api.GET('/api/countries/', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(reporter.addBreadcrumb).not.toHaveBeenCalled();
  });

  it('success: typed data from the JSON body', async () => {
    server.setHandler(() => ({ status: 200, body: fixtures.countries }));
    const { api } = client();
    const result = await api.GET('/api/countries/');
    expect(result.ok && result.data.map((c) => c.currency.code)).toEqual(['SGD', 'USD', 'VND', 'KRW', 'AED']);
  });

  describe('second helper (newsletter / notify-me)', () => {
    it('non-success returns {error: true, email} with the email from the body', async () => {
      server.setHandler(() => ({ status: 409, body: fixtures.errors.emailExists }));
      const { api } = client();
      const result = await api.emailFlag.POST('/api/subcribers/', { body: { email: 'typed@example.com' } });
      expect(result).toMatchObject({ error: true, status: 409, email: 'shopper@example.com' });
    });

    it('success returns {error: false, data}', async () => {
      server.setHandler(() => ({
        status: 201,
        body: { email: 'mei@example.com', item_id: 101, variant_id: null },
      }));
      const { api } = client();
      const result = await api.emailFlag.POST('/api/items/{id}/notify-stock/', {
        params: { path: { id: 101 } },
        body: { email: 'mei@example.com' },
      });
      expect(result).toEqual({
        error: false,
        status: 201,
        data: { email: 'mei@example.com', item_id: 101, variant_id: null },
      });
    });

    it('offline falls back to the submitted email', async () => {
      const api = createApiClient({
        baseUrl: await closedPortUrl(),
        locale: () => ({ country: 'sg', language: 'en' }),
        tokens: createMemoryTokenStore(),
      });
      const result = await api.emailFlag.POST('/api/subcribers/', { body: { email: 'mei@example.com' } });
      expect(result).toEqual({
        error: true,
        status: 0,
        email: 'mei@example.com',
        message: OFFLINE_MESSAGE,
        offline: true,
      });
    });
  });
});

describe('SPEC §7 headers on every call', () => {
  beforeEach(() => server.setHandler(() => ({ status: 200, body: [] })));

  it('sends Accept-Country, Accept-Language, Accept-Currency and a JSON content type on GET and POST', async () => {
    const { api } = client();
    api.tokens.setTokens({ token: 'a'.repeat(20), refreshToken: 'r'.repeat(20) });
    await api.GET('/api/tags/', { params: { query: { quiz: true, group: 'scent_family' } } });
    server.setHandler(() => ({ status: 201, body: fixtures.emptyCart }));
    await api.POST('/api/carts/');
    expect(server.requests).toHaveLength(2);
    for (const request of server.requests) {
      expect(request.headers['accept-country']).toBe('sg');
      expect(request.headers['accept-language']).toBe('en');
      expect(request.headers['accept-currency']).toBe('sgd');
      expect(request.headers['content-type']).toBe('application/json');
    }
    expect(server.requests[0]!.url).toBe('/api/tags/?quiz=true&group=scent_family');
  });

  it('reads the locale on every call (country from the URL path can change)', async () => {
    const { api, setLocale } = client();
    setLocale({ country: 'vn', language: 'zh-hans', currency: 'VND' });
    await api.GET('/api/countries/');
    setLocale({ country: 'ae', language: 'ar', currency: 'aed' });
    await api.GET('/api/countries/');
    expect(
      server.requests.map((r) => [
        r.headers['accept-country'],
        r.headers['accept-language'],
        r.headers['accept-currency'],
      ]),
    ).toEqual([
      ['vn', 'zh-hans', 'vnd'],
      ['ae', 'ar', 'aed'],
    ]);
  });

  it.each([undefined, null, '', 'undefined', 'null'])(
    'defaults Accept-Currency to sgd when the currency is %j',
    async (currency) => {
      const { api } = client({ locale: () => ({ country: 'us', language: 'en', currency }) });
      await api.GET('/api/exchange-rates/');
      expect(server.requests[0]!.headers['accept-currency']).toBe('sgd');
      expect(server.requests[0]!.headers['accept-country']).toBe('us');
    },
  );

  it('a header passed for one call wins over the locale', async () => {
    const { api } = client();
    await api.GET('/api/questions/', { params: { header: { 'Accept-Language': 'vi' } } });
    expect(server.requests[0]!.headers['accept-language']).toBe('vi');
  });
});

describe('auth', () => {
  const OLD = 'old-access-token-0001';
  const NEW = 'new-access-token-0002';
  const OLD_REFRESH = 'old-refresh-token-0001';
  const NEW_REFRESH = 'new-refresh-token-0002';

  function signedIn() {
    return createMemoryTokenStore({ token: OLD, refreshToken: OLD_REFRESH });
  }

  /** A server where only NEW is a valid access token and OLD_REFRESH can be spent once. */
  function rotatingServer({ refreshDelayMs = 0, refreshStatus = 200 } = {}) {
    let spent = false;
    server.setHandler((req) => {
      if (req.path === '/api/token/refresh/') {
        const body = req.body as { refresh_token?: string };
        if (refreshStatus !== 200 || spent || body.refresh_token !== OLD_REFRESH) {
          return { ...errorBody(401, 'Token is invalid or expired'), delayMs: refreshDelayMs };
        }
        spent = true;
        return { status: 200, body: { token: NEW, refresh_token: NEW_REFRESH }, delayMs: refreshDelayMs };
      }
      if (req.headers.authorization !== `Bearer ${NEW}`) return errorBody(401, 'Token expired');
      if (req.path === '/api/users/detail/') return { status: 200, body: fixtures.user };
      if (req.path === '/api/outcomes/') return { status: 201, body: fixtures.outcome };
      return { status: 200, body: fixtures.cart };
    });
  }

  const calls = (path: string) => server.requests.filter((r) => r.path === path);

  it('sends no Authorization header on public calls, even when signed in', async () => {
    server.setHandler(() => ({ status: 200, body: fixtures.countries }));
    const { api } = client({ tokens: signedIn() });
    await api.GET('/api/countries/');
    await api.POST('/api/token/', { body: { email: 'mei@example.com', password: 'pw' } });
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([undefined, undefined]);
  });

  it('sends Bearer on calls that require a member, and on guest-or-member calls when signed in', async () => {
    server.setHandler(() => ({ status: 200, body: fixtures.user }));
    const { api } = client({ tokens: signedIn() });
    await api.GET('/api/users/detail/');
    await api.GET('/api/carts/{cartPk}/', { params: { path: { cartPk: CART_ID } } });
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([`Bearer ${OLD}`, `Bearer ${OLD}`]);
  });

  it('guests send no Authorization on guest-or-member calls', async () => {
    server.setHandler(() => ({ status: 200, body: fixtures.cart }));
    const { api } = client();
    await api.GET('/api/carts/{cartPk}/', { params: { path: { cartPk: CART_ID } } });
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('the per-call auth option overrides the table both ways', async () => {
    server.setHandler(() => ({ status: 200, body: [] }));
    const { api } = client({ tokens: signedIn() });
    await api.GET('/api/countries/', { auth: true });
    await api.GET('/api/carts/{cartPk}/', { params: { path: { cartPk: CART_ID } }, auth: false });
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([`Bearer ${OLD}`, undefined]);
    expect(server.requests.some((r) => 'x-atelier-client-auth' in r.headers)).toBe(false);
  });

  it('on 401 refreshes once, stores the rotated pair and retries the call once', async () => {
    rotatingServer();
    const tokens = signedIn();
    const { api } = client({ tokens });
    const result = await api.GET('/api/users/detail/');
    expect(result).toEqual({ ok: true, status: 200, data: fixtures.user });
    expect(calls('/api/token/refresh/')).toHaveLength(1);
    expect(calls('/api/token/refresh/')[0]!.body).toEqual({ refresh_token: OLD_REFRESH });
    // The refresh call carries the locale headers too, but no Authorization.
    expect(calls('/api/token/refresh/')[0]!.headers).toMatchObject({
      'accept-country': 'sg',
      'accept-currency': 'sgd',
      'content-type': 'application/json',
    });
    expect(calls('/api/token/refresh/')[0]!.headers.authorization).toBeUndefined();
    expect(calls('/api/users/detail/').map((r) => r.headers.authorization)).toEqual([
      `Bearer ${OLD}`,
      `Bearer ${NEW}`,
    ]);
    expect(tokens.getToken()).toBe(NEW);
    expect(tokens.getRefreshToken()).toBe(NEW_REFRESH);
  });

  it('the retry replays the request body', async () => {
    rotatingServer();
    const { api } = client({ tokens: signedIn() });
    const body = { answers: [{ question_id: 1, answer_ids: [3] }] };
    const result = await api.POST('/api/outcomes/', { body });
    expect(result.ok).toBe(true);
    expect(calls('/api/outcomes/').map((r) => r.body)).toEqual([body, body]);
  });

  it('retries only once: a second 401 is the result', async () => {
    server.setHandler((req) =>
      req.path === '/api/token/refresh/'
        ? { status: 200, body: { token: NEW, refresh_token: NEW_REFRESH } }
        : errorBody(401, 'Account disabled'),
    );
    const tokens = signedIn();
    const { api } = client({ tokens });
    const result = await api.GET('/api/users/detail/');
    expect(result).toMatchObject({ ok: false, status: 401, message: 'Account disabled' });
    expect(calls('/api/users/detail/')).toHaveLength(2);
    expect(calls('/api/token/refresh/')).toHaveLength(1);
  });

  it('when the refresh fails, clears the tokens and returns the original 401', async () => {
    rotatingServer({ refreshStatus: 401 });
    const tokens = signedIn();
    const { api } = client({ tokens });
    const result = await api.GET('/api/users/detail/');
    expect(result).toMatchObject({ ok: false, status: 401, message: 'Token expired' });
    expect(calls('/api/users/detail/')).toHaveLength(1);
    expect(tokens.getToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
  });

  it('concurrent 401s share one refresh', async () => {
    rotatingServer({ refreshDelayMs: 50 });
    const tokens = signedIn();
    const { api } = client({ tokens });
    const results = await Promise.all([
      api.GET('/api/users/detail/'),
      api.GET('/api/carts/{cartPk}/', { params: { path: { cartPk: CART_ID } } }),
      api.POST('/api/carts/{id}/transfer/', { params: { path: { id: CART_ID } } }),
      api.GET('/api/users/detail/'),
    ]);
    expect(results.map((r) => r.ok)).toEqual([true, true, true, true]);
    expect(calls('/api/token/refresh/')).toHaveLength(1);
    expect(tokens.getToken()).toBe(NEW);
  });

  it('a 401 on a call sent without a token does not refresh', async () => {
    server.setHandler(() => errorBody(401, 'Authentication credentials were not provided'));
    const tokens = createMemoryTokenStore({ refreshToken: OLD_REFRESH });
    const { api } = client({ tokens });
    const result = await api.GET('/api/users/detail/');
    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(calls('/api/token/refresh/')).toHaveLength(0);
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });
});
