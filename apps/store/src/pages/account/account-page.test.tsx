import { createApiClient, createMemoryTokenStore, unwrap, type ApiClient } from '@atelier/api/client';
import type { Order } from '@atelier/api/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../app/storage/storage';
import {
  FIRST_ORDER_NUMBER,
  SILVER_REFRESH_TOKEN,
  SILVER_TOKEN,
  useFakeOrdersServer,
} from '../../testing/fake-orders';
import { ACCESS_TOKEN, MEMBER_PASSWORD, REFRESH_TOKEN, renderApp } from '../../testing/render-app';

const api = useFakeOrdersServer();

/** A client of the test API, as a shopper's browser would be, logged in with `token`. */
function clientFor(
  token: string | null,
  locale = { country: 'sg', language: 'en', currency: 'sgd' },
): ApiClient {
  return createApiClient({
    baseUrl: api.server.url,
    locale: () => locale,
    tokens: createMemoryTokenStore(token ? { token } : {}),
  });
}

const ADDRESS = {
  first_name: 'Mei',
  last_name: 'Tan',
  line1: '1 Orchard Road',
  line2: '#05-01',
  city: 'Singapore',
  state: null,
  postal_code: '238823',
  country: 'sg',
  phone: '+65 9123 4567',
};

/**
 * An order placed through the API as checkout does: a cart, an item, `POST /api/orders/` with an
 * Idempotency-Key and the phone, then (unless `pay` is false) paid with the succeeding test card.
 */
async function placeOrder(
  client: ApiClient,
  { variantId = 1011, quantity = 2, shippingRuleId = 2, pay = true } = {},
): Promise<Order> {
  const cart = unwrap(await client.POST('/api/carts/'));
  unwrap(
    await client.POST('/api/carts/{cartPk}/items/', {
      params: { path: { cartPk: cart.id } },
      body: { product_id: 101, variant_id: variantId, quantity },
    }),
  );
  const order = unwrap(
    await client.POST('/api/orders/', {
      params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
      body: {
        cart_id: cart.id,
        email: 'gold@atelier.test',
        phone: '+65 9123 4567',
        shipping_rule_id: shippingRuleId,
        shipping_address: ADDRESS,
      },
    }),
  );
  if (!pay) return order;
  const payment = unwrap(
    await client.POST('/api/orders/{id}/pay/', {
      params: { path: { id: order.id } },
      body: { card_number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    }),
  );
  expect(payment.status).toBe('succeeded');
  return order;
}

/** The store at `path` with a member's stored login (gold unless told). */
function openAs(path: string, who: 'gold' | 'silver' | 'guest' = 'gold') {
  const storage = createMemoryStorage();
  if (who !== 'guest') {
    storage.setItem('token', who === 'gold' ? ACCESS_TOKEN : SILVER_TOKEN);
    storage.setItem('refreshToken', who === 'gold' ? REFRESH_TOKEN : SILVER_REFRESH_TOKEN);
  }
  const analytics: { dataLayer?: unknown[] } = {};
  return { ...renderApp(path, { baseUrl: api.server.url, storage, analyticsTarget: analytics }), analytics };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('account page', () => {
  it('shows the gold member’s details, tier and workshop guest code', async () => {
    openAs('/sg/account');
    await screen.findByRole('heading', { level: 1, name: 'Your account' });
    await waitFor(() => expect(document.title).toBe('Your account | Atelier Scents'));
    const details = await screen.findByRole('region', { name: 'Your details' });
    expect(details).toHaveTextContent('NameMei Tan');
    expect(details).toHaveTextContent('E-mailgold@atelier.test');
    expect(details).toHaveTextContent('Phone+65 9123 4567');
    expect(details).toHaveTextContent('Member since1 March 2024');
    const membership = section('Membership');
    expect(membership).toHaveTextContent('Your tier: Gold');
    expect(membership).toHaveTextContent('Your workshop guest code: ATELIERGUEST');
    // No orders yet: a way to the shop instead.
    const latest = section('Latest orders');
    expect(await within(latest).findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(within(latest).getByRole('link', { name: 'Shop perfumes' })).toHaveAttribute(
      'href',
      '/sg/all-perfumes',
    );
  });

  it('lists the latest orders with a link to all of them', async () => {
    const client = clientFor(ACCESS_TOKEN);
    for (let index = 0; index < 4; index += 1) await placeOrder(client);
    openAs('/sg/account');
    const latest = await screen.findByRole('table', { name: 'Latest orders' });
    const links = within(latest)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      `Order ${FIRST_ORDER_NUMBER + 3}`,
      `Order ${FIRST_ORDER_NUMBER + 2}`,
      `Order ${FIRST_ORDER_NUMBER + 1}`,
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'See all your orders' }));
    await screen.findByRole('heading', { level: 1, name: 'Your orders' });
    await screen.findByRole('link', { name: `Order ${FIRST_ORDER_NUMBER}` });
  });
});

