import { startContractTestServer } from '@atelier/api/testing/contract-server';
import type { TestServer } from '@atelier/api/testing/server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../app/storage/storage';
import { createFakeShop, type FakeShop } from '../../testing/fake-shop';
import { createApiHandler, renderApp } from '../../testing/render-app';
import { productJsonLd, scriptSafeJson } from './product-json-ld';

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

function open(path: string, storage = createMemoryStorage()) {
  const analytics: { dataLayer?: unknown[] } = {};
  const view = renderApp(path, { baseUrl: server.url, storage, analyticsTarget: analytics });
  return { ...view, analytics, storage };
}

/** The page's schema.org data, parsed from its `<script type="application/ld+json">`. */
function jsonLd() {
  const scripts = document.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]!.textContent ?? '') as {
    '@type': string;
    name: string;
    sku: string;
    image: string[];
    offers: { price: string; priceCurrency: string; availability: string; url: string };
  };
}

const events = (analytics: { dataLayer?: unknown[] }) =>
  (analytics.dataLayer ?? []).filter((message) => (message as { event?: string }).event);

describe('product page', () => {
  it('shows name, picture, price, description and scent family, and sends GA4 view_item', async () => {
    const { analytics } = open('/sg/product/perfume_diy/citrus-grove');
    expect(await screen.findByRole('heading', { level: 1, name: 'Citrus Grove' })).toBeInTheDocument();
    // The pictures are a gallery (a named region), main picture first, at the pictures' 4:5 ratio.
    const gallery = screen.getByRole('region', { name: 'Pictures of Citrus Grove' });
    const image = within(gallery).getAllByRole('img')[0];
    expect(image).toHaveAccessibleName('Citrus Grove picture');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '1500');
    expect(screen.getByText('S$68.00')).toBeInTheDocument();
    expect(screen.getByText('Make it yours with a bottle, a cap and a label.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Citrus' })).toHaveAttribute(
      'href',
      '/sg/products/family/citrus',
    );
    await waitFor(() => expect(document.title).toBe('Citrus Grove | Atelier Scents'));
    await waitFor(() =>
      expect(events(analytics)).toContainEqual({
        event: 'view_item',
        ecommerce: {
          currency: 'SGD',
          value: 68,
          items: [
            {
              item_id: 'CG-30',
              item_name: 'Citrus Grove',
              item_category: 'perfume_diy',
              price: 68,
              quantity: 1,
              item_variant: '30ml',
            },
          ],
        },
      }),
    );
    expect(analytics.dataLayer).toContainEqual({ ecommerce: null });
  });

  it('changes price, stock note and JSON-LD offer with the chosen size', async () => {
    open('/sg/product/perfume_diy/citrus-grove');
    const sizes = await screen.findByRole('group', { name: 'Size' });
    expect(within(sizes).getByRole('radio', { name: '30ml' })).toBeChecked();
    expect(screen.getByText('Only 5 left')).toBeInTheDocument();
    expect(jsonLd()).toMatchObject({
      '@type': 'Product',
      name: 'Citrus Grove',
      sku: 'CG-30',
      image: ['https://cdn.example.org/p/citrus-grove.svg'],
      offers: {
        price: '68.00',
        priceCurrency: 'SGD',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/sg/product/perfume_diy/citrus-grove',
      },
    });

    await userEvent.click(within(sizes).getByRole('radio', { name: '100ml' }));
    expect(screen.getByText('S$128.00')).toBeInTheDocument();
    expect(screen.queryByText('S$68.00')).toBeNull();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(jsonLd()).toMatchObject({ sku: 'CG-100', offers: { price: '128.00', priceCurrency: 'SGD' } });
  });

  it('prices in the visitor’s currency: đồng on a Vietnamese page, in the JSON-LD too', async () => {
    open('/vn/vi/product/perfume_diy/citrus-grove');
    expect(await screen.findByRole('heading', { level: 1, name: 'Citrus Grove' })).toBeInTheDocument();
    expect(screen.getByText('1.250.000₫')).toBeInTheDocument();
    expect(jsonLd().offers).toMatchObject({
      price: '1250000',
      priceCurrency: 'VND',
      url: 'https://shop.example/vn/product/perfume_diy/citrus-grove',
    });
    expect(screen.getByRole('button', { name: 'Thêm vào giỏ' })).toBeInTheDocument();
  });

  it('adds to the cart: creates the cart, stores its id, updates the mini cart, sends add_to_cart', async () => {
    const { analytics, storage } = open('/sg/product/single-candle/kaya-toast-candle');
    await screen.findByRole('heading', { level: 1, name: 'Kaya Toast Candle' });
    await userEvent.click(screen.getByRole('radio', { name: '400g' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    const status = await screen.findByText(/Added to your cart: Kaya Toast Candle \(400g\) × 2\./);
    expect(
      within(status.closest('[role="status"]') as HTMLElement).getByRole('link', { name: 'View cart' }),
    ).toHaveAttribute('href', '/sg/cart');
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    const [cartId] = [...shop.carts.keys()];
    expect(storage.getItem('basketId')).toBe(cartId);
    expect(
      server.requests
        .filter((request) => request.path.startsWith('/api/carts/'))
        .map((r) => `${r.method} ${r.path}`),
    ).toEqual(['POST /api/carts/', `POST /api/carts/${cartId}/items/`]);
    expect(server.requests.find((request) => request.path.endsWith('/items/'))?.body).toEqual({
      product_id: 201,
      variant_id: 2012,
      quantity: 2,
    });
    expect(events(analytics).at(-1)).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { currency: 'SGD', value: 156, items: [{ item_id: 'KT-400', price: 78, quantity: 2 }] },
    });

    // The second add goes to the same cart.
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(shop.carts.size).toBe(1);
  });

  it('reports GA4 values in SGD when the shopper pays in đồng', async () => {
    const { analytics } = open('/vn/vi/product/perfume_diy/citrus-grove');
    await screen.findByRole('heading', { level: 1, name: 'Citrus Grove' });
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    await screen.findByRole('link', { name: 'Giỏ hàng, 1 sản phẩm' });
    // 1,250,000 VND at 18,750 VND per SGD.
    expect(events(analytics).at(-1)).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { currency: 'SGD', value: 66.67, items: [{ price: 66.67 }] },
    });
    expect(
      events(analytics).find((event) => (event as { event: string }).event === 'view_item'),
    ).toMatchObject({
      ecommerce: { currency: 'SGD', value: 66.67 },
    });
  });

  it('says what is left when the server refuses the quantity (409)', async () => {
    const storage = createMemoryStorage();
    storage.setItem('basketId', shop.seedCart([{ variantId: 2011, quantity: 3 }]));
    open('/sg/product/single-candle/kaya-toast-candle', storage);
    await screen.findByRole('heading', { level: 1, name: 'Kaya Toast Candle' });
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 3 left of Kaya Toast Candle 200g');
  });

  it('offers a notify-me form instead of the cart for a sold-out product', async () => {
    open('/sg/product/holder/terrazzo-candle-holder');
    await screen.findByRole('heading', { level: 1, name: 'Terrazzo Candle Holder' });
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(jsonLd().offers.availability).toBe('https://schema.org/OutOfStock');

    const form = screen.getByRole('form', { name: 'Get an e-mail when it is back' });
    const field = within(form).getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(field, 'mei@example');
    await userEvent.click(within(form).getByRole('button', { name: 'Notify me' }));
    expect(field).toHaveAccessibleDescription('Enter an e-mail address like name@example.com.');
    expect(field).toHaveFocus();
    expect(shop.notifications).toEqual([]);

    await userEvent.type(field, '.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Notify me' }));
    expect(
      await screen.findByText('Thank you. We will e-mail mei@example.com as soon as it is back in stock.'),
    ).toBeInTheDocument();
    expect(shop.notifications).toEqual([{ email: 'mei@example.com', item_id: 301, variant_id: 3011 }]);
  });

  it('thanks an address that already asked exactly like a new one', async () => {
    server.setHandler((request) =>
      request.path === '/api/items/501/notify-stock/'
        ? {
            status: 409,
            body: { message: 'The email already exists', status: 409, email: 'mei@example.com' },
          }
        : createApiHandler(shop)(request),
    );
    open('/sg/products/limited_edition/velvet-saffron');
    await screen.findByRole('heading', { level: 1, name: 'Velvet Saffron' });
    expect(screen.getByRole('radio', { name: '30ml (sold out)' })).toBeChecked();
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'mei@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(
      await screen.findByText('Thank you. We will e-mail mei@example.com as soon as it is back in stock.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows related products as cards linking to their pages', async () => {
    open('/sg/product/perfume_diy/citrus-grove');
    const related = await screen.findByRole('region', { name: 'You may also like' });
    expect(await within(related).findByRole('link', { name: 'Kaya Toast Candle' })).toHaveAttribute(
      'href',
      '/sg/product/single-candle/kaya-toast-candle',
    );
    expect(within(related).getByRole('link', { name: 'Self-care Sunday Bundle' })).toHaveAttribute(
      'href',
      '/sg/product/gift-bundle/self-care-sunday-bundle',
    );
  });

  it('shows a bundle’s contents section and a sale price', async () => {
    open('/sg/product/gift-bundle/self-care-sunday-bundle');
    await screen.findByRole('heading', { level: 1, name: 'Self-care Sunday Bundle' });
    expect(screen.getByRole('region', { name: 'What is inside' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).closest('article')).toHaveTextContent(
      'Was S$142.00 Now S$118.00',
    );
  });
});

describe('product JSON-LD', () => {
  it.each([
    ['an unknown product', '/sg/product/single_candle/no-such-candle'],
    ['a link whose id cannot be a product', `/sg/product/single_candle/${encodeURIComponent('<img src=x>')}`],
  ])('shows the not-found page for %s', async (_what, path) => {
    open(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/i)).not.toBeInTheDocument();
  });

  it('keeps a </script> in a product text from closing the element', () => {
    const text = scriptSafeJson({ name: 'Oud </script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: 'Oud </script><script>alert(1)</script>' });
  });

  it('writes a zero-decimal price without decimals and makes image paths absolute', () => {
    const data = productJsonLd({
      product: {
        id: 1,
        slug: 'x',
        type: 'perfume_oil',
        name: 'X',
        description: '',
        price: 150000,
        compare_at_price: null,
        currency: 'KRW',
        stock: 0,
        in_stock: false,
        images: [{ url: '/media/products/x.svg', type: 'main', alt: 'X' }],
        variants: [],
        tags: [],
        collection: null,
        item_feed_id: 'X-1',
      },
      variant: null,
      url: 'https://shop.example/kr/product/perfume_oil/x',
      origin: 'https://shop.example',
      brand: 'Atelier Scents',
    });
    expect(data.offers).toEqual({
      '@type': 'Offer',
      price: '150000',
      priceCurrency: 'KRW',
      availability: 'https://schema.org/OutOfStock',
      url: 'https://shop.example/kr/product/perfume_oil/x',
    });
    expect(data.image).toEqual(['https://shop.example/media/products/x.svg']);
  });
});
