import { fixtures } from '@atelier/api/testing';
import { startContractTestServer } from '@atelier/api/testing/contract-server';
import type { TestServer } from '@atelier/api/testing/server';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { LocaleProvider } from '../../app/locale/locale-context';
import { localeFor } from '../../app/locale/route-locale';
import { createServices } from '../../app/services/app-services';
import { createMemoryStorage } from '../../app/storage/storage';
import { testConfig } from '../../testing/render-app';
import { CmsBlocks } from './cms-blocks';
import { resolveCmsHref } from './cms-href';
import { productSegments } from '../../app/catalogue/catalogue-routes';
import { loadAllTexts } from '../../i18n/i18n';

// Rendered outside the routes, which load the texts a page needs: load them all here.
beforeAll(loadAllTexts);

let server: TestServer;
beforeAll(async () => {
  server = await startContractTestServer((request) =>
    request.path === '/api/products/' && request.query.get('collection') === 'best-sellers'
      ? {
          status: 200,
          body: {
            count: 2,
            page: 1,
            page_size: Number(request.query.get('page_size')),
            results: [
              {
                ...fixtures.productSummary,
                id: 1,
                slug: 'oud-noir',
                type: 'perfume_oil',
                name: 'Oud Noir',
                price: 12800,
                compare_at_price: null,
                currency: 'SGD',
                in_stock: true,
                image: null,
              },
              {
                ...fixtures.productSummary,
                id: 2,
                slug: 'twin-glow',
                type: 'dual_candles',
                name: 'Twin Glow',
                price: 9600,
                compare_at_price: 12000,
                currency: 'SGD',
                in_stock: false,
                image: null,
              },
            ],
          },
        }
      : { status: 404, body: fixtures.errors.notFound },
  );
});
afterAll(() => server.close());

const sg = testConfig.countries.find((country) => country.code === 'sg')!;
const vn = testConfig.countries.find((country) => country.code === 'vn')!;

function show(blocks: Parameters<typeof CmsBlocks>[0]['blocks'], locale = localeFor(sg, null)) {
  const services = createServices({
    config: testConfig,
    storage: createMemoryStorage(),
    sessionStorage: createMemoryStorage(),
    initialPathname: '/sg',
    baseUrl: server.url,
  });
  return render(
    <AppProviders services={services}>
      <MemoryRouter>
        <LocaleProvider locale={locale}>
          <CmsBlocks blocks={blocks} />
        </LocaleProvider>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('CmsBlocks', () => {
  it('renders a hero whose call to action is placed in the page locale', () => {
    show(
      [
        {
          id: 'h',
          type: 'hero',
          data: {
            heading: 'Perfumes made in Singapore',
            body: 'Blended by hand.',
            cta: { label: 'Create your perfume', href: '/bespoke-perfume' },
          },
        },
      ],
      localeFor(vn, 'en'),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Perfumes made in Singapore' })).toBeInTheDocument();
    expect(screen.getByText('Blended by hand.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your perfume' })).toHaveAttribute(
      'href',
      '/vn/en/bespoke-perfume',
    );
  });

  it('places rich-text links in the page locale and keeps HTML to the allow-list', () => {
    const { container } = show(
      [
        {
          id: 't',
          type: 'rich_text',
          data: {
            html: '<p onclick="steal()">See the <a href="/faq">FAQ</a>, <a href="/sg/delivery">delivery</a> and <a href="javascript:steal()">bad</a>.<script>steal()</script></p>',
          },
        },
      ],
      localeFor(sg, 'zh-hans'),
    );
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/sg/zh-hans/faq');
    expect(screen.getByRole('link', { name: 'delivery' })).toHaveAttribute('href', '/sg/delivery');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(container.querySelector('script, [onclick]')).toBeNull();
  });

  it('links to the business area and drops a call to action with an unsafe href', () => {
    show([
      { id: 'b', type: 'cta', data: { label: 'Scent your business', href: '/business-scenting' } },
      { id: 'x', type: 'cta', data: { label: 'Evil', href: 'javascript:alert(1)' } },
    ]);
    expect(screen.getByRole('link', { name: 'Scent your business' })).toHaveAttribute(
      'href',
      '/sg/business-scenting',
    );
    expect(screen.queryByRole('link', { name: 'Evil' })).toBeNull();
  });

  it('renders a product grid from the API with prices and product links', async () => {
    show([
      {
        id: 'g',
        type: 'product_grid',
        data: { heading: 'Best sellers', collection: 'best-sellers', limit: 4 },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Best sellers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Oud Noir' })).toHaveAttribute(
      'href',
      '/sg/product/perfume_oil/oud-noir',
    );
    expect(screen.getByRole('link', { name: 'Twin Glow' })).toHaveAttribute(
      'href',
      '/sg/product/dual-candles/twin-glow',
    );
    expect(screen.getByText('S$128.00')).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    const request = server.requests.find((entry) => entry.path === '/api/products/');
    expect(request?.query.get('page_size')).toBe('4');
  });
});

describe('resolveCmsHref', () => {
  const locale = localeFor(sg, 'zh-hans');
  it.each([
    ['/bespoke-perfume', '/sg/zh-hans/bespoke-perfume'],
    ['/faq?topic=delivery#returns', '/sg/zh-hans/faq?topic=delivery#returns'],
    ['/vn/gift', '/vn/gift'],
    ['https://example.org/press', 'https://example.org/press'],
    ['javascript:alert(1)', null],
    ['//evil.example/x', null],
  ])('%s → %s', (href, expected) => {
    expect(resolveCmsHref(href, locale, testConfig)).toBe(expected);
  });

  it('maps product type names to product pages', () => {
    expect(productSegments({ type: 'dual_candles', slug: 'twin' })).toEqual([
      'product',
      'dual-candles',
      'twin',
    ]);
    expect(productSegments({ type: 'reed_diffuser', slug: 'r' })).toEqual(['product', 'reed_diffuser', 'r']);
    expect(productSegments({ type: 'single_candle', slug: 'brass-candle-holder' })).toEqual([
      'product',
      'single-candle',
      'brass-candle-holder',
    ]);
    expect(productSegments({ type: 'scent_diary', slug: 'monsoon' })).toEqual([
      'product',
      'scent_diary',
      'monsoon',
      'latest',
    ]);
    expect(productSegments({ type: 'gift_wrap', slug: 'gift-wrap' })).toEqual([
      'products',
      'gift_wrap',
      'gift-wrap',
    ]);
    expect(productSegments({ type: 'premade', slug: 'peony-silk' })).toEqual([
      'products',
      'premade',
      'peony-silk',
    ]);
  });
});
