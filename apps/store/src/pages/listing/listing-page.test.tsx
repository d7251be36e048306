import { fixtures } from '@atelier/api/testing';
import { startContractTestServer } from '@atelier/api/testing/contract-server';
import type { TestServer } from '@atelier/api/testing/server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFakeShop } from '../../testing/fake-shop';
import { createApiHandler, renderApp } from '../../testing/render-app';
import { listingSearch, parseListingQuery, priceToMinor } from './listing-query';

let server: TestServer;
beforeAll(async () => {
  server = await startContractTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.setHandler(createApiHandler(createFakeShop()));
  server.requests.length = 0;
});

const open = (path: string) => renderApp(path, { baseUrl: server.url });
const results = (name = 'Products') => screen.getByRole('list', { name });
const names = (list = 'Products') =>
  within(results(list))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
const listingRequests = () => server.requests.filter((request) => request.path === '/api/products/');
/** Requests for a page of results (the type facets are asked for in pages of 100). */
const pageRequests = () => listingRequests().filter((request) => request.query.get('page_size') === '12');

describe('listing pages', () => {
  it('shows product cards: picture, name linking to the product, price, sold-out badge', async () => {
    open('/sg/all-perfumes');
    expect(await screen.findByRole('heading', { level: 1, name: 'All perfumes' })).toBeInTheDocument();
    expect(names()).toEqual(['Citrus Grove', 'Velvet Saffron']);
    const perfume = within(results()).getByRole('article', { name: 'Citrus Grove' });
    expect(within(perfume).getByRole('link', { name: 'Citrus Grove' })).toHaveAttribute(
      'href',
      '/sg/product/perfume_diy/citrus-grove',
    );
    expect(perfume).toHaveTextContent('S$68.00');
    const image = within(perfume).getByRole('img', { name: 'Citrus Grove' });
    // The first row on a phone is on the first screen: its pictures load at once, first.
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '1500');
    const soldOut = within(results()).getByRole('article', { name: 'Velvet Saffron' });
    expect(soldOut).toHaveTextContent('Out of stock');
    expect(within(soldOut).getByRole('link')).toHaveAttribute(
      'href',
      '/sg/products/limited_edition/velvet-saffron',
    );
    expect(screen.getByText('2 products')).toBeInTheDocument();
    expect(listingRequests()[0]?.query.get('collection')).toBe('all-perfumes');
  });

  it('keeps the sort in the URL and asks the API for it', async () => {
    const { router } = open('/sg/all-home-perfumes');
    await screen.findByRole('heading', { level: 1, name: 'All home scents' });
    expect(names()).toEqual(['Kaya Toast Candle', 'Mini Orchid Candle']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_desc');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price_desc'));
    await waitFor(() => expect(names()).toEqual(['Kaya Toast Candle', 'Mini Orchid Candle']));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_asc');
    await waitFor(() => expect(names()).toEqual(['Mini Orchid Candle', 'Kaya Toast Candle']));
    expect(router.state.location.search).toBe('?sort=price_asc');
    expect(pageRequests().at(-1)?.query.get('sort')).toBe('price_asc');
  });

  it('filters by scent family, type and price, all kept in the URL', async () => {
    const { router } = open('/sg/gift');
    await screen.findByRole('heading', { level: 1, name: 'Gifts' });
    expect(names()).toEqual(['Kaya Toast Candle', 'Self-care Sunday Bundle']);

    await userEvent.click(screen.getByRole('radio', { name: 'Floral' }));
    await waitFor(() => expect(names()).toEqual(['Self-care Sunday Bundle']));
    expect(router.state.location.search).toBe('?family=floral');
    expect(pageRequests().at(-1)?.query.get('tag')).toBe('2');

    await userEvent.click(screen.getByRole('radio', { name: 'All scent families' }));
    // A shopper sees both gifts again before the next click (a click while the previous filter's
    // navigation is still pending builds on the old URL; noted as a known race).
    await waitFor(() => expect(names()).toEqual(['Kaya Toast Candle', 'Self-care Sunday Bundle']));
    expect(router.state.location.search).toBe('');
    const types = screen.getByRole('group', { name: 'Product type' });
    await userEvent.click(within(types).getByRole('checkbox', { name: 'Candles (1)' }));
    await waitFor(() => expect(names()).toEqual(['Kaya Toast Candle']));
    expect(router.state.location.search).toBe('?type=single_candle');

    await userEvent.click(within(types).getByRole('checkbox', { name: 'Candles (1)' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await userEvent.type(screen.getByRole('textbox', { name: 'Minimum price (S$)' }), '60');
    await userEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    await waitFor(() => expect(names()).toEqual(['Self-care Sunday Bundle']));
    expect(router.state.location.search).toBe('?min=60');
    expect(pageRequests().at(-1)?.query.get('min_price')).toBe('6000');
  });

  it('restores filters and sort from the URL on a reload', async () => {
    open('/sg/gift?sort=price_desc&type=gift_bundle&type=single_candle&max=200');
    await screen.findByRole('heading', { level: 1, name: 'Gifts' });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
    expect(screen.getByRole('checkbox', { name: 'Gift bundles (1)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Candles (1)' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Maximum price (S$)' })).toHaveValue('200');
    expect(names()).toEqual(['Self-care Sunday Bundle', 'Kaya Toast Candle']);
    const request = listingRequests().find((entry) => entry.query.has('max_price'));
    expect(request?.query.getAll('type')).toEqual(['gift_bundle', 'single_candle']);
    expect(request?.query.get('max_price')).toBe('20000');
    // The page came up complete: the loader had fetched it before the first render.
    expect(screen.getByText('2 products')).toBeInTheDocument();
  });

  it('shows applied filters as chips that remove themselves, and the filters in a drawer', async () => {
    const { router } = open('/sg/gift?type=gift_bundle&type=single_candle&min=20&max=200');
    await screen.findByRole('heading', { level: 1, name: 'Gifts' });
    const chips = screen.getByRole('list', { name: 'Applied filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([
      'Gift bundles, remove filter',
      'Candles, remove filter',
      'S$20–S$200, remove filter',
      'Clear all filters',
    ]);
    await userEvent.click(within(chips).getByRole('button', { name: 'Candles, remove filter' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=gift_bundle&min=20&max=200'));
    await waitFor(() => expect(names()).toEqual(['Self-care Sunday Bundle']));

    // The phone's way in: "Filter & sort (2)" opens a dialog with the same controls, the order
    // and a results button.
    await userEvent.click(screen.getByRole('button', { name: 'Filter & sort (2)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filter & sort' });
    expect(within(drawer).getByRole('checkbox', { name: 'Gift bundles (1)' })).toBeChecked();
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Price: low to high' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=price_asc'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc'));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Show 1 product' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'S$20–S$200, remove filter' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price_asc&type=gift_bundle'));
  });

  it('shows an empty state with a way back when nothing matches', async () => {
    open('/sg/gift?min=1000');
    const empty = await screen.findByRole('region', { name: 'No products match these filters' });
    await userEvent.click(within(empty).getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(names()).toHaveLength(2));
  });

  it('explains a price range the wrong way round instead of sending it', async () => {
    open('/sg/gift');
    await screen.findByRole('heading', { level: 1, name: 'Gifts' });
    const before = listingRequests().length;
    await userEvent.type(screen.getByRole('textbox', { name: 'Minimum price (S$)' }), '90');
    await userEvent.type(screen.getByRole('textbox', { name: 'Maximum price (S$)' }), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(screen.getByRole('textbox', { name: 'Minimum price (S$)' })).toHaveAccessibleDescription(
      'The minimum price is higher than the maximum.',
    );
    expect(listingRequests()).toHaveLength(before);
  });

  it('loads more in pages of 12, and a reload keeps the pages loaded', async () => {
    const many = Array.from({ length: 30 }, (_, index) => ({
      ...fixtures.productSummary,
      id: index + 1,
      slug: `scent-${index + 1}`,
      name: `Scent ${index + 1}`,
    }));
    const shop = createApiHandler(createFakeShop());
    server.setHandler((request) => {
      if (request.path !== '/api/products/') return shop(request);
      const page = Number(request.query.get('page'));
      const size = Number(request.query.get('page_size'));
      return {
        status: 200,
        body: {
          count: many.length,
          page,
          page_size: size,
          results: many.slice((page - 1) * size, page * size),
        },
      };
    });
    const { router, unmount } = open('/sg/gift-collections');
    await screen.findByRole('heading', { level: 1, name: 'Gift collections' });
    expect(names()).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 30')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(names()).toHaveLength(24));
    expect(router.state.location.search).toBe('?page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(names()).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    unmount();

    open('/sg/gift-collections?page=3');
    await screen.findByRole('heading', { level: 1, name: 'Gift collections' });
    expect(names()).toHaveLength(30);
  });

  it('lists a collection, a type or a scent family at products/{a}/{b}', async () => {
    const collection = open('/sg/products/collection/limited-editions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Limited editions' })).toBeInTheDocument();
    expect(names()).toEqual(['Velvet Saffron']);
    collection.unmount();

    const family = open('/sg/products/family/woody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Woody scents' })).toBeInTheDocument();
    // A family listing is one of all perfumes, with that family's tag.
    expect(names()).toEqual(['Velvet Saffron']);
    const request = listingRequests().find((entry) => entry.query.get('tag') === '3');
    expect(request?.query.get('collection')).toBe('all-perfumes');
    expect(screen.queryByRole('group', { name: 'Scent family' })).toBeNull();
    family.unmount();

    open('/sg/zh-hans/products/type/single_candle');
    expect(await screen.findByRole('heading', { level: 1, name: '香薰蜡烛' })).toBeInTheDocument();
    expect(names('商品')).toEqual(['Kaya Toast Candle', 'Terrazzo Candle Holder']);
  });
});

describe('listing query', () => {
  it('reads and writes the URL query, leaving defaults out', () => {
    const query = parseListingQuery(
      '?sort=newest&family=woody&type=premade&type=nonsense&min=10&max=x&page=3',
    );
    expect(query).toEqual({
      sort: 'newest',
      family: 'woody',
      types: ['premade'],
      min: '10',
      max: '',
      pages: 3,
    });
    expect(listingSearch(query).toString()).toBe('sort=newest&family=woody&type=premade&min=10&page=3');
    expect(listingSearch(parseListingQuery('')).toString()).toBe('');
    expect(parseListingQuery('?sort=cheapest&page=-1').sort).toBe('featured');
  });

  it('turns typed prices into minor units of the currency', () => {
    expect(priceToMinor('49.9', 'SGD')).toBe(4990);
    expect(priceToMinor('1250000', 'VND')).toBe(1250000);
    expect(priceToMinor('', 'SGD')).toBeUndefined();
    expect(priceToMinor('ten', 'SGD')).toBeUndefined();
  });
});
