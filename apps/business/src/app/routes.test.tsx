import { BUSINESS_ROUTE_NAMES } from '@atelier/commerce/enums';
import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderBusiness } from '../testing/render-business';
import { createChunkLoader } from '@atelier/app-shell/chunk-retry';
import { DEFAULT_COUNTRIES } from '@atelier/app-shell/app-config';
import { createRoutes } from './routes';
import { createMemoryStorage } from './services';

beforeEach(() => {
  document.title = '';
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  document.documentElement.className = '';
});

async function expectWellFormedPage(h1: string) {
  const heading = await screen.findByRole('heading', { level: 1, name: h1 });
  expect(screen.getAllByRole('heading', { level: 1 })).toEqual([heading]);
  expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '#main');
  await waitFor(() => expect(document.title).toBe(`${h1} | Atelier Scents`));
}

describe('business routes', () => {
  it('loads the business area at /sg/en/business-scenting', async () => {
    renderBusiness('/sg/en/business-scenting');
    await expectWellFormedPage('Business scenting');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en-SG'));
    const nav = screen.getByRole('navigation', { name: 'Business scenting' });
    expect(within(nav).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/sg/business-scenting/contact',
    );
    expect(screen.getByRole('link', { name: 'Visit the shop' })).toHaveAttribute('href', '/sg');
  });

  it.each([
    ['/sg/business-scenting/success-stories', 'Success stories'],
    ['/sg/business-scenting/custom-page', 'Custom scents'],
    ['/sg/business-scenting/product', 'Scenting products'],
    ['/sg/business-scenting/contact', 'Contact us'],
    ['/sg/business-scenting/press-releases', 'Press releases'],
    ['/sg/zh-hans/business-scenting/contact', '联系我们'],
  ])('renders %s', async (path, heading) => {
    renderBusiness(path);
    await expectWellFormedPage(heading);
  });

  it('renders Arabic right-to-left and Vietnamese with Open Sans', async () => {
    const arabic = renderBusiness('/ae/ar/business-scenting');
    await expectWellFormedPage('التعطير للأعمال');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    arabic.unmount();
    renderBusiness('/vn/business-scenting');
    await expectWellFormedPage('Hương thơm doanh nghiệp');
    await waitFor(() => expect(document.documentElement).toHaveClass('font-open-sans'));
  });

  it.each([
    ['/zz9/business-scenting', 'We do not have a shop for “zz9”.'],
    ['/sg/fr/business-scenting', '“fr” is not one of the languages of this shop.'],
    ['/sg/business-scenting/unknown', 'We could not find this page. It may have moved or no longer exist.'],
    ['/business/', 'We do not have a shop for “business”.'],
  ])('shows a translated not-found page for %s', async (path, explanation) => {
    renderBusiness(path);
    await expectWellFormedPage('Page not found');
    expect(screen.getByText(explanation)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vietnam' })).toHaveAttribute('href', '/vn/business-scenting');
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
      createRoutes({
        config: { publicOrigin: '', sentryDsn: null, gtmId: null, countries: DEFAULT_COUNTRIES },
        storage: createMemoryStorage(),
        chunks: createChunkLoader({ session: null, reload: () => undefined }),
        prerender: {},
      }),
    );
    expect([...names].sort()).toEqual([...BUSINESS_ROUTE_NAMES].sort());
  });
});
