import type { Cart } from '@atelier/api/schema';
import { describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS } from '../support/checkout-calls';
import { expectToMatchContract } from '../support/contract-matcher';
import { databases } from '../support/databases';
import { request } from '../support/http-client';
import { useTestServer } from '../support/test-server';

/**
 * Promo codes cannot be guessed by trying (issue 22 point 17): checking a code and applying one to a
 * cart are limited per client IP; a cart change that tries no code is not counted.
 */
describe.each(databases())('promo code guessing on %s', (target) => {
  const server = useTestServer(target, {
    rateLimits: { ...GENEROUS_RATE_LIMITS, promoLookup: { max: 3, timeWindowMs: 60_000 } },
    mail: false,
  });
  const call = <T>(method: string, path: string, body?: unknown) =>
    request<T>(server.url, method, path, body === undefined ? {} : { body });

  it('answers 429 with Retry-After after too many codes checked, and other calls keep working', async () => {
    const statuses: number[] = [];
    for (const code of ['GUESS1', 'GUESS2', 'GUESS3'])
      statuses.push((await call('GET', `/api/promo/?code=${code}`)).status);
    expect(statuses.every((status) => status !== 429)).toBe(true);
    const blocked = await call('GET', '/api/promo/?code=WELCOME10');
    expect(blocked.status).toBe(429);
    expectToMatchContract('GET', '/api/promo/', 429, blocked.body);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call('POST', '/api/carts/')).status).toBe(201);
  });

  it('counts codes applied to a cart, not the cart’s other changes', async () => {
    const cart = (await call<Cart>('POST', '/api/carts/')).body;
    const path = `/api/carts/${cart.id}/`;
    for (const code of ['TRY-A', 'TRY-B', 'TRY-C']) {
      expect((await call('PATCH', path, { promo_code: code })).status).not.toBe(429);
    }
    const blocked = await call('PATCH', path, { promo_code: 'WELCOME10' });
    expect(blocked.status).toBe(429);
    expectToMatchContract('PATCH', '/api/carts/{cartPk}/', 429, blocked.body);
    // Removing a code or choosing a delivery is no guess.
    for (let i = 0; i < 5; i += 1) {
      expect((await call('PATCH', path, { promo_code: null })).status).toBe(200);
    }
  });
});
