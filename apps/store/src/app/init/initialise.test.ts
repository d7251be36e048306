import { fixtures } from '@atelier/api/testing';
import { startContractTestServer } from '@atelier/api/testing/contract-server';
import type { TestServer } from '@atelier/api/testing/server';
import { parseMarketingCookie } from '@atelier/commerce/marketing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initialise } from './initialise';

let server: TestServer;
const now = new Date();
const validToken = 'valid-access-token-0001';

beforeAll(async () => {
  server = await startContractTestServer((request) => {
    if (request.path === '/api/users/detail/') {
      return request.headers.authorization === `Bearer ${validToken}`
        ? { status: 200, body: fixtures.user }
        : { status: 401, body: fixtures.errors.unauthorized };
    }
    if (request.path === '/api/token/refresh/') return { status: 401, body: fixtures.errors.unauthorized };
    if (request.path === '/api/countries/') return { status: 200, body: fixtures.countries };
    return { status: 404, body: fixtures.errors.notFound };
  });
});
afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  document.cookie = 'marketing_params=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
  document.cookie = 'cookie_consent=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
  window.history.replaceState(null, '', '/');
});

function arriveAt(url: string) {
  window.history.replaceState(null, '', url);
  const win = window as Window & { prerenderReady?: boolean };
  const services = initialise({ win, now, baseUrl: server.url });
  return { services, win };
}

describe('initialise (before the first render)', () => {
  it('sets prerenderReady to false until the page is ready', () => {
    const { services, win } = arriveAt('/sg/');
    expect(win.prerenderReady).toBe(false);
    services.prerender?.dispose();
  });

  it('keeps the marketing parameters out of cookies until the visitor consents, then in the 30-day cookie', async () => {
    const { services } = arriveAt('/sg/?utm_source=instagram&utm_campaign=oud&fbclid=xyz');
    expect(parseMarketingCookie(document.cookie)).toBeNull();
    const consent = await services.consent!();
    expect(consent.isAsking()).toBe(true);
    expect(parseMarketingCookie(document.cookie)).toBeNull();

    // A page later (no parameters in the URL any more) the visitor accepts: the landing counts.
    window.history.replaceState(null, '', '/sg/all-perfumes');
    consent.choose('granted');
    expect(parseMarketingCookie(document.cookie)).toMatchObject({
      utm_source: 'instagram',
      utm_campaign: 'oud',
      fbclid: 'xyz',
    });
    services.prerender?.dispose();
  });

  it('writes the marketing cookie once the consent chunk is in, for a visitor who accepted before', async () => {
    document.cookie = 'cookie_consent=granted; Path=/';
    const { services } = arriveAt('/sg/?utm_source=newsletter');
    expect((await services.consent!()).isAsking()).toBe(false);
    expect(parseMarketingCookie(document.cookie)?.utm_source).toBe('newsletter');
    services.prerender?.dispose();
  });

  it('stores the discount code of the arrival URL', () => {
    const { services } = arriveAt('/sg/gift?discount_code=GIFT15');
    expect(localStorage.getItem('discountCode')).toBe('GIFT15');
    services.prerender?.dispose();
  });

  it('sends the URL locale in every API call and remembers it', async () => {
    const { services } = arriveAt('/vn/en/cart');
    await services.api.GET('/api/countries/');
    expect(server.requests[0]?.headers).toMatchObject({
      'accept-country': 'vn',
      'accept-language': 'en',
      'accept-currency': 'vnd',
    });
    expect(localStorage.getItem('country')).toBe('vn');
    expect(localStorage.getItem('countryHeader')).toBe('vn');
    expect(localStorage.getItem('language')).toBe('en');
    expect(localStorage.getItem('currency')).toBe('vnd');
    services.prerender?.dispose();
  });

  it("uses the country's default language when the path has none", async () => {
    const { services } = arriveAt('/ae/');
    await services.api.GET('/api/countries/');
    expect(server.requests[0]?.headers).toMatchObject({
      'accept-country': 'ae',
      'accept-language': 'ar',
      'accept-currency': 'aed',
    });
    services.prerender?.dispose();
  });

  it('restores a session from a stored token', async () => {
    localStorage.setItem('token', validToken);
    localStorage.setItem('refreshToken', 'refresh-token-0000000001');
    const { services } = arriveAt('/sg/');
    await expect(services.sessionRestore).resolves.toEqual(fixtures.user);
    expect(server.requests.map((request) => request.path)).toEqual(['/api/users/detail/']);
    services.prerender?.dispose();
  });

  it('logs out keeping the bag and the locale when the server refuses a token and its refresh', async () => {
    localStorage.setItem('token', 'expired-access-token-01');
    localStorage.setItem('refreshToken', 'spent-refresh-token-0001');
    localStorage.setItem('login', '{"user":{"id":42}}');
    localStorage.setItem('email', 'gold@atelier.test');
    localStorage.setItem('basketId', 'cart-1');
    localStorage.setItem('someOtherKey', 'x');
    const { services } = arriveAt('/sg/');
    await expect(services.sessionRestore).resolves.toBeNull();
    expect(server.requests.map((request) => request.path)).toEqual([
      '/api/users/detail/',
      '/api/token/refresh/',
    ]);
    // SPEC §4's variant for a session that ends by itself: the login and anything else go, the
    // basket id and the locale stay.
    for (const key of ['token', 'refreshToken', 'login', 'email', 'someOtherKey'])
      expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('basketId')).toBe('cart-1');
    expect(localStorage.getItem('country')).toBe('sg');
    services.prerender?.dispose();
  });
});
