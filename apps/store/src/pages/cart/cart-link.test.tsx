import { startContractTestServer } from '@atelier/api/testing/contract-server';
import type { TestServer } from '@atelier/api/testing/server';
import { render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { createRoutes } from '../../app/router/routes';
import { createServices } from '../../app/services/app-services';
import { createMemoryStorage, type KeyValueStorage } from '../../app/storage/storage';
import { createFakeShop, type FakeShop } from '../../testing/fake-shop';
import { createApiHandler, renderApp, testConfig } from '../../testing/render-app';

// Cart links: what a partner's embedded quiz or builder opens in a new tab
// (`/{cc}/{lang?}/cart?add=…` or `?item=…`, with `&partnership=`).

let server: TestServer;
let shop: FakeShop;
beforeAll(async () => {
  server = await startContractTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  shop = createFakeShop();
  server.setHandler(createApiHandler(shop));
  server.requests.length = 0;
});

const itemPosts = () =>
  server.requests.filter((request) => request.method === 'POST' && /\/items\/$/.test(request.path));
const cartCreations = () =>
  server.requests.filter((request) => request.method === 'POST' && request.path === '/api/carts/');
const productReads = (slug: string) =>
  server.requests.filter(
    (request) => request.path === '/api/products/get/' && request.query.get('id') === slug,
  );
const addToCartEvents = (analytics: { dataLayer?: unknown[] }) =>
  (analytics.dataLayer ?? []).filter((message) => (message as { event?: string }).event === 'add_to_cart');

const perfume = {
  product_id: 101,
  variant_id: 1012,
  quantity: 1,
  customization: {
    bottle_colour: 'black',
    cap_colour: 'gold',
    size: '100ml',
    labels: [
      { text: 'For Mei', font: 'Dancing Script', side: 'front' },
      { text: 'Love, Jun', font: 'Jost', side: 'back' },
    ],
    mood: 2,
  },
};
const itemLink = (item: unknown, country = '/sg') =>
  `${country}/cart?item=${encodeURIComponent(typeof item === 'string' ? item : JSON.stringify(item))}`;

/** The store as main.tsx renders it (StrictMode: effects run twice in development). */
function renderStrict(path: string, storage: KeyValueStorage) {
  const services = createServices({
    config: testConfig,
    storage,
    sessionStorage: createMemoryStorage(),
    initialPathname: path,
    baseUrl: server.url,
    analyticsTarget: {},
  });
  const router = createMemoryRouter(createRoutes(services), { initialEntries: [path] });
  render(
    <StrictMode>
      <AppProviders services={services}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return { router };
}

describe('cart links', () => {
  it('adds a recommended product in its first variant in stock, once, and cleans the URL', async () => {
    const storage = createMemoryStorage();
    const analytics: { dataLayer?: unknown[] } = {};
    const { router, unmount } = renderApp('/sg/cart?add=single_candle%3Akaya-toast-candle&partnership=acme', {
      baseUrl: server.url,
      storage,
      analyticsTarget: analytics,
    });
    expect(await screen.findByText('Added to your cart: Kaya Toast Candle')).toBeInTheDocument();
    const line = await screen.findByRole('article', { name: 'Kaya Toast Candle' });
    expect(line).toHaveTextContent('Size: 200g');
    expect(within(line).getByRole('spinbutton', { name: 'Quantity of Kaya Toast Candle' })).toHaveValue(1);

    expect(cartCreations()).toHaveLength(1);
    expect(itemPosts().map((request) => request.body)).toEqual([
      { product_id: 201, variant_id: 2011, quantity: 1 },
    ]);
    expect(router.state.location.pathname).toBe('/sg/cart');
    expect(router.state.location.search).toBe('');
    expect(storage.getItem('basketId')).not.toBeNull();
    // The partner is kept as the add's attribution.
    expect(addToCartEvents(analytics)).toEqual([
      expect.objectContaining({
        partnership: 'acme',
        ecommerce: expect.objectContaining({
          items: [expect.objectContaining({ item_id: 'KT-200', quantity: 1 })],
        }),
      }),
    ]);

    // A reload opens the cleaned URL: nothing is added again.
    unmount();
    renderApp(router.state.location.pathname + router.state.location.search, {
      baseUrl: server.url,
      storage,
    });
    const again = await screen.findByRole('article', { name: 'Kaya Toast Candle' });
    expect(within(again).getByRole('spinbutton', { name: 'Quantity of Kaya Toast Candle' })).toHaveValue(1);
    expect(screen.queryByText(/Added to your cart/)).toBeNull();
    expect(itemPosts()).toHaveLength(1);
  });

  it('adds once under StrictMode’s double effects', async () => {
    const { router } = renderStrict(
      '/sg/cart?add=gift_bundle:self-care-sunday-bundle',
      createMemoryStorage(),
    );
    expect(await screen.findByText('Added to your cart: Self-care Sunday Bundle')).toBeInTheDocument();
    const line = await screen.findByRole('article', { name: 'Self-care Sunday Bundle' });
    // No wait for a second run: StrictMode runs the effect twice in the same commit, so a second
    // take would have asked for the product at once, before the first take's three round trips
    // (product, cart, item) were answered and the line shown.
    expect(productReads('self-care-sunday-bundle')).toHaveLength(1);
    expect(itemPosts()).toHaveLength(1);
    expect(cartCreations()).toHaveLength(1);
    expect(within(line).getByRole('spinbutton', { name: /Quantity of/ })).toHaveValue(1);
    expect(router.state.location.search).toBe('');
  });

  it('adds a bespoke perfume from the builder with every choice, into the stored cart', async () => {
    const storage = createMemoryStorage();
    const cartId = shop.seedCart([{ variantId: 2012, quantity: 1 }]);
    storage.setItem('basketId', cartId);
    const { router } = renderApp(`${itemLink(perfume)}&partnership=acme`, { baseUrl: server.url, storage });
    expect(await screen.findByText('Added to your cart: Citrus Grove')).toBeInTheDocument();
    const line = await screen.findByRole('article', { name: 'Citrus Grove' });
    expect(line).toHaveTextContent('Size: 100ml');
    expect(screen.getByRole('article', { name: 'Kaya Toast Candle' })).toBeInTheDocument();
    // Exactly the builder's request: the server derives the line's variant values from it.
    expect(itemPosts().map((request) => [request.path, request.body])).toEqual([
      [`/api/carts/${cartId}/items/`, perfume],
    ]);
    expect(cartCreations()).toHaveLength(0);
    expect(router.state.location.search).toBe('');
  });

  it('says so in Vietnamese in Vietnam', async () => {
    renderApp(itemLink(perfume, '/vn/vi'), { baseUrl: server.url });
    expect(await screen.findByText('Đã thêm vào giỏ hàng: Citrus Grove')).toBeInTheDocument();
  });

  it.each([
    ['bad JSON', '{"product_id":101,'],
    ['an extra field', { ...perfume, price: 1 }],
    ['a negative quantity', { ...perfume, quantity: -1 }],
    [
      'a label with a newline',
      {
        ...perfume,
        customization: {
          ...perfume.customization,
          labels: [{ text: 'Hi\nthere', font: 'Jost', side: 'front' }],
        },
      },
    ],
    [
      'a label with markup',
      {
        ...perfume,
        customization: {
          ...perfume.customization,
          labels: [{ text: '<img src=x onerror=alert(1)>', font: 'Jost', side: 'front' }],
        },
      },
    ],
    ['10 KB of text', { ...perfume, note: 'x'.repeat(10_000) }],
  ])('refuses an item with %s and adds nothing', async (_, item) => {
    const storage = createMemoryStorage();
    const { router } = renderApp(itemLink(item), { baseUrl: server.url, storage });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is incomplete or damaged, so nothing was added to your cart.',
    );
    expect(screen.getByRole('region', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(server.requests.filter((request) => request.path.startsWith('/api/carts/'))).toEqual([]);
    expect(storage.getItem('basketId')).toBeNull();
    expect(router.state.location.search).toBe('');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('says when the product of the link is unknown, and creates no cart', async () => {
    renderApp('/sg/cart?add=perfume_oil:no-such-scent', { baseUrl: server.url });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find the product from this link. It may no longer be available.',
    );
    expect(cartCreations()).toHaveLength(0);
  });

  it('says when the product is sold out, and adds nothing', async () => {
    renderApp('/sg/cart?add=limited_edition:velvet-saffron', { baseUrl: server.url });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Velvet Saffron is sold out at the moment, so it was not added to your cart.',
    );
    expect(cartCreations()).toHaveLength(0);
    expect(itemPosts()).toHaveLength(0);
  });

  it('refuses an add link of an unknown product type without asking the server', async () => {
    renderApp('/sg/cart?add=weapon:rose', { baseUrl: server.url });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete or damaged');
    expect(server.requests.some((request) => request.path === '/api/products/get/')).toBe(false);
  });

  it('shows the server’s word when the builder’s size is out of stock (409)', async () => {
    renderApp(itemLink({ ...perfume, quantity: 50 }), { baseUrl: server.url });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Only 9 left of Citrus Grove 100ml'),
    );
  });
});
