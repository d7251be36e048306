import { fixtures } from '@atelier/api/testing';
import { startTestServer, type TestServer } from '@atelier/api/testing/server';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((request) =>
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

  it('renders rich text through an allow-list: formatting kept, script and handlers gone', () => {
    const { container } = show([
      {
        id: 't',
        type: 'rich_text',
        data: {
          html: '<h1>Delivery</h1><p onclick="steal()">We ship <strong>daily</strong>.<script>steal()</script></p><a href="javascript:steal()">bad</a><a href="/sg/faq">FAQ</a>',
        },
      },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('daily');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/sg/faq');
  });

  it('renders a text block as a section with paragraphs, and an FAQ as expandable questions', async () => {
    show([
      { id: 'p', type: 'text', data: { heading: 'Born in Singapore', body: 'First.\n\nSecond.' } },
      {
        id: 'f',
        type: 'faq',
        data: {
          heading: 'Orders',
          items: [{ q: 'When will my order arrive?', a: 'Within 3 working days.' }],
        },
      },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Born in Singapore' })).toBeInTheDocument();
    expect(screen.getByText('First.')).toBeInTheDocument();
    expect(screen.getByText('Second.')).toBeInTheDocument();
    await userEvent.click(screen.getByText('When will my order arrive?'));
    expect(screen.getByText('Within 3 working days.')).toBeVisible();
  });

  it('renders a table with column and row headers', () => {
    show([
      {
        id: 't',
        type: 'table',
        data: {
          heading: 'Delivery options',
          columns: ['Method', 'Cost'],
          rows: [
            ['Express', 'S$12.00'],
            ['Standard', 'S$5.00'],
          ],
        },
      },
    ]);
    const table = screen.getByRole('table', { name: 'Delivery options' });
    expect(within(table).getByRole('columnheader', { name: 'Cost' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Express' })).toBeInTheDocument();
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

  it('skips block types it does not know', () => {
    const { container } = show([
      { id: 'x', type: 'carousel_3d', data: { slides: [] } },
      { id: 'h', type: 'heading', data: { text: 'Still here' } },
    ]);
    expect(container.querySelectorAll('.cms-blocks > *')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeInTheDocument();
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
