import { BUSINESS_ROUTE_NAMES } from '@atelier/commerce/enums';
import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useFakeBusinessServer } from '../testing/use-fake-business-server';
import { renderBusiness, testConfig } from '../testing/render-business';
import { createChunkLoader } from '@atelier/app-shell/chunk-retry';
import { createRoutes } from './routes';
import { createBusinessServices, createMemoryStorage } from './services';

const { server } = useFakeBusinessServer();
beforeEach(() => {
  document.title = '';
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  document.documentElement.className = '';
});

const open = (path: string) => renderBusiness(path, { baseUrl: server.url });

async function expectWellFormedPage(h1: string) {
  const heading = await screen.findByRole('heading', { level: 1, name: h1 });
  expect(screen.getAllByRole('heading', { level: 1 })).toEqual([heading]);
  expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '#main');
  await waitFor(() => expect(document.title).toBe(`${h1} | Atelier Scents`));
}

describe('business routes', () => {
  it('loads the business area at /sg/en/business-scenting with its CMS landing page', async () => {
    open('/sg/en/business-scenting');
    await expectWellFormedPage('Scenting for business');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en-SG'));
    const nav = screen.getByRole('navigation', { name: 'Business scenting' });
    expect(within(nav).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/sg/business-scenting/contact',
    );
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Success stories', 'Scenting products', 'Press releases', 'Contact us']);
    expect(screen.getByRole('link', { name: 'Visit the shop' })).toHaveAttribute('href', '/sg');
    // The page's CMS request carried the locale of the path (SPEC §7).
    const request = server.requests.find((r) => r.path === '/api/cms/pages/');
    expect(request?.query.get('slug')).toBe('business-scenting-sg-en');
    expect(request?.headers['accept-country']).toBe('sg');
  });

  it.each([
    ['/sg/business-scenting/success-stories', 'Success stories'],
    ['/sg/business-scenting/product', 'Scenting products'],
    ['/sg/business-scenting/contact', 'Contact us'],
    ['/sg/business-scenting/press-releases', 'Press releases'],
    ['/sg/business-scenting/custom-page/sustainability', 'Sustainability'],
    ['/sg/zh-hans/business-scenting/contact', '联系我们'],
  ])('renders %s', async (path, heading) => {
    open(path);
    await expectWellFormedPage(heading);
  });

  it('renders Arabic right-to-left and Vietnamese with Open Sans', async () => {
    const arabic = open('/ae/ar/business-scenting');
    await expectWellFormedPage('التعطير للأعمال');
    expect(screen.getByText('عطر يتذكره ضيوفك.')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(screen.getByRole('link', { name: 'اتصل بنا' })).toHaveAttribute(
      'href',
      '/ae/business-scenting/contact',
    );
    arabic.unmount();
    open('/vn/business-scenting/contact');
    await expectWellFormedPage('Liên hệ');
    await waitFor(() => expect(document.documentElement).toHaveClass('font-open-sans'));
  });

  it.each([
    ['/zz9/business-scenting', 'We do not have a shop for “zz9”.'],
    ['/sg/fr/business-scenting', '“fr” is not one of the languages of this shop.'],
    ['/sg/business-scenting/unknown', 'We could not find this page. It may have moved or no longer exist.'],
    [
      '/sg/business-scenting/custom-page',
      'We could not find this page. It may have moved or no longer exist.',
    ],
    ['/business/', 'We do not have a shop for “business”.'],
  ])('shows a translated not-found page for %s', async (path, explanation) => {
    open(path);
    await expectWellFormedPage('Page not found');
    expect(screen.getByText(explanation)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vietnam' })).toHaveAttribute('href', '/vn/business-scenting');
  });

  it.each([
    ['/sg/business-scenting/success-stories/no-such-hotel', 'Page not found'],
    ['/sg/business-scenting/product/no-such-machine', 'Page not found'],
    ['/sg/business-scenting/custom-page/no-such-page', 'Page not found'],
    ['/ae/ar/business-scenting/press-releases/no-such-release', 'الصفحة غير موجودة'],
  ])('shows the not-found page in the page language for a missing CMS page (%s)', async (path, title) => {
    open(path);
    await expectWellFormedPage(title);
    expect(screen.getByRole('navigation', { name: /Business scenting|التعطير للأعمال/ })).toBeInTheDocument();
  });

  it('never asks the CMS for a key that cannot be a slug', async () => {
    open('/sg/business-scenting/success-stories/Bad_Key');
    await expectWellFormedPage('Page not found');
    expect(server.requests.some((r) => r.path === '/api/cms/pages/')).toBe(false);
  });

  it('has a route for every business route name of SPEC §2', () => {
    const names = new Set<string>();
    const walk = (routes: RouteObject[]) =>
      routes.forEach((route) => {
        const handle = route.handle as { routeName?: string } | undefined;
        if (handle?.routeName) names.add(handle.routeName);
        if (route.children) walk(route.children);
      });
    walk(
      createRoutes(
        createBusinessServices({
          config: testConfig,
          storage: createMemoryStorage(),
          chunks: createChunkLoader({ session: null, reload: () => undefined }),
          prerender: {},
          initialPathname: '/sg/business-scenting',
        }),
      ),
    );
    expect([...names].sort()).toEqual([...BUSINESS_ROUTE_NAMES].sort());
  });
});
