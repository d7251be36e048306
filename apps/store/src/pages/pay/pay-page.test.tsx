import type { Order } from '@atelier/api/schema';
import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useFakeOrdersServer } from '../../testing/fake-orders';
import { newBrowser, renderApp } from '../../testing/render-app';

const api = useFakeOrdersServer();
let userEvent = userEventLib.setup({ delay: null });
beforeEach(() => {
  userEvent = userEventLib.setup({ delay: null });
});

/** An order placed through the fake API (as the checkout would), in `currency`. */
async function placeOrder(currency: 'sgd' | 'vnd' = 'sgd', shippingRuleId = 1): Promise<Order> {
  const cartId = api.shop.seedCart([{ variantId: 1011, quantity: 2 }]);
  const reply = await api.fake.handler({
    method: 'POST',
    url: '/api/orders/',
    path: '/api/orders/',
    query: new URLSearchParams(),
    headers: { 'idempotency-key': `key-${cartId}`, 'accept-currency': currency, 'accept-country': 'sg' },
    body: {
      cart_id: cartId,
      email: 'lan@example.com',
      phone: '+65 9123 4567',
      shipping_rule_id: shippingRuleId,
      shipping_address: {
        first_name: 'Lan',
        last_name: 'Nguyen',
        line1: '1 Orchard Road',
        line2: null,
        city: 'Singapore',
        state: null,
        postal_code: '238823',
        country: 'sg',
        phone: '+65 9123 4567',
      },
    },
  });
  return reply.body as Order;
}

const verifyCalls = () => api.server.requests.filter((request) => request.path === '/api/verify/');
const purchases = (analytics: { dataLayer?: unknown[] }) =>
  (analytics.dataLayer ?? []).filter((message) => (message as { event?: string }).event === 'purchase');

async function pay(number: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Card number' }), number);
  await userEvent.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '1230');
  await userEvent.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
}

describe('pay page', () => {
  it('confirms a paid order: number, lines, totals, delivery, e-mail; verified once, no purchase again', async () => {
    const order = await placeOrder();
    api.fake.orders.get(order.id)!.status = 'paid';
    const browser = newBrowser();
    renderApp(`/sg/pay/${order.id}`, { baseUrl: api.server.url, ...browser });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Order number ${order.number}`)).toBeInTheDocument();
    expect(screen.getByText('We sent a confirmation to lan@example.com.')).toBeInTheDocument();
    const lines = screen.getByRole('list', { name: 'Items' });
    expect(within(lines).getByRole('listitem')).toHaveTextContent('Citrus Grove × 2Size: 30mlS$136.00');
    expect(screen.getByRole('row', { name: 'Shipping Free' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Total S$136.00' })).toBeInTheDocument();
    expect(screen.getByText('Standard delivery')).toBeInTheDocument();
    expect(screen.getByText(/1 Orchard Road/)).toBeInTheDocument();
    expect(verifyCalls()).toHaveLength(1);
    expect(verifyCalls()[0]!.body).toEqual({ order_id: order.id });
    // Viewing a confirmation (a reload, a link) is not a purchase.
    expect(purchases(browser.analyticsTarget)).toHaveLength(0);
  });

  it('pays an unpaid order after a decline: the same order, then the confirmation', async () => {
    const order = await placeOrder();
    api.fake.orders.get(order.id)!.status = 'payment_failed';
    const browser = newBrowser();
    renderApp(`/sg/pay/${order.id}`, { baseUrl: api.server.url, ...browser });
    await screen.findByRole('heading', { level: 1, name: 'Pay for your order' });
    expect(
      screen.getByText(
        'The last payment did not go through. You can try again with the same card or another one.',
      ),
    ).toBeInTheDocument();

    await pay('4000000000000002');
    await userEvent.click(screen.getByRole('button', { name: 'Pay S$136.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');

    await userEvent.clear(screen.getByRole('textbox', { name: 'Card number' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay S$136.00' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeInTheDocument();
    expect(api.fake.payments.map((payment) => [payment.order_id, payment.status])).toEqual([
      [order.id, 'failed'],
      [order.id, 'succeeded'],
    ]);
    expect(purchases(browser.analyticsTarget)).toHaveLength(1);
  });

  it('writes a Vietnamese order in đồng without decimals', async () => {
    const order = await placeOrder('vnd');
    api.fake.orders.get(order.id)!.status = 'paid';
    renderApp(`/vn/vi/pay/${order.id}`, { baseUrl: api.server.url, ...newBrowser() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cảm ơn bạn đã đặt hàng' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Mã đơn hàng ${order.number}`)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Tổng cộng 2.500.000₫' })).toBeInTheDocument();
  });

  it('an order whose hold ran out unpaid says so and leads back to the cart, without a card form', async () => {
    const order = await placeOrder();
    api.fake.orders.get(order.id)!.status = 'cancelled';
    renderApp(`/sg/pay/${order.id}`, { baseUrl: api.server.url, ...newBrowser() });
    await screen.findByRole('heading', { level: 1, name: 'This order was not paid in time' });
    expect(
      screen.getByText(
        `Order ${order.number} was held for you for a limited time. It was not paid within that time, so it was cancelled and its items went back on sale. You can order them again from your cart.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your cart' })).toHaveAttribute('href', '/sg/cart');
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
  });

  it('says so for an unknown order', async () => {
    renderApp('/sg/pay/0c5e2d7a-1f4b-4f7e-8a59-3b6d2c1e9f00', { baseUrl: api.server.url, ...newBrowser() });
    await screen.findByRole('heading', { level: 1, name: 'Order not found' });
    expect(verifyCalls()).toHaveLength(1);
  });

  it('without an order id, links to the cart', async () => {
    renderApp('/sg/pay', { baseUrl: api.server.url, ...newBrowser() });
    await screen.findByRole('heading', { level: 1, name: 'No order to pay' });
    expect(screen.getByRole('link', { name: 'Go to your cart' })).toHaveAttribute('href', '/sg/cart');
  });

  it('says why a card was declined, in the page’s language, never the provider’s English', async () => {
    const order = await placeOrder('vnd');
    renderApp(`/vn/vi/pay/${order.id}`, { baseUrl: api.server.url, ...newBrowser() });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Số thẻ' }), '4000000000009995');
    await userEvent.type(screen.getByRole('textbox', { name: 'Ngày hết hạn (MM/YY)' }), '1230');
    await userEvent.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Thanh toán 2.500.000₫' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Thẻ của bạn không đủ số dư. Vui lòng dùng thẻ khác.');
    expect(alert).not.toHaveTextContent('Your card was declined.');
    expect(api.fake.payments.at(-1)).toMatchObject({ status: 'failed', failure_code: 'insufficient_funds' });
  });

  it('tells an expired card and a wrong CVC apart', async () => {
    const order = await placeOrder();
    renderApp(`/sg/pay/${order.id}`, { baseUrl: api.server.url, ...newBrowser() });
    await pay('4000000000000069');
    await userEvent.click(screen.getByRole('button', { name: 'Pay S$136.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card has expired. Please use another card.',
    );
    await userEvent.clear(screen.getByRole('textbox', { name: 'Card number' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Card number' }), '4000000000000127');
    await userEvent.click(screen.getByRole('button', { name: 'Pay S$136.00' }));
    expect(
      await screen.findByText('The security code (CVC) is incorrect. Please check it and try again.'),
    ).toBeInTheDocument();
  });
});