describe('order history and detail', () => {
  it('lists an order placed and paid through the API, and opens its detail', async () => {
    const client = clientFor(ACCESS_TOKEN);
    const paid = await placeOrder(client);
    const unpaid = await placeOrder(client, { variantId: 1012, quantity: 1, shippingRuleId: 1, pay: false });
    const { router } = openAs('/sg/account/orders');
    await screen.findByRole('heading', { level: 1, name: 'Your orders' });
    await waitFor(() => expect(document.title).toBe('Your orders | Atelier Scents'));
    const table = await screen.findByRole('table', { name: 'Your orders, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    // Newest first; 2 × S$68.00 + Express S$15.00; 1 × S$128.00, Standard free over S$80.
    expect(rows.map((row) => row.textContent)).toEqual([
      `Order ${unpaid.number}20 November 2026Awaiting paymentS$128.00`,
      `Order ${paid.number}20 November 2026PaidS$151.00`,
    ]);
    expect(within(rows[1]!).getByRole('link', { name: `Order ${paid.number}` })).toHaveAttribute(
      'href',
      `/sg/account/orders/${paid.id}`,
    );

    await userEvent.click(within(rows[1]!).getByRole('link', { name: `Order ${paid.number}` }));
    expect(
      await screen.findByRole('heading', { level: 1, name: `Order ${paid.number}` }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/sg/account/orders/${paid.id}`);
    await waitFor(() => expect(document.title).toBe(`Order ${paid.number} | Atelier Scents`));
    const facts = section('About this order');
    expect(facts).toHaveTextContent('StatusPaid');
    expect(facts).toHaveTextContent('Placed on20 November 2026');
    expect(facts).toHaveTextContent('Paid on20 November 2026');
    const line = screen.getByRole('article', { name: 'Citrus Grove' });
    expect(line).toHaveTextContent('Size: 30ml');
    expect(line).toHaveTextContent('Quantity: 2 · Unit price S$68.00');
    expect(line).toHaveTextContent('S$136.00');
    const totals = screen.getByRole('table', { name: 'Order summary' });
    expect(within(totals).getByRole('row', { name: 'Subtotal S$136.00' })).toBeInTheDocument();
    expect(within(totals).getByRole('row', { name: 'Shipping (Express) S$15.00' })).toBeInTheDocument();
    expect(within(totals).getByRole('row', { name: 'Total S$151.00' })).toBeInTheDocument();
    const delivery = section('Delivery');
    expect(delivery).toHaveTextContent('Mei Tan1 Orchard Road#05-01238823 SingaporeSingapore');
    expect(delivery).toHaveTextContent('Phone+65 9123 4567');
    // Paid: nothing to pay.
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Back to your orders' }));
    await userEvent.click(await screen.findByRole('link', { name: `Order ${unpaid.number}` }));
    expect(await screen.findByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      `/sg/pay/${unpaid.id}`,
    );
    const free = screen.getByRole('table', { name: 'Order summary' });
    expect(within(free).getByRole('row', { name: 'Shipping (Standard) Free' })).toBeInTheDocument();
  });

  it('shows Vietnamese orders in đồng without decimals, dates and statuses in Vietnamese', async () => {
    const vn = { country: 'vn', language: 'vi', currency: 'vnd' };
    const order = await placeOrder(clientFor(ACCESS_TOKEN, vn), { quantity: 1, shippingRuleId: 2 });
    openAs('/vn/vi/account/orders');
    await screen.findByRole('heading', { level: 1, name: 'Đơn hàng của bạn' });
    const table = await screen.findByRole('table', { name: 'Đơn hàng của bạn, mới nhất trước' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      `Đơn hàng ${order.number}20 tháng 11, 2026Đã thanh toán1.340.000₫`,
    );
  });

  it('pages through many orders, newest first', async () => {
    const client = clientFor(ACCESS_TOKEN);
    for (let index = 0; index < 11; index += 1) await placeOrder(client, { pay: false });
    const { router } = openAs('/sg/account/orders');
    const pages = await screen.findByRole('navigation', { name: 'Pages of orders' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    expect(screen.getAllByRole('link', { name: /^Order \d+$/ })).toHaveLength(10);
    await userEvent.click(within(pages).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await screen.findByText('Page 2 of 2');
    expect(screen.getAllByRole('link', { name: /^Order \d+$/ }).map((link) => link.textContent)).toEqual([
      `Order ${FIRST_ORDER_NUMBER}`,
    ]);
  });

  it('says so when the order is another member’s, and never shows it', async () => {
    const order = await placeOrder(clientFor(ACCESS_TOKEN));
    openAs(`/sg/account/orders/${order.id}`, 'silver');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This order belongs to another account. Log in with the account that placed it to see it.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your orders' })).toBeInTheDocument();
    expect(screen.queryByText('Citrus Grove')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your orders' })).toHaveAttribute(
      'href',
      '/sg/account/orders',
    );
    // Nor in their own list.
    await userEvent.click(screen.getByRole('link', { name: 'Back to your orders' }));
    await screen.findByRole('heading', { name: 'No orders yet' });
  });

  it('shows the carrier and tracking of an order staff have sent', async () => {
    const order = await placeOrder(clientFor(ACCESS_TOKEN));
    const stored = api.fake.orders.get(order.id)!;
    api.fake.orders.set(order.id, {
      ...stored,
      status: 'fulfilled',
      fulfilment: {
        carrier: 'SingPost',
        tracking_number: 'SG123456789',
        tracking_url: 'https://track.example/SG123456789',
        fulfilled_at: '2026-11-21T09:00:00Z',
      },
    });
    openAs(`/sg/account/orders/${order.id}`);
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    await waitFor(() => expect(delivery).toHaveTextContent('CarrierSingPost'));
    expect(delivery).toHaveTextContent('Tracking numberSG123456789');
    expect(within(delivery).getByRole('link', { name: /Track your parcel/ })).toHaveAttribute(
      'href',
      'https://track.example/SG123456789',
    );
  });

  it('says when an order does not exist', async () => {
    openAs('/sg/account/orders/0c5e2d7a-1f4b-4f7e-8a59-3b6d2c1e9f00');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this order.');
  });
});

describe('password change', () => {
  const fields = () => ({
    current: screen.getByLabelText('Current password'),
    next: screen.getByLabelText('New password'),
    confirm: screen.getByLabelText('Confirm new password'),
  });

  it('changes the password and says other devices were logged out', async () => {
    openAs('/sg/account');
    const form = await screen.findByRole('form', { name: 'Change password' });
    const { current, next, confirm } = fields();
    await userEvent.type(current, MEMBER_PASSWORD);
    await userEvent.type(next, 'Vetiver-2027');
    await userEvent.type(confirm, 'Vetiver-2027');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password was changed. You have been logged out on your other devices.'),
    ).toBeInTheDocument();
    const request = api.server.requests.find((candidate) => candidate.path === '/api/users/password/');
    expect(request?.body).toEqual({ current_password: MEMBER_PASSWORD, new_password: 'Vetiver-2027' });
    expect(request?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(api.fake.passwordOf('gold@atelier.test')).toBe('Vetiver-2027');
    expect(current).toHaveValue('');
    expect(next).toHaveValue('');
    // The old password no longer logs in; the new one does.
    const anonymous = clientFor(null);
    expect(
      (
        await anonymous.POST('/api/token/', {
          body: { email: 'gold@atelier.test', password: MEMBER_PASSWORD },
        })
      ).ok,
    ).toBe(false);
    expect(
      (
        await anonymous.POST('/api/token/', {
          body: { email: 'gold@atelier.test', password: 'Vetiver-2027' },
        })
      ).ok,
    ).toBe(true);
  });

  it('shows a wrong current password next to that field', async () => {
    openAs('/sg/account');
    const form = await screen.findByRole('form', { name: 'Change password' });
    const { current, next, confirm } = fields();
    await userEvent.type(current, 'not-my-password');
    await userEvent.type(next, 'Vetiver-2027');
    await userEvent.type(confirm, 'Vetiver-2027');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(current).toHaveAccessibleDescription('This is not your current password.');
    expect(current).toHaveFocus();
    expect(next).not.toHaveAttribute('aria-invalid');
    expect(api.fake.passwordOf('gold@atelier.test')).toBe(MEMBER_PASSWORD);
  });

  it('checks the fields before asking the server', async () => {
    openAs('/sg/account');
    const form = await screen.findByRole('form', { name: 'Change password' });
    const { current, next, confirm } = fields();
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(current).toHaveAccessibleDescription('Enter your current password.');
    expect(current).toHaveFocus();
    expect(next).toHaveAccessibleDescription('At least 8 characters. Enter a new password.');
    expect(confirm).toHaveAccessibleDescription('Enter the new password again.');

    await userEvent.type(current, MEMBER_PASSWORD);
    await userEvent.type(next, 'short');
    await userEvent.type(confirm, 'other');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(next).toHaveAccessibleDescription('At least 8 characters. Use at least 8 characters.');
    expect(next).toHaveFocus();
    expect(confirm).toHaveAccessibleDescription('The two new passwords do not match.');
    expect(api.server.requests.some((request) => request.path === '/api/users/password/')).toBe(false);
  });
});

describe('members only', () => {
  it('sends a guest to log in, then back to the page they asked for', async () => {
    const { router } = openAs('/sg/account/orders', 'guest');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(router.state.location).toMatchObject({
      pathname: '/sg/login',
      search: `?returnTo=${encodeURIComponent('/sg/account/orders')}`,
    });
    expect(api.server.requests.some((request) => request.path.startsWith('/api/orders/'))).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'gold@atelier.test');
    await userEvent.type(screen.getByLabelText('Password'), MEMBER_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { level: 1, name: 'Your orders' });
    expect(router.state.location.pathname).toBe('/sg/account/orders');
  });

  it('links to the account and the orders from the header’s account menu', async () => {
    const { router } = openAs('/sg/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    expect(screen.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/sg/account');
    await userEvent.click(screen.getByRole('link', { name: 'Your orders' }));
    await screen.findByRole('heading', { level: 1, name: 'Your orders' });
    expect(router.state.location.pathname).toBe('/sg/account/orders');
    // The header's menu closed (the orders page has its own "Your account" link once they load).
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Your account' })).toBeNull();
  });

  it('logs out from the account page: back to login, GA4 logout', async () => {
    const { analytics, router } = openAs('/sg/account');
    await screen.findByRole('region', { name: 'Your details' });
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sg/login'));
    expect(screen.queryByText('gold@atelier.test')).toBeNull();
    expect(analytics.dataLayer).toContainEqual({ event: 'logout' });
  });

  it('pushes GA4 sign_up when a shopper creates an account', async () => {
    const { analytics } = openAs('/sg/register', 'guest');
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Linh');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Pham');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'linh@example.com');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'Jasmine-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('button', { name: 'Account' });
    expect(analytics.dataLayer).toEqual([{ event: 'sign_up', method: 'email' }]);
  });

  it('registering a taken address logs nobody in and says to log in, without saying it is taken', async () => {
    const { analytics, router } = openAs('/sg/register', 'guest');
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Mei');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Tan');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'gold@atelier.test');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'Not-her-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText(
      'Thank you. We have sent an e-mail to gold@atelier.test. If you already have an account with this address, please log in instead.',
    );
    expect(router.state.location.pathname).toBe('/sg/register');
    expect(analytics.dataLayer ?? []).toEqual([]);
  });

  it('says at the password how to choose a better one when the server finds it too easy to guess', async () => {
    openAs('/sg/register', 'guest');
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Linh');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Pham');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'linh.pham@example.com');
    const password = screen.getByLabelText('Password', { exact: true });
    await userEvent.type(password, 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('This password is too easy to guess. Try a longer phrase'),
    );
    expect(password).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Account' })).toBeNull();
  });
});

describe('in Arabic', () => {
  it('shows the account right-to-left, with the tier and guest code in Arabic', async () => {
    openAs('/ae/account');
    await screen.findByRole('heading', { level: 1, name: 'حسابك' });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    const membership = await screen.findByRole('region', { name: 'العضوية' });
    expect(membership).toHaveTextContent('فئتك: الذهبية');
    expect(membership).toHaveTextContent('رمز ضيف الورشة الخاص بك: ATELIERGUEST');
    expect(screen.getByRole('form', { name: 'تغيير كلمة المرور' })).toBeInTheDocument();
    expect(screen.getByLabelText('كلمة المرور الحالية')).toBeInTheDocument();
  });
});

describe('editing the member’s details', () => {
  /** The silver member's account page with the details form opened. */
  async function openEditor(
    path = '/sg/account',
    names = { region: 'Your details', edit: 'Edit your details' },
  ) {
    openAs(path, 'silver');
    const details = await screen.findByRole('region', { name: names.region });
    await userEvent.click(within(details).getByRole('button', { name: names.edit }));
    return details;
  }

  it('saves a new name and phone, says so and shows them', async () => {
    const details = await openEditor();
    const form = within(details).getByRole('form', { name: 'Edit your details' });
    expect(within(form).getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await userEvent.clear(within(form).getByRole('textbox', { name: 'First name' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'First name' }), 'Arjun');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Phone (optional)' }), '+65 8123 4567');
    // The e-mail is unchanged: no password is asked for.
    expect(within(form).queryByLabelText('Current password')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your details were saved.')).toBeInTheDocument();
    expect(details).toHaveTextContent('NameArjun Nair');
    expect(details).toHaveTextContent('Phone+65 8123 4567');
    expect(within(details).getByRole('button', { name: 'Edit your details' })).toHaveFocus();
    const request = api.server.requests.find(
      (candidate) => candidate.path === '/api/users/detail/' && candidate.method === 'PATCH',
    );
    expect(request?.body).toEqual({ first_name: 'Arjun', phone: '+65 8123 4567' });
  });

  it('shows "The email already exists" at the e-mail field when another account has the address (409)', async () => {
    const details = await openEditor();
    const form = within(details).getByRole('form', { name: 'Edit your details' });
    const email = within(form).getByRole('textbox', { name: 'E-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'gold@atelier.test');
    await userEvent.type(within(form).getByLabelText('Current password'), MEMBER_PASSWORD);
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('The email already exists');
    expect(email).toHaveFocus();
    // Nothing changed: the server still has the member's own address.
    expect(await clientFor(SILVER_TOKEN).GET('/api/users/detail/')).toMatchObject({
      data: { email: 'silver@atelier.test' },
    });
  });

  it('shows it in the page’s language, and asks for the current password to change the address', async () => {
    const details = await openEditor('/ae/ar/account', { region: 'بياناتك', edit: 'تعديل بياناتك' });
    const form = within(details).getByRole('form', { name: 'تعديل بياناتك' });
    const email = within(form).getByRole('textbox', { name: 'البريد الإلكتروني' });
    await userEvent.clear(email);
    await userEvent.type(email, 'gold@atelier.test');
    await userEvent.click(within(form).getByRole('button', { name: 'حفظ التغييرات' }));
    const password = within(form).getByLabelText('كلمة المرور الحالية');
    expect(password).toHaveAccessibleDescription(
      'مطلوبة لتغيير عنوان بريدك الإلكتروني. أدخل كلمة المرور الحالية لتغيير عنوان بريدك الإلكتروني.',
    );
    await userEvent.type(password, MEMBER_PASSWORD);
    await userEvent.click(within(form).getByRole('button', { name: 'حفظ التغييرات' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('عنوان البريد الإلكتروني مستخدم بالفعل'));
  });

  it('changes the address with the current password', async () => {
    const details = await openEditor();
    const form = within(details).getByRole('form', { name: 'Edit your details' });
    const email = within(form).getByRole('textbox', { name: 'E-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'arun.nair@example.com');
    await userEvent.type(within(form).getByLabelText('Current password'), MEMBER_PASSWORD);
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your details were saved.')).toBeInTheDocument();
    expect(details).toHaveTextContent('E-mailarun.nair@example.com');
  });
});
