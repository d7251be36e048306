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

/** The store at `path`, with a stored cart of these lines (and a free gift when asked). */
function openStore(
  path: string,
  lines: Array<{ variantId: number; quantity: number }> = [],
  { freeGift = false } = {},
) {
  const storage = createMemoryStorage();
  if (lines.length > 0) {
    const cartId = shop.seedCart(lines);
    if (freeGift) {
      shop.carts
        .get(cartId)!
        .lines.push({ id: 999, productId: 601, variantId: 6011, quantity: 1, freeGift: true });
    }
    storage.setItem('basketId', cartId);
  }
  return renderApp(path, { baseUrl: server.url, storage });
}

const panelOf = (toggle: HTMLElement) => document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;

describe('mini cart', () => {
  it('keeps the cart link named by its count and adds a summary button beside it', async () => {
    openStore('/sg', [
      { variantId: 1011, quantity: 2 },
      { variantId: 2012, quantity: 1 },
    ]);
    const link = await screen.findByRole('link', { name: 'Cart, 3 items' });
    expect(link).toHaveAttribute('href', '/sg/cart');
    expect(link).not.toHaveAttribute('aria-label');
    const toggle = screen.getByRole('button', { name: 'Show cart summary' });
    expect(toggle).not.toHaveAttribute('aria-label');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(toggle)).not.toBeVisible();
  });

  it('opens with the keyboard, lists the lines and totals in S$, and closes on Escape', async () => {
    openStore(
      '/sg',
      [
        { variantId: 1011, quantity: 2 },
        { variantId: 2012, quantity: 1 },
      ],
      { freeGift: true },
    );
    await screen.findByRole('link', { name: /^Cart, \d+ items$/ });
    const requests = server.requests.length;
    const toggle = screen.getByRole('button', { name: 'Show cart summary' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const panel = panelOf(toggle);
    expect(panel).toBeVisible();
    // The panel's content is its own chunk, loaded on focus: it arrives a moment after the click.
    const list = await within(panel).findByRole('list');
    const lines = within(list).getAllByRole('listitem');
    expect(lines).toHaveLength(3);
    const [perfume, candle, gift] = lines as [HTMLElement, HTMLElement, HTMLElement];
    expect(perfume).toHaveTextContent('Citrus Grove');
    expect(perfume).toHaveTextContent('Size: 30ml');
    expect(perfume).toHaveTextContent('Quantity: 2');
    expect(perfume).toHaveTextContent('Total S$136.00');
    expect(candle).toHaveTextContent('Kaya Toast Candle');
    expect(candle).toHaveTextContent('Quantity: 1');
    expect(candle).toHaveTextContent('S$78.00');
    expect(gift).toHaveTextContent('Mini Orchid Candle');
    expect(within(gift).getByText('Free gift')).toBeInTheDocument();
    expect(gift).toHaveTextContent('S$0.00');
    expect(panel).toHaveTextContent('SubtotalS$214.00');
    expect(panel).toHaveTextContent('TotalS$214.00');
    expect(within(panel).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/sg/cart');
    expect(within(panel).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/sg/checkout');
    // Everything came from the cart the provider already had.
    expect(server.requests.length).toBe(requests);

    await userEvent.tab();
    expect(within(panel).getByRole('link', { name: 'View cart' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(panel).not.toBeVisible();
  });

  it('closes when focus leaves the panel, on a click outside and when a link in it is followed', async () => {
    const { router } = openStore('/sg', [{ variantId: 1011, quantity: 1 }]);
    await screen.findByRole('link', { name: 'Cart, 1 item' });
    const toggle = screen.getByRole('button', { name: 'Show cart summary' });

    await userEvent.click(toggle);
    const panel = panelOf(toggle);
    within(panel).getByRole('link', { name: 'Checkout' }).focus();
    await userEvent.tab();
    expect(panel).not.toContainElement(document.activeElement as HTMLElement);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    await userEvent.click(within(panel).getByRole('link', { name: 'View cart' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sg/cart'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('writes Vietnamese amounts in đồng with period separators', async () => {
    openStore('/vn', [{ variantId: 1011, quantity: 2 }]);
    const toggle = await screen.findByRole('button', { name: 'Xem tóm tắt giỏ hàng' });
    await screen.findByRole('link', { name: /2/ });
    await userEvent.click(toggle);
    const panel = panelOf(toggle);
    const line = within(panel).getAllByRole('listitem')[0]!;
    expect(line).toHaveTextContent('Citrus Grove');
    expect(line).toHaveTextContent('2.500.000₫');
    expect(panel).toHaveTextContent('Tạm tính2.500.000₫');
    expect(panel).toHaveTextContent('Tổng cộng2.500.000₫');
    expect(within(panel).getByRole('link', { name: 'Xem giỏ hàng' })).toHaveAttribute('href', '/vn/cart');
  });

  it('says the cart is empty when there is nothing in it', async () => {
    openStore('/sg');
    const link = await screen.findByRole('link', { name: 'Cart' });
    expect(link).toHaveAttribute('href', '/sg/cart');
    const toggle = screen.getByRole('button', { name: 'Show cart summary' });
    await userEvent.click(toggle);
    const panel = panelOf(toggle);
    expect(within(panel).getByText('Your cart is empty')).toBeVisible();
    expect(within(panel).queryByRole('list')).toBeNull();
    expect(within(panel).queryByRole('link', { name: 'Checkout' })).toBeNull();
  });
});
