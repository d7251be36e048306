import { CONSUMER_ROUTE_NAMES, PRODUCT_DETAIL_ROUTE_TYPES } from '@atelier/commerce/enums';
import { startContractTestServer } from '@atelier/api/testing/contract-server';
import type { TestServer } from '@atelier/api/testing/server';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/storage';
import { apiHandler, renderApp, testConfig } from '../../testing/render-app';
import { createRoutes } from './routes';
import { createServices } from '../services/app-services';
import type { RouteObject } from 'react-router-dom';

let server: TestServer;
beforeAll(async () => {
  server = await startContractTestServer(apiHandler);
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  document.title = '';
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  document.documentElement.className = '';
});

const open = (path: string, storage = createMemoryStorage()) =>
  renderApp(path, { baseUrl: server.url, storage });

/** Every page: one h1, one main, a skip link to it, and a title. */
async function expectWellFormedPage(h1: string | RegExp) {
  const heading = await screen.findByRole('heading', { level: 1, name: h1 });
  expect(screen.getAllByRole('heading', { level: 1 })).toEqual([heading]);
  const main = screen.getByRole('main');
  expect(main).toHaveAttribute('id', 'main');
  expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '#main');
  await waitFor(() => expect(document.title).not.toBe(''));
}

describe('store routes', () => {
  it('shows the home page of /sg/ in English with its CMS content', async () => {
    open('/sg/');
    await expectWellFormedPage('Home sg en');
    expect(screen.getByRole('heading', { level: 2, name: 'Find your signature scent' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/sg/login');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en-SG'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.title).toBe('Home sg en | Atelier Scents');
    const cms = server.requests.find((request) => request.path === '/api/cms/pages/');
    expect(cms?.query.get('slug')).toBe('home-sg-en');
    expect(cms?.headers).toMatchObject({
      'accept-country': 'sg',
      'accept-language': 'en',
      'accept-currency': 'sgd',
    });
  });

  it('renders /ae/ar/ right-to-left in Arabic', async () => {
    open('/ae/ar/');
    await expectWellFormedPage('Home ae ar');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement.lang).toMatch(/^ar/);
    expect(screen.getByRole('link', { name: 'سلة التسوق' })).toHaveAttribute('href', '/ae/cart');
    expect(screen.getByRole('navigation', { name: 'القائمة الرئيسية' })).toBeInTheDocument();
  });

  it('renders /vn/vi/ in Vietnamese with the Open Sans class on <html>', async () => {
    open('/vn/vi/');
    await expectWellFormedPage('Home vn vi');
    await waitFor(() => expect(document.documentElement).toHaveClass('font-open-sans'));
    expect(screen.getByRole('link', { name: 'Giỏ hàng' })).toBeInTheDocument();
  });

  it('falls back to the brand when the CMS has no home page', async () => {
    open('/us/');
    await expectWellFormedPage('Atelier Scents');
    expect(document.title).toBe('Atelier Scents');
  });

  it('shows a translated not-found page for a country we do not have', async () => {
    open('/zz9/');
    await expectWellFormedPage('Page not found');
    expect(screen.getByText('We do not have a shop for “zz9”.')).toBeInTheDocument();
    const shops = screen.getByRole('navigation', { name: 'Our shops' });
    expect(within(shops).getByRole('link', { name: 'Singapore' })).toHaveAttribute('href', '/sg');
    expect(within(shops).getByRole('link', { name: 'Vietnam' })).toHaveAttribute('href', '/vn');
    expect(document.title).toBe('Page not found | Atelier Scents');
  });

  it('shows the not-found page in the stored language when the country is unknown', async () => {
    const storage = createMemoryStorage();
    storage.setItem('country', 'ae');
    storage.setItem('language', 'ar');
    open('/xx/', storage);
    await expectWellFormedPage('الصفحة غير موجودة');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  });

  it('treats /sg/fr/cart as a bad language', async () => {
    open('/sg/fr/cart');
    await expectWellFormedPage('Page not found');
    expect(screen.getByText('“fr” is not one of the languages of this shop.')).toBeInTheDocument();
  });

  it('treats /us/ar/ as a bad language where the United States is configured to English only', async () => {
    const englishOnly = {
      ...testConfig,
      countries: testConfig.countries.map((c) => (c.code === 'us' ? { ...c, languages: ['en' as const] } : c)),
    };
    renderApp('/us/ar/', { baseUrl: server.url, config: englishOnly });
    await expectWellFormedPage('Page not found');
    expect(screen.getByText('“ar” is not one of the languages of this shop.')).toBeInTheDocument();
  });

  // Not 'no-such-page': a two-letter first part reads as a language tag (commerce parsePath).
  it.each(['/sg/unknown-page', '/sg/en/unknown-page', '/sg/cart/unknown', '/sg/unknown/cart'])(
    'shows not found for the unknown page %s inside a valid locale',
    async (path) => {
      open(path);
      await expectWellFormedPage('Page not found');
      expect(screen.getByText(/We could not find this page/)).toBeInTheDocument();
    },
  );

  it('sends / to the stored country, or sg', async () => {
    const first = open('/');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/sg'));
    first.unmount();
    const storage = createMemoryStorage();
    storage.setItem('country', 'vn');
    const second = open('/', storage);
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/vn'));
  });

  it.each([
    ['/sg/all-perfumes', 'All perfumes'],
    ['/sg/zh-hans/gift-cards', '礼品卡'],
    ['/sg/products/collection/best-sellers', 'Best sellers'],
    ['/sg/products/type/limited_edition', 'Limited editions'],
    ['/sg/products/family/floral', 'Floral scents'],
    ['/sg/products/limited_edition/velvet-saffron', 'Velvet Saffron'],
    ['/sg/all-home-perfumes', 'All home scents'],
    ['/sg/zh-hans/gift-collections', '礼盒系列'],
    ['/sg/cart', 'Your cart'],
    ['/sg/gift-cards/balance', 'Gift card balance'],
    ['/sg/product/single-candle/kaya-toast-candle', 'Kaya Toast Candle'],
    ['/sg/product/holder/terrazzo-candle-holder', 'Terrazzo Candle Holder'],
    ['/sg/product/gift-bundle/self-care-sunday-bundle', 'Self-care Sunday Bundle'],
    ['/sg/checkout?step=shipping-info&view=login', 'Checkout'],
    ['/sg/login', 'Log in'],
    ['/sg/register', 'Create an account'],
  ])('renders %s with its translated heading', async (path, heading) => {
    open(path);
    await expectWellFormedPage(heading);
  });

  it.each([
    '/sg/product/perfume/1',
    '/sg/product/scent_diary/12',
    '/sg/product/holder/1/extra',
    '/sg/product/dual-candles/no-such-candle',
    '/sg/products/women/floral',
    '/sg/products/family/no-such-family',
    '/sg/products/premade/no-such-perfume',
  ])('treats %s as not found (type, segment count or unknown product)', async (path) => {
    open(path);
    await expectWellFormedPage('Page not found');
  });

  it('shows the not-found page for a CMS page the CMS does not have', async () => {
    // The fake CMS has no perfume-best-creations page.
    open('/sg/perfume-best-creations');
    await expectWellFormedPage('Page not found');
  });

  it('shows the CMS page of faq, and its draft with the preview token', async () => {
    const published = open('/sg/faq');
    await expectWellFormedPage('Frequently asked questions');
    published.unmount();

    open('/sg/draft/faq?preview_token=preview-secret');
    await expectWellFormedPage('Draft FAQ');
    expect(screen.getByText('Draft preview: this page is not published yet.')).toBeInTheDocument();
    const draft = server.requests.find((request) => request.path === '/api/cms/draft-pages/');
    expect(draft?.query.get('slug')).toBe('faq-sg-en');
    expect(draft?.headers['x-preview-token']).toBe('preview-secret');
  });

  it('explains a draft link without or with a wrong preview token', async () => {
    const missing = open('/sg/faq/draft');
    await expectWellFormedPage('Frequently asked questions');
    expect(screen.getByText(/has no preview token/)).toBeInTheDocument();
    missing.unmount();
    open('/sg/draft/faq?preview_token=wrong');
    expect(await screen.findByText('This preview link is invalid or has expired.')).toBeInTheDocument();
  });

  it('has a route for every consumer route name of SPEC §2 and every product type', () => {
    const services = createServices({
      config: testConfig,
      storage: createMemoryStorage(),
      sessionStorage: createMemoryStorage(),
      initialPathname: '/sg',
    });
    const names = new Set<string>();
    const walk = (routes: RouteObject[]) =>
      routes.forEach((route) => {
        const handle = route.handle as { routeName?: string } | undefined;
        if (handle?.routeName) names.add(handle.routeName);
        if (route.children) walk(route.children);
      });
    walk(createRoutes(services));
    for (const name of CONSUMER_ROUTE_NAMES) expect(names, name).toContain(name);
    expect(PRODUCT_DETAIL_ROUTE_TYPES).toContain('scent_diary');
  });
});
