import { startContractTestServer } from '@atelier/api/testing/contract-server';
import type { TestServer } from '@atelier/api/testing/server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../app/storage/storage';
import { createFakeShop, MEMBER_ID, type FakeShop } from '../../testing/fake-shop';
import { createApiHandler, MEMBER_PASSWORD, renderApp } from '../../testing/render-app';

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

const cartTotal = () => within(screen.getByRole('table')).getByRole('row', { name: /^(Total|总计)/ });

describe('the shopper’s cart across pages, languages and login', () => {
  it('is the same cart after a reload and a language switch (read again in the new language)', async () => {
    const storage = createMemoryStorage();
    const cartId = shop.seedCart([{ variantId: 1012, quantity: 1 }]);
    storage.setItem('basketId', cartId);
    const first = renderApp('/sg/cart', { baseUrl: server.url, storage });
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    first.unmount();

    // "Reload": a new app on the same storage.
    renderApp('/sg/cart', { baseUrl: server.url, storage });
    await screen.findByRole('article', { name: 'Citrus Grove' });
    expect(cartTotal()).toHaveTextContent('S$128.00');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'zh-hans');
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    // Found, not kept: the page redraws once the cart is read again in the new language.
    await screen.findByRole('heading', { level: 1, name: '您的购物车' });
    await screen.findByRole('table');
    expect(cartTotal()).toHaveTextContent('S$128.00');
    expect(screen.getByRole('link', { name: '购物车，1 件商品' })).toBeInTheDocument();
    const reads = server.requests.filter(
      (request) => request.method === 'GET' && request.path === `/api/carts/${cartId}/`,
    );
    expect(reads.map((request) => request.headers['accept-language'])).toEqual(['en', 'en', 'zh-hans']);
    expect(storage.getItem('basketId')).toBe(cartId);
  });

  it('merges the guest cart into the member’s cart after login and keeps the member’s id', async () => {
    const storage = createMemoryStorage();
    const guestCart = shop.seedCart([{ variantId: 2012, quantity: 2 }]);
    storage.setItem('basketId', guestCart);
    renderApp('/sg/login', { baseUrl: server.url, storage });
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'gold@atelier.test');
    await userEvent.type(screen.getByLabelText('Password'), MEMBER_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(storage.getItem('basketId')).not.toBe(guestCart));
    const transfer = server.requests.find((request) => request.path === `/api/carts/${guestCart}/transfer/`);
    expect(transfer?.method).toBe('POST');
    expect(transfer?.headers.authorization).toMatch(/^Bearer /);
    const memberCart = shop.carts.get(storage.getItem('basketId')!);
    expect(memberCart?.userId).toBe(MEMBER_ID);
    expect(memberCart?.lines.map((line) => [line.variantId, line.quantity])).toEqual([[2012, 2]]);
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('applies the arrival’s discount code once a cart exists, and forgets it', async () => {
    const storage = createMemoryStorage();
    storage.setItem('discountCode', 'WELCOME10');
    renderApp('/sg/product/perfume_diy/citrus-grove', { baseUrl: server.url, storage });
    await screen.findByRole('heading', { level: 1, name: 'Citrus Grove' });
    expect(server.requests.some((request) => request.method === 'PATCH')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Your code WELCOME10 has been applied to your cart.')).toBeInTheDocument();
    const patch = server.requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toEqual({ promo_code: 'WELCOME10' });
    expect(storage.getItem('discountCode')).toBeNull();
    expect([...shop.carts.values()][0]?.promo).toBe('WELCOME10');
  });

  it('drops an arrival code that can never apply, saying why', async () => {
    const storage = createMemoryStorage();
    storage.setItem('discountCode', 'EXPIRED5');
    storage.setItem('basketId', shop.seedCart([{ variantId: 1011, quantity: 1 }]));
    renderApp('/sg/', { baseUrl: server.url, storage });
    expect(await screen.findByText('The code EXPIRED5 has expired.')).toBeInTheDocument();
    expect(storage.getItem('discountCode')).toBeNull();
  });

  it('keeps an arrival code short of its minimum spend for later', async () => {
    const storage = createMemoryStorage();
    storage.setItem('discountCode', 'SAVE15');
    storage.setItem('basketId', shop.seedCart([{ variantId: 1011, quantity: 1 }]));
    renderApp('/sg/cart', { baseUrl: server.url, storage });
    await screen.findByRole('article', { name: 'Citrus Grove' });
    await waitFor(() => expect(server.requests.some((request) => request.method === 'PATCH')).toBe(true));
    expect(storage.getItem('discountCode')).toBe('SAVE15');
    // The cart page offers it in the promo field.
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveValue('SAVE15');

    // Once the cart is over the minimum, it is tried again and applies.
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Citrus Grove' }));
    await waitFor(() => expect(storage.getItem('discountCode')).toBeNull());
    expect(await screen.findByRole('row', { name: 'Discount (SAVE15) -S$15.00' })).toBeInTheDocument();
  });

  it('forgets a stored cart that no longer exists and starts a new one on the next add', async () => {
    const storage = createMemoryStorage();
    storage.setItem('basketId', '0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b');
    renderApp('/sg/product/single-candle/kaya-toast-candle', { baseUrl: server.url, storage });
    await screen.findByRole('heading', { level: 1, name: 'Kaya Toast Candle' });
    await waitFor(() => expect(storage.getItem('basketId')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(storage.getItem('basketId')).toBe([...shop.carts.keys()][0]);
  });
});
