import { startContractTestServer } from '@atelier/api/testing/contract-server';
import type { TestServer } from '@atelier/api/testing/server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../app/storage/storage';
import { createFakeShop, type FakeShop } from '../../testing/fake-shop';
import { createApiHandler, renderApp } from '../../testing/render-app';

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

/** The cart page at `path` with a stored cart of these lines. */
async function openCart(path: string, lines: Array<{ variantId: number; quantity: number }>, promo?: string) {
  const storage = createMemoryStorage();
  const cartId = shop.seedCart(lines, { promo: promo ?? null });
  storage.setItem('basketId', cartId);
  const analytics: { dataLayer?: unknown[] } = {};
  const view = renderApp(path, { baseUrl: server.url, storage, analyticsTarget: analytics });
  await screen.findByRole('heading', { level: 1 });
  await screen.findByRole('table');
  return { ...view, cartId, analytics };
}

const totals = () => screen.getByRole('table', { name: /Cart totals|Tổng giỏ hàng/ });
const row = (name: RegExp | string) => within(totals()).getByRole('row', { name });
const events = (analytics: { dataLayer?: unknown[] }) =>
  (analytics.dataLayer ?? []).filter((message) => (message as { event?: string }).event);

describe('cart page', () => {
  it('shows each line with its variant, unit price and total, and the totals in S$', async () => {
    await openCart('/sg/cart', [
      { variantId: 1011, quantity: 2 },
      { variantId: 2012, quantity: 1 },
    ]);
    const perfume = screen.getByRole('article', { name: 'Citrus Grove' });
    expect(within(perfume).getByRole('link', { name: 'Citrus Grove' })).toHaveAttribute(
      'href',
      '/sg/product/perfume_diy/citrus-grove',
    );
    expect(perfume).toHaveTextContent('Size: 30ml');
    expect(perfume).toHaveTextContent('PriceS$68.00');
    expect(perfume).toHaveTextContent('TotalS$136.00');
    expect(within(perfume).getByRole('spinbutton', { name: 'Quantity of Citrus Grove' })).toHaveValue(2);
    expect(within(perfume).getByRole('img', { name: 'Citrus Grove picture' })).toHaveAttribute(
      'width',
      '200',
    );
    expect(row('Subtotal S$214.00')).toBeInTheDocument();
    expect(row('Shipping Chosen at checkout')).toBeInTheDocument();
    expect(row('Total S$214.00')).toBeInTheDocument();
    // Prices include GST: 21400 / 1.09 = 19633.03… → the S$214.00 holds S$17.67 of it.
    expect(row('Includes GST (9%) S$17.67')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/sg/cart');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/sg/checkout');
  });

  it('writes Vietnamese totals in đồng with period separators', async () => {
    await openCart('/vn/vi/cart', [{ variantId: 1011, quantity: 1 }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Giỏ hàng của bạn' })).toBeInTheDocument();
    expect(row('Tạm tính 1.250.000₫')).toBeInTheDocument();
    expect(row('Tổng cộng 1.250.000₫')).toBeInTheDocument();
    expect(row('Đã bao gồm thuế GTGT (10%) 113.636₫')).toBeInTheDocument();
    const cartRequest = server.requests.find((request) => request.path.startsWith('/api/carts/'));
    expect(cartRequest?.headers).toMatchObject({ 'accept-currency': 'vnd', 'accept-language': 'vi' });
  });

  it('changes a quantity with the stepper and sends GA4 add_to_cart for the difference', async () => {
    const { analytics } = await openCart('/sg/cart', [{ variantId: 1011, quantity: 1 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Citrus Grove' }));
    await waitFor(() => expect(row('Total S$136.00')).toBeInTheDocument());
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Citrus Grove' })).toHaveValue(2);
    expect(screen.getByText('Quantity of Citrus Grove changed to 2.')).toBeInTheDocument();
    const patch = server.requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toEqual({ quantity: 2 });
    expect(events(analytics).at(-1)).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { currency: 'SGD', value: 68, items: [{ item_id: 'CG-30', quantity: 1, price: 68 }] },
    });
  });

  it('puts the quantity back and says what is left when stock is short (409)', async () => {
    await openCart('/sg/cart', [{ variantId: 2011, quantity: 3 }]);
    const field = screen.getByRole('spinbutton', { name: 'Quantity of Kaya Toast Candle' });
    await userEvent.clear(field);
    await userEvent.type(field, '5{Enter}');
    const line = screen.getByRole('article', { name: 'Kaya Toast Candle' });
    expect(await within(line).findByRole('alert')).toHaveTextContent('Only 3 left of Kaya Toast Candle 200g');
    expect(field).toHaveValue(3);
    expect(field).toHaveAccessibleDescription('Only 3 left of Kaya Toast Candle 200g');
    expect(row('Total S$144.00')).toBeInTheDocument();
  });

  it('removes a line (GA4 remove_from_cart) and shows the empty cart after the last one', async () => {
    const { analytics, storage } = await openCart('/sg/cart', [{ variantId: 2012, quantity: 2 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Kaya Toast Candle' }));
    expect(await screen.findByRole('region', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop perfumes' })).toHaveAttribute('href', '/sg/all-perfumes');
    expect(screen.getByText('Kaya Toast Candle was removed from your cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(events(analytics).at(-1)).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { value: 156, items: [{ item_id: 'KT-400', quantity: 2 }] },
    });
    // The (now empty) cart is still the shopper's.
    expect(storage.getItem('basketId')).not.toBeNull();
  });

  it('applies a promo code: discount row, new total, GA4 apply_coupon; and removes it again', async () => {
    const { analytics } = await openCart('/sg/cart', [{ variantId: 1012, quantity: 2 }]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), 'welcome10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code WELCOME10 applied.')).toBeInTheDocument();
    expect(row('Discount (WELCOME10) -S$25.60')).toBeInTheDocument();
    expect(row('Total S$230.40')).toBeInTheDocument();
    expect(events(analytics).at(-1)).toEqual({ event: 'apply_coupon', coupon: 'WELCOME10' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove code WELCOME10' }));
    expect(await screen.findByRole('textbox', { name: 'Promo code' })).toBeInTheDocument();
    expect(row('Total S$256.00')).toBeInTheDocument();
  });

  it.each([
    ['NOPE', 'We do not know the code NOPE. Please check the spelling.'],
    ['EXPIRED5', 'The code EXPIRED5 has expired.'],
    // The server's own sentence says how much more is needed.
    ['SAVE15', 'Spend S$32.00 more to use SAVE15'],
  ])('explains why %s is refused and keeps the total', async (code, message) => {
    await openCart('/sg/cart', [{ variantId: 1011, quantity: 1 }]);
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    await userEvent.type(field, code);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    expect(row('Total S$68.00')).toBeInTheDocument();
  });

  it.each([
    [
      '/sg/cart',
      'members_only',
      'Promo code',
      'Apply',
      'The code GOLDONLY10 is for members. Sign in to use it.',
    ],
    ['/sg/cart', 'tier', 'Promo code', 'Apply', 'The code GOLDONLY10 is not for your membership tier.'],
    [
      '/vn/vi/cart',
      'tier',
      'Mã khuyến mãi',
      'Áp dụng',
      'Mã GOLDONLY10 không dành cho hạng thành viên của bạn.',
    ],
  ])('on %s explains a tier code refused with %s', async (path, reason, label, apply, message) => {
    const handler = createApiHandler(shop);
    server.setHandler((request) =>
      request.method === 'PATCH' && (request.body as { promo_code?: string } | undefined)?.promo_code
        ? {
            status: 422,
            body: {
              message: 'This code is not for you',
              status: 422,
              errors: [{ field: 'body.promo_code', reason }],
            },
          }
        : handler(request),
    );
    await openCart(path, [{ variantId: 1012, quantity: 1 }]);
    await userEvent.type(screen.getByRole('textbox', { name: label }), 'GOLDONLY10');
    await userEvent.click(screen.getByRole('button', { name: apply }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says when a code is not for this country’s currency', async () => {
    await openCart('/vn/vi/cart', [{ variantId: 1012, quantity: 1 }]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Mã khuyến mãi' }), 'SAVE15');
    await userEvent.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Mã SAVE15 không dùng được cho đơn hàng thanh toán bằng VND.',
    );
  });

  it('checks the code format before asking the server', async () => {
    await openCart('/sg/cart', [{ variantId: 1011, quantity: 1 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a promo code.');
    expect(server.requests.some((request) => request.method === 'PATCH')).toBe(false);
  });

  it('shows a free gift as such, without quantity controls or removal', async () => {
    await openCart('/sg/cart', [{ variantId: 1011, quantity: 1 }]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), 'FREEGIFT');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const gift = await screen.findByRole('article', { name: 'Mini Orchid Candle' });
    expect(gift).toHaveTextContent('Free gift');
    expect(gift).toHaveTextContent('Quantity: 1');
    expect(gift).toHaveTextContent('TotalS$0.00');
    expect(within(gift).queryByRole('spinbutton')).toBeNull();
    expect(within(gift).queryByRole('button')).toBeNull();
  });

  it('shows the delivery options and their prices, chosen only at checkout', async () => {
    await openCart('/sg/cart', [{ variantId: 1011, quantity: 1 }]);
    const delivery = await screen.findByRole('region', { name: 'Delivery options' });
    expect(within(delivery).getByText('Express delivery').parentElement).toHaveTextContent(
      'Express deliveryS$15.00',
    );
    expect(delivery).toHaveTextContent('You choose your delivery at checkout.');
    // Nothing to choose here: one place asks for the method, the checkout's delivery step.
    expect(within(delivery).queryByRole('radio')).toBeNull();
    expect(row('Shipping Chosen at checkout')).toBeInTheDocument();
    expect(row('Total S$68.00')).toBeInTheDocument();
  });

  it('shows the empty state without a cart, and asks for none', async () => {
    renderApp('/sg/cart', { baseUrl: server.url });
    expect(await screen.findByRole('region', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(server.requests.some((request) => request.path.startsWith('/api/carts/'))).toBe(false);
  });
});
