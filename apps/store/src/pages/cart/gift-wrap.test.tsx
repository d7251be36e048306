import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { GIFT_WRAP, useFakeOrdersServer } from '../../testing/fake-orders';
import { newBrowser, renderApp } from '../../testing/render-app';

const api = useFakeOrdersServer();
let userEvent = userEventLib.setup({ delay: null });
beforeEach(() => {
  userEvent = userEventLib.setup({ delay: null });
});

describe('the gift card e-mail link', () => {
  it('keeps ?reward_code= for this tab only (sessionStorage, never localStorage)', async () => {
    const browser = newBrowser();
    renderApp('/sg/cart?reward_code=atlr-gift-demo-0001', { baseUrl: api.server.url, ...browser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    await waitFor(() => expect(browser.sessionStorage.getItem('rewardCode')).toBe('ATLR-GIFT-DEMO-0001'));
    expect(browser.storage.getItem('rewardCode')).toBeNull();
    expect(browser.storage.getItem('redeemCode')).toBeNull();
  });
});

describe('cart gift wrap', () => {
  it('adds the gift wrap product as a cart line and removes it again', async () => {
    const browser = newBrowser();
    const cartId = api.shop.seedCart([{ variantId: 1011, quantity: 1 }]);
    browser.storage.setItem('basketId', cartId);
    renderApp('/sg/cart', { baseUrl: api.server.url, ...browser });

    const option = await screen.findByRole('checkbox', { name: 'Add gift wrap (S$5.00)' });
    expect(option).not.toBeChecked();
    const totals = () => screen.getByRole('table', { name: 'Cart totals' });
    await userEvent.click(option);

    expect(await screen.findByRole('article', { name: GIFT_WRAP.name })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(totals()).getByRole('row', { name: 'Total S$73.00' })).toBeInTheDocument(),
    );
    expect(option).toBeChecked();
    expect(api.shop.carts.get(cartId)?.lines.map((line) => line.variantId)).toEqual([
      1011,
      GIFT_WRAP.variantId,
    ]);
    expect(await screen.findByText('Gift wrap added.')).toBeInTheDocument();

    await userEvent.click(option);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: GIFT_WRAP.name })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Gift wrap removed.')).toBeInTheDocument();
    expect(within(totals()).getByRole('row', { name: 'Total S$68.00' })).toBeInTheDocument();
    expect(api.shop.carts.get(cartId)?.lines.map((line) => line.variantId)).toEqual([1011]);
  });
});
