import type { ShippingRule } from '@atelier/api/schema';
import { describe, expect, it } from 'vitest';
import { expectToMatchContract } from '../../../test/support/contract-matcher';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { useTestServer } from '../../../test/support/test-server';

describe.each(databases())('shipping rules on %s', (target) => {
  const server = useTestServer(target);
  const rules = (headers: Record<string, string> = {}) =>
    request<ShippingRule[]>(server.url, 'GET', '/api/shipping-rules/', { headers });

  it('lists the country’s methods cheapest first, localized, in its currency', async () => {
    const res = await rules({ 'accept-country': 'sg', 'accept-language': 'zh-hans' });
    expect(res.status).toBe(200);
    expectToMatchContract('GET', '/api/shipping-rules/', 200, res.body);
    expect(res.body.map((r) => [r.method, r.price, r.free_over, r.currency])).toEqual([
      ['Self Collect', 0, null, 'SGD'],
      ['Standard', 500, 8000, 'SGD'],
      ['Express', 1200, null, 'SGD'],
    ]);
    expect(res.body[1]!.name).toBe('标准配送');
    expect(res.body.every((r) => r.country === 'sg')).toBe(true);
  });

  it('uses Singapore without Accept-Country and the country’s own rules with it', async () => {
    const home = await rules();
    expect(home.body.every((r) => r.country === 'sg')).toBe(true);
    const vn = await rules({ 'accept-country': 'vn', 'accept-currency': 'vnd' });
    expect(vn.body.map((r) => [r.method, r.price, r.free_over, r.currency])).toEqual([
      ['Self Collect', 0, null, 'VND'],
      ['Standard', 50_000, 1_500_000, 'VND'],
      ['Express', 150_000, null, 'VND'],
    ]);
  });

  it('converts a country’s fees through SGD when the shopper pays in another currency', async () => {
    // S$5.00 at 0.74 USD per SGD = $3.70; S$80.00 = $59.20; S$12.00 = $8.88.
    const res = await rules({ 'accept-country': 'sg', 'accept-currency': 'usd' });
    expect(res.body.map((r) => [r.price, r.free_over, r.currency])).toEqual([
      [0, null, 'USD'],
      [370, 5920, 'USD'],
      [888, null, 'USD'],
    ]);
  });

  it('answers an empty list for a country without delivery and 400 for a malformed header', async () => {
    const none = await rules({ 'accept-country': 'fr' });
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
    const bad = await rules({ 'accept-country': 'SGP' });
    expect(bad.status).toBe(400);
    expectToMatchContract('GET', '/api/shipping-rules/', 400, bad.body);
    expect(bad.body).toMatchObject({ errors: [{ field: 'header.accept-country' }] });
  });
});
