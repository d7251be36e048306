import { describe, expect, it } from 'vitest';
import { expectToMatchContract } from './testing/contract-matcher';
import { databases } from './testing/databases';
import { request } from './testing/http-client';
import { TEST_ALLOWED_ORIGIN } from './testing/test-config';
import { useTestServer } from './testing/test-server';

describe.each(databases())('platform on %s', (target) => {
  const server = useTestServer(target);

  it('answers the health check over HTTP', async () => {
    const res = await fetch(`${server.url}/api/health/`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers: CSP forbidding framing, nosniff, referrer policy', async () => {
    const res = await fetch(`${server.url}/api/countries/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
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

    const other = await fetch(`${server.url}/api/countries/`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
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
