import type { Country, ExchangeRate } from '@atelier/api/schema';
import { describe, expect, it } from 'vitest';
import { seedData } from '../../seed/data';
import { expectToMatchContract } from '../../../test/support/contract-matcher';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { useTestServer } from '../../../test/support/test-server';

describe.each(databases())('locale on %s', (target) => {
  const server = useTestServer(target);

  describe('GET /api/countries/', () => {
    it('lists every country with its default language and currency', async () => {
      const res = await request<Country[]>(server.url, 'GET', '/api/countries/', {
        headers: { 'accept-language': 'en' },
      });
      expect(res.status).toBe(200);
      expectToMatchContract('GET', '/api/countries/', 200, res.body);
      expect(res.body.map((c) => c.code)).toEqual(
        [...seedData.countries].sort((a, b) => a.order - b.order).map((c) => c.code),
      );
      expect(res.body.find((c) => c.code === 'sg')).toEqual({
        code: 'sg',
        name: 'Singapore',
        language: { code: 'en' },
        currency: { code: 'SGD', name: 'Singapore Dollar', symbol: 'S$', is_left: true, decimals: 2 },
      });
      expect(res.body.find((c) => c.code === 'vn')?.currency).toMatchObject({
        code: 'VND',
        is_left: false,
        decimals: 0,
      });
    });

    it('names countries in the Accept-Language language (also from a browser’s list)', async () => {
      const vi = await request<Country[]>(server.url, 'GET', '/api/countries/', {
        headers: { 'accept-language': 'vi' },
      });
      expect(vi.body.find((c) => c.code === 'vn')?.name).toBe('Việt Nam');
      const browser = await request<Country[]>(server.url, 'GET', '/api/countries/', {
        headers: { 'accept-language': 'fr-FR,zh-Hans-SG;q=0.9' },
      });
      expect(browser.body.find((c) => c.code === 'sg')?.name).toBe('新加坡');
    });

    it('answers a bad Accept-Country with a 400 naming the header', async () => {
      const res = await request(server.url, 'GET', '/api/countries/', {
        headers: { 'accept-country': 'SGP' },
      });
      expect(res.status).toBe(400);
      expectToMatchContract('GET', '/api/countries/', 400, res.body);
      expect(res.body).toMatchObject({ errors: [{ field: 'header.accept-country' }] });
    });
  });

  describe('GET /api/exchange-rates/', () => {
    it('quotes every store currency from SGD, SGD first at 1', async () => {
      const res = await request<ExchangeRate[]>(server.url, 'GET', '/api/exchange-rates/');
      expect(res.status).toBe(200);
      expectToMatchContract('GET', '/api/exchange-rates/', 200, res.body);
      expect(res.body[0]).toMatchObject({ base: 'SGD', currency: 'SGD', rate: 1 });
      for (const seeded of seedData.exchangeRates) {
        expect(res.body.find((r) => r.currency === seeded.currency)?.rate).toBe(Number(seeded.rateToSgd));
      }
    });

    it('answers a bad Accept-Currency with 400', async () => {
      const res = await request(server.url, 'GET', '/api/exchange-rates/', {
        headers: { 'accept-currency': 'SGD' },
      });
      expect(res.status).toBe(400);
      expectToMatchContract('GET', '/api/exchange-rates/', 400, res.body);
    });
  });
});
