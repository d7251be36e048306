import { describe, expect, it } from 'vitest';
import { expectToMatchContract } from '../test/support/contract-matcher';
import { databases } from '../test/support/databases';
import { request } from '../test/support/http-client';
import { TEST_ALLOWED_ORIGIN } from '../test/support/test-config';
import { useTestServer } from '../test/support/test-server';

describe.each(databases())('platform on %s', (target) => {
  const server = useTestServer(target);

  it('answers the health check over HTTP', async () => {
    const res = await fetch(`${server.url}/api/health/`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it("sends a JSON answer's security headers: a CSP allowing nothing, no framing, nosniff, HTTPS only", async () => {
    const res = await fetch(`${server.url}/api/countries/`);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    // Headers that act on documents only are the pages' (serve-apps.test.ts), not a JSON answer's.
    for (const name of [
      'referrer-policy',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-xss-protection',
    ])
      expect(res.headers.get(name), name).toBeNull();
  });

  it('sends the same security headers on errors and preflights, and Vary: Origin on every answer', async () => {
    const ok = await fetch(`${server.url}/api/countries/`);
    const missing = await fetch(`${server.url}/api/nothing-here/`);
    const preflight = await fetch(`${server.url}/api/token/`, {
      method: 'OPTIONS',
      headers: { origin: TEST_ALLOWED_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect([ok.status, missing.status, preflight.status]).toEqual([200, 404, 204]);
    for (const res of [missing, preflight]) {
      for (const name of [
        'content-security-policy',
        'x-content-type-options',
        'x-frame-options',
        'strict-transport-security',
        'cross-origin-resource-policy',
      ]) {
        expect(res.headers.get(name), name).toBe(ok.headers.get(name));
      }
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(ok.headers.get('vary')).toBe('Origin, Accept-Country, Accept-Language, Accept-Currency');
    expect(missing.headers.get('vary')).toBe('Origin');
    expect((await fetch(`${server.url}/api/health/`)).headers.get('vary')).toBe('Origin');
  });

  it('echoes a sane incoming x-request-id and makes one up otherwise', async () => {
    const given = await fetch(`${server.url}/api/countries/`, {
      headers: { 'x-request-id': 'trace-1234abcd' },
    });
    expect(given.headers.get('x-request-id')).toBe('trace-1234abcd');

    const insane = await fetch(`${server.url}/api/countries/`, {
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(insane.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const none = await fetch(`${server.url}/api/countries/`);
    const id = none.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const again = await fetch(`${server.url}/api/countries/`);
    expect(again.headers.get('x-request-id')).not.toBe(id);
  });

  it('allows CORS only for the configured origins', async () => {
    const allowed = await fetch(`${server.url}/api/countries/`, { headers: { origin: TEST_ALLOWED_ORIGIN } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(TEST_ALLOWED_ORIGIN);
    expect(allowed.headers.get('access-control-expose-headers')).toContain('X-Request-Id');

    const preflight = await fetch(`${server.url}/api/token/`, {
      method: 'OPTIONS',
      headers: {
        origin: TEST_ALLOWED_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,accept-language',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(TEST_ALLOWED_ORIGIN);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');

    expect(preflight.headers.get('access-control-allow-headers')).toContain('Accept-Language');
    expect(preflight.headers.get('access-control-max-age')).toBe('600');
    expect(preflight.headers.get('content-length')).toBe('0');

    const other = await fetch(`${server.url}/api/countries/`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();

    // A preflight from another origin is not answered: there is no OPTIONS route.
    const otherPreflight = await request(server.url, 'OPTIONS', '/api/token/', {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(otherPreflight.status).toBe(404);
    expect(otherPreflight.body).toEqual({ message: 'Not found', status: 404 });
    expect(otherPreflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(otherPreflight.headers.get('access-control-allow-methods')).toBeNull();

    // An OPTIONS without the method it asks about is not a preflight.
    const malformed = await request(server.url, 'OPTIONS', '/api/token/', {
      headers: { origin: TEST_ALLOWED_ORIGIN },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      message: 'Not a valid preflight request',
      status: 400,
      errors: [{ field: 'header.access-control-request-method', reason: 'is required' }],
    });
    expect(malformed.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('answers unknown /api routes and methods with the contract Error body', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing-here/'],
      ['DELETE', '/api/countries/'],
      ['GET', '/api/carts/6b1f3a52-8f0e-4c7e-9a51-1f2d3c4b5a69/'],
    ] as const) {
      const res = await request(server.url, method, path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Not found', status: 404 });
      expect(res.headers.get('content-type')).toContain('application/json');
    }
  });

  it('answers malformed JSON with a 400 Error body', async () => {
    const res = await request(server.url, 'POST', '/api/token/', { body: '{"email": ' });
    expect(res.status).toBe(400);
    expectToMatchContract('POST', '/api/token/', 400, res.body);
  });

  it('rejects a bad locale header with a 400 naming the header', async () => {
    const res = await request(server.url, 'GET', '/api/countries/', {
      headers: { 'accept-currency': 'eur' },
    });
    expect(res.status).toBe(400);
    expectToMatchContract('GET', '/api/countries/', 400, res.body);
    expect(res.body).toMatchObject({
      message: 'Validation failed',
      status: 400,
      errors: [{ field: 'header.accept-currency', reason: 'must be one of: sgd, usd, vnd, krw, aed' }],
    });
  });
});
