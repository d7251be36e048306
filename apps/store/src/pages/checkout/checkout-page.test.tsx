import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useFakeOrdersServer } from '../../testing/fake-orders';
import {
  ACCESS_TOKEN,
  REFRESH_TOKEN,
  members,
  newBrowser,
  renderApp,
  type Browser,
} from '../../testing/render-app';

const api = useFakeOrdersServer();
// No delay between keystrokes: the forms are long and the machine is shared.
let userEvent = userEventLib.setup({ delay: null });
beforeEach(() => {
  userEvent = userEventLib.setup({ delay: null });
});

/** The confirmation heading; the pay page is a lazily loaded route. */
const confirmation = () => screen.findByRole('heading', { level: 1, name: 'Thank you for your order' });

/** A tab with a stored cart of these lines. */
function browserWithCart(
  lines: Array<{ variantId: number; quantity: number }>,
  userId: number | null = null,
) {
  const browser = newBrowser();
  const cartId = api.shop.seedCart(lines, { userId });
  browser.storage.setItem('basketId', cartId);
  return { browser, cartId };
}

function asMember(browser: Browser) {
  browser.storage.setItem('token', ACCESS_TOKEN);
  browser.storage.setItem('refreshToken', REFRESH_TOKEN);
}

const events = (browser: Browser, name?: string) =>
  (browser.analyticsTarget.dataLayer ?? []).filter(
    (message) =>
      (message as { event?: string }).event && (!name || (message as { event?: string }).event === name),
  ) as Array<{ event: string; ecommerce?: Record<string, unknown> }>;

const field = (name: string) => screen.getByRole('textbox', { name });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const requests = (method: string, path: RegExp) =>
  api.server.requests.filter((request) => request.method === method && path.test(request.path));

/** A guest gives only an e-mail first: the phone is asked with the delivery. */
async function fillGuest(email = 'lan@example.com') {
  await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail' }), email);
  await userEvent.click(continueButton());
}

async function chooseMethod(name: RegExp) {
  const methods = await screen.findByRole('radiogroup', { name: 'Delivery method' });
  await userEvent.click(within(methods).getByRole('radio', { name }));
  await waitFor(() => expect(within(methods).getByRole('radio', { name })).toBeChecked());
  await userEvent.click(continueButton());
}

async function fillAddress() {
  await screen.findByRole('heading', { level: 2, name: 'Delivery address' });
  await userEvent.type(field('First name'), 'Lan');
  await userEvent.type(field('Last name'), 'Nguyen');
  await userEvent.type(field('Address'), '1 Orchard Road');
  await userEvent.type(field('City'), 'Singapore');
  await userEvent.type(field('Postal code'), '238823');
  await userEvent.type(field('Phone'), '+65 9123 4567');
  await userEvent.click(continueButton());
}

async function fillCard(number: string, expiry = '12/30', cvc = '123') {
  const cardNumber = await screen.findByRole('textbox', { name: 'Card number' });
  await userEvent.clear(cardNumber);
  await userEvent.type(cardNumber, number);
  await userEvent.clear(field('Expiry (MM/YY)'));
  await userEvent.type(field('Expiry (MM/YY)'), expiry);
  await userEvent.clear(field('CVC'));
  await userEvent.type(field('CVC'), cvc);
}

/** Guest checkout up to the payment step with Standard delivery (S$68.00 + S$5.00). */
async function toPayment(browser: Browser) {
  renderApp('/sg/checkout', { baseUrl: api.server.url, ...browser });
  await fillGuest();
  await chooseMethod(/Standard delivery/);
  await fillAddress();
  await screen.findByRole('heading', { level: 2, name: 'Payment' });
}

describe('checkout', () => {
  it('takes a guest from the cart to the confirmation with the order number', async () => {
    const { browser, cartId } = browserWithCart([{ variantId: 1011, quantity: 1 }]);
    renderApp('/sg/checkout', { baseUrl: api.server.url, ...browser });

    const progress = await screen.findByRole('navigation', { name: 'Checkout progress' });
    // Steps named by what they ask; the URL keeps SPEC §2's values.
    expect(within(progress).getByText('Contact')).toHaveAttribute('aria-current', 'step');
    expect(within(progress).getByText('Delivery')).toBeInTheDocument();
    expect(within(progress).getByText('Payment')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Phone' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Check out as a guest' })).toBeInTheDocument();
    expect(events(browser, 'begin_checkout')).toHaveLength(1);
    await fillGuest();

    // Delivery: the three methods of the country with prices and the free-shipping threshold.
    const methods = await screen.findByRole('radiogroup', { name: 'Delivery method' });
    const standard = within(methods).getByRole('radio', { name: /Standard delivery/ });
    expect(standard).toHaveAccessibleName(/Standard delivery S\$5\.00/);
    expect(methods).toHaveTextContent('Free over S$80.00');
    expect(within(methods).getByRole('radio', { name: /Collect at our atelier/ })).toBeInTheDocument();
    expect(within(methods).getByRole('radio', { name: /Express delivery S\$15\.00/ })).toBeInTheDocument();
    await userEvent.click(standard);
    const totals = screen.getByRole('table', { name: 'Order totals' });
    await waitFor(() =>
      expect(within(totals).getByRole('row', { name: 'Shipping S$5.00' })).toBeInTheDocument(),
    );
    expect(within(totals).getByRole('row', { name: 'Total S$73.00' })).toBeInTheDocument();
    expect(events(browser, 'add_shipping_info').at(-1)?.ecommerce).toMatchObject({
      shipping_tier: 'Standard',
    });
    await userEvent.click(continueButton());

    await fillAddress();
    await screen.findByRole('heading', { level: 2, name: 'Payment' });
    // The summary stays beside the payment step too (a disclosure showing the total when closed).
    const summary = screen.getByText('Order summary', { selector: 'summary > span' }).closest('details')!;
    expect(summary.querySelector('summary')).toHaveTextContent('Order summaryS$73.00');
    expect(within(summary).getByRole('row', { name: 'Total S$73.00' })).toBeInTheDocument();
    expect(screen.getByText('1 Orchard Road')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'We accept Visa, Mastercard and American Express' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/sg/terms-conditions',
    );
    expect(screen.getByText(/What happens next: we e-mail your confirmation at once/)).toBeInTheDocument();
    await fillCard('4242424242424242');
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay S$73.00' }));

    expect(await confirmation()).toBeInTheDocument();
    expect(screen.getByText('Order number 100042')).toBeInTheDocument();
    expect(screen.getByText('We sent a confirmation to lan@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Total S$73.00' })).toBeInTheDocument();
    expect(screen.getByText('Standard delivery')).toBeInTheDocument();

    const [order] = [...api.fake.orders.values()];
    expect(order).toMatchObject({
      status: 'paid',
      email: 'lan@example.com',
      phone: '+65 9123 4567',
      shipping_address: { first_name: 'Lan', postal_code: '238823', country: 'sg', phone: '+65 9123 4567' },
    });
    expect(requests('POST', /^\/api\/carts\/.+\/precheckout\/$/)).toHaveLength(1);
    expect(requests('POST', /^\/api\/verify\/$/)).toHaveLength(1);
    // The cart is forgotten and the checkout store cleared.
    await waitFor(() => expect(browser.storage.getItem('basketId')).toBeNull());
    expect(browser.sessionStorage.getItem('checkoutStore')).toBeNull();
    expect(api.shop.carts.get(cartId)?.open).toBe(false);
    expect(events(browser, 'add_payment_info')).toHaveLength(1);
    expect(events(browser, 'purchase')).toEqual([
      expect.objectContaining({
        ecommerce: expect.objectContaining({
          transaction_id: '100042',
          value: 73,
          currency: 'SGD',
          shipping: 5,
        }),
      }),
    ]);
  });

  it('shows a decline as an alert and pays the same order on retry', async () => {
    const { browser } = browserWithCart([{ variantId: 1011, quantity: 1 }]);
    await toPayment(browser);
    await fillCard('4000 0000 0000 0002');
    await userEvent.click(screen.getByRole('button', { name: 'Pay S$73.00' }));

    const declined = await screen.findByRole('alert');
    expect(declined).toHaveTextContent('Your card was declined.');
    // Focus goes to the message, not the page body.
    await waitFor(() => expect(declined.closest('[tabindex="-1"]')).toHaveFocus());
    expect([...api.fake.orders.values()][0]?.status).toBe('payment_failed');

    await fillCard('4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay S$73.00' }));
    expect(await confirmation()).toBeInTheDocument();
    expect(api.fake.orders.size).toBe(1);
    const orderId = [...api.fake.orders.keys()][0]!;
    expect(api.fake.payments.map((payment) => [payment.order_id, payment.status])).toEqual([
      [orderId, 'failed'],
      [orderId, 'succeeded'],
    ]);
    expect(requests('POST', /^\/api\/orders\/$/)).toHaveLength(1);
    expect(events(browser, 'purchase')).toHaveLength(1);
  });

  it('after a decline and a reload, pays the same order on its pay page (the cart is closed)', async () => {
    const { browser } = browserWithCart([{ variantId: 1011, quantity: 1 }]);
    await toPayment(browser);
    await fillCard('4000000000000002');
    await userEvent.click(screen.getByRole('button', { name: 'Pay S$73.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    const [order] = [...api.fake.orders.values()];
    cleanup();

    const reloaded = renderApp('/sg/checkout?step=payment-info&view=checkout-as-guest', {
      baseUrl: api.server.url,
      ...browser,
    });
    await screen.findByRole('heading', { level: 1, name: 'Pay for your order' });
    expect(reloaded.router.state.location.pathname).toBe(`/sg/pay/${order!.id}`);
    expect(screen.getByText(`Order number ${order!.number}`)).toBeInTheDocument();
    await fillCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay S$73.00' }));
    expect(await confirmation()).toBeInTheDocument();
    expect(api.fake.orders.size).toBe(1);
    expect(api.fake.payments.map((payment) => payment.status)).toEqual(['failed', 'succeeded']);
    // The attempt is over: the checkout store is cleared.
    await waitFor(() => expect(browser.sessionStorage.getItem('checkoutStore')).toBeNull());
  });

  it('makes one order of a double click on Pay', async () => {
    const { browser } = browserWithCart([{ variantId: 1011, quantity: 1 }]);
    await toPayment(browser);
    await fillCard('4242424242424242');
    const pay = screen.getByRole('button', { name: 'Pay S$73.00' });
    await userEvent.dblClick(pay);
    expect(await confirmation()).toBeInTheDocument();
    expect(api.fake.orders.size).toBe(1);
    expect(api.fake.payments).toHaveLength(1);
    expect(requests('POST', /^\/api\/orders\/$/)).toHaveLength(1);
  });

  it('reuses the Idempotency-Key when the answer to the order was lost: still one order', async () => {
    const { browser } = browserWithCart([{ variantId: 1011, quantity: 1 }]);
    await toPayment(browser);
    api.fake.loseNextCreateAnswer();
    await fillCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay S$73.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not place your order. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Pay S$73.00' })).toBeEnabled();

    await fillCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay S$73.00' }));
    expect(await confirmation()).toBeInTheDocument();
    const creations = requests('POST', /^\/api\/orders\/$/);
    expect(creations).toHaveLength(2);
    expect(creations[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(creations[1]!.headers['idempotency-key']).toBe(creations[0]!.headers['idempotency-key']);
    expect(api.fake.orders.size).toBe(1);
  });

  it('keeps the step and the typed values over a reload', async () => {
    const { browser } = browserWithCart([{ variantId: 1011, quantity: 1 }]);
    const first = renderApp('/sg/checkout', { baseUrl: api.server.url, ...browser });
    await fillGuest();
    await chooseMethod(/Standard delivery/);
    await screen.findByRole('heading', { level: 2, name: 'Delivery address' });
    await userEvent.type(field('First name'), 'Lan');
    await userEvent.type(field('Postal code'), '2388');
    await userEvent.type(field('Phone'), '+65 9123 4567');
    const url = first.router.state.location;
    expect(url.search).toBe('?step=shipping-info&view=checkout-as-guest&substep=address');

    // The back button shows the delivery method as chosen; forward shows the address as typed.
    await first.router.navigate(-1);
    const methods = await screen.findByRole('radiogroup', { name: 'Delivery method' });
    expect(within(methods).getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
    await first.router.navigate(1);
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Lan');
    cleanup();

    renderApp(`${url.pathname}${url.search}`, { baseUrl: api.server.url, ...browser });
    await screen.findByRole('heading', { level: 2, name: 'Delivery address' });
    expect(field('First name')).toHaveValue('Lan');
    expect(field('Postal code')).toHaveValue('2388');
    expect(field('Phone')).toHaveValue('+65 9123 4567');
    // begin_checkout was sent once for this cart, not again after the reload.
    expect(events(browser, 'begin_checkout')).toHaveLength(1);
  });

  it('sends a shopper who skips ahead back to the first missing step', async () => {
    const { browser } = browserWithCart([{ variantId: 1011, quantity: 1 }]);
    const view = renderApp('/sg/checkout?step=payment-info', { baseUrl: api.server.url, ...browser });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Check out as a guest' }),
    ).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?step=cart&view=checkout-as-guest');
    await fillGuest();
    await screen.findByRole('radiogroup', { name: 'Delivery method' });
    await view.router.navigate('/sg/checkout?step=payment-info&view=checkout-as-guest');
    await waitFor(() =>
      expect(view.router.state.location.search).toBe(
        '?step=shipping-info&view=checkout-as-guest&substep=delivery-method',
      ),
    );
    await screen.findByRole('radiogroup', { name: 'Delivery method' });
  });

  it('checks each field on blur and on Continue, with the message next to the field', async () => {
    const { browser } = browserWithCart([{ variantId: 1011, quantity: 1 }]);
    renderApp('/sg/checkout', { baseUrl: api.server.url, ...browser });
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await userEvent.type(email, 'lan@example');
    await userEvent.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/Enter an e-mail address like name@example\.com\./);
    await userEvent.click(continueButton());
    expect(screen.queryByRole('textbox', { name: 'Phone' })).toBeNull();
    expect(email).toHaveFocus();
    expect(screen.queryByRole('radiogroup', { name: 'Delivery method' })).toBeNull();
  });

  it('asks no address for Self Collect and sends none', async () => {
    const { browser } = browserWithCart([{ variantId: 1011, quantity: 1 }]);
    renderApp('/sg/checkout', { baseUrl: api.server.url, ...browser });
    await fillGuest();
    await chooseMethod(/Collect at our atelier/);
    // Self Collect asks the phone under the method: Continue without it stops there, focused.
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAccessibleDescription(/Enter a phone number\./);
    expect(phone).toHaveFocus();
    await userEvent.type(phone, '+65 9123 4567');
    await userEvent.click(continueButton());
    await screen.findByRole('heading', { level: 2, name: 'Payment' });
    expect(screen.getByText(/and text you when your order is ready to collect/)).toBeInTheDocument();
    await fillCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay S$68.00' }));
    expect(await confirmation()).toBeInTheDocument();
    expect([...api.fake.orders.values()][0]).toMatchObject({
      shipping_address: null,
      shipping_method: 'Self Collect',
      phone: '+65 9123 4567',
    });
  });

  it('checks the card: Luhn and a past expiry, before anything is sent', async () => {
    const { browser } = browserWithCart([{ variantId: 1011, quantity: 1 }]);
    await toPayment(browser);
    await fillCard('4242 4242 4242 4241', '01/20', '12');
    await userEvent.click(screen.getByRole('button', { name: 'Pay S$73.00' }));
    expect(field('Card number')).toHaveAccessibleDescription(
      'This card number is not valid. Please check it.',
    );
    expect(field('Expiry (MM/YY)')).toHaveAccessibleDescription('This card has expired.');
    expect(field('CVC')).toHaveAccessibleDescription(
      'The CVC is the 3 or 4 digits on the back of your card.',
    );
    expect(requests('POST', /^\/api\/orders\/$/)).toHaveLength(0);
  });

  it('registering a taken e-mail logs nobody in and says to log in, without saying it is taken', async () => {
    const { browser } = browserWithCart([{ variantId: 1011, quantity: 1 }]);
    await registerInCheckout(browser, 'gold@atelier.test', 'Not-her-password-1');
    await screen.findByText(
      'Thank you. We have sent an e-mail to gold@atelier.test. If you already have an account with this address, please log in instead.',
    );
    // The password just chosen is not the account's: still a guest, on the registration form.
    expect(
      screen.getByRole('heading', { level: 2, name: 'Create an account to check out' }),
    ).toBeInTheDocument();
    expect(browser.storage.getItem('token')).toBeNull();
    expect(requests('POST', /^\/api\/users\/register\/$/)).toHaveLength(1);
    expect(requests('POST', /^\/api\/token\/$/)).toHaveLength(1);
  });

  it('registers a new shopper and logs them in with the password they chose, as a member', async () => {
    const { browser } = browserWithCart([{ variantId: 1011, quantity: 1 }]);
    await registerInCheckout(browser, 'new.shopper@example.com');
    await screen.findByRole('heading', { level: 2, name: 'Check out as a member' });
    expect(field('E-mail')).toHaveValue('new.shopper@example.com');
    expect(browser.storage.getItem('token')).toMatch(/^access-token-for-member-/);
    expect(requests('POST', /^\/api\/token\/$/).map((r) => r.body)).toEqual([
      { email: 'new.shopper@example.com', password: 'Scents2026!' },
    ]);
  });

  async function registerInCheckout(browser: Browser, email: string, password = 'Scents2026!') {
    renderApp('/sg/checkout?step=cart&view=checkout-as-guest', { baseUrl: api.server.url, ...browser });
    await userEvent.click(await screen.findByRole('link', { name: 'Create an account' }));
    await screen.findByRole('heading', { level: 2, name: 'Create an account to check out' });
    await userEvent.type(field('First name'), 'Mei');
    await userEvent.type(field('Last name'), 'Tan');
    await userEvent.type(field('E-mail'), email);
    await userEvent.type(field('Phone'), '+65 9123 4567');
    await userEvent.type(screen.getByLabelText('Password'), password);
    await userEvent.click(screen.getByRole('button', { name: 'Create account and continue' }));
  }

  it('fills in a member’s name and e-mail from their account, and asks no phone yet', async () => {
    const { browser } = browserWithCart([{ variantId: 1011, quantity: 1 }], 7);
    asMember(browser);
    renderApp('/sg/checkout', { baseUrl: api.server.url, ...browser });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Check out as a member' }),
    ).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Mei Tan');
    expect(field('E-mail')).toHaveValue('gold@atelier.test');
    expect(field('E-mail')).toHaveAttribute('readonly');
    expect(screen.queryByRole('textbox', { name: 'Phone' })).toBeNull();
    await userEvent.click(continueButton());
    await screen.findByRole('radiogroup', { name: 'Delivery method' });
  });

  it('lets a member pay with their details and name filled in', async () => {
    const { browser } = browserWithCart([{ variantId: 1011, quantity: 1 }], 7);
    asMember(browser);
    renderApp('/sg/checkout', { baseUrl: api.server.url, ...browser });
    await screen.findByRole('heading', { level: 2, name: 'Check out as a member' });
    await userEvent.click(continueButton());
    await chooseMethod(/Standard delivery/);
    await screen.findByRole('heading', { level: 2, name: 'Delivery address' });
    // No saved addresses: the form, once the (empty) address book has answered.
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Mei');
    expect(field('Last name')).toHaveValue('Tan');
    expect(field('Phone')).toHaveValue(members['gold@atelier.test'].phone);
    await userEvent.type(field('Address'), '1 Orchard Road');
    await userEvent.type(field('City'), 'Singapore');
    await userEvent.type(field('Postal code'), '238823');
    await userEvent.click(continueButton());
    await fillCard('4242424242424242');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay S$73.00' }));
    expect(await confirmation()).toBeInTheDocument();
    expect([...api.fake.orders.values()][0]).toMatchObject({ user_id: 7, email: 'gold@atelier.test' });
    expect(requests('POST', /^\/api\/orders\/$/)[0]!.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  it('offers a member their saved addresses (the default first chosen), or a new one they may save', async () => {
    const { browser } = browserWithCart([{ variantId: 1011, quantity: 1 }], 7);
    asMember(browser);
    const saved = (line1: string, postal_code: string) => ({
      first_name: 'Mei',
      last_name: 'Tan',
      line1,
      line2: null,
      city: 'Singapore',
      state: null,
      postal_code,
      country: 'sg' as const,
      phone: '+65 9123 4567',
    });
    const book = { baseUrl: api.server.url, headers: { authorization: `Bearer ${ACCESS_TOKEN}` } };
    for (const [line1, postal] of [
      ['1 Orchard Road', '238823'],
      ['8 Marina View', '018960'],
    ] as const) {
      await fetch(`${book.baseUrl}/api/users/addresses/`, {
        method: 'POST',
        headers: { ...book.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ address: saved(line1, postal) }),
      });
    }
    renderApp('/sg/checkout', { baseUrl: api.server.url, ...browser });
    await screen.findByRole('heading', { level: 2, name: 'Check out as a member' });
    await userEvent.click(continueButton());
    await chooseMethod(/Standard delivery/);
    const choices = await screen.findByRole('radiogroup', { name: 'Deliver to' });
    await waitFor(() =>
      expect(within(choices).getByRole('radio', { name: /Default.*1 Orchard Road/ })).toBeChecked(),
    );
    // A saved address asks for nothing more.
    expect(screen.queryByRole('textbox', { name: 'Address' })).toBeNull();
    await userEvent.click(within(choices).getByRole('radio', { name: /8 Marina View/ }));
    await userEvent.click(continueButton());
    await screen.findByRole('heading', { level: 2, name: 'Payment' });
    expect(screen.getByText('8 Marina View')).toBeInTheDocument();

    // Back to the address: a new one, saved to the book on Continue.
    await userEvent.click(screen.getByRole('link', { name: 'Change address' }));
    const again = await screen.findByRole('radiogroup', { name: 'Deliver to' });
    await waitFor(() => expect(within(again).getByRole('radio', { name: /8 Marina View/ })).toBeChecked());
    await userEvent.click(within(again).getByRole('radio', { name: 'A new address' }));
    await userEvent.type(field('Address'), '3 Temasek Boulevard');
    await userEvent.type(field('City'), 'Singapore');
    await userEvent.type(field('Postal code'), '038983');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save this address to my address book' }));
    await userEvent.click(continueButton());
    await screen.findByRole('heading', { level: 2, name: 'Payment' });
    const posts = requests('POST', /^\/api\/users\/addresses\/$/);
    expect(posts).toHaveLength(3);
    expect(posts.at(-1)!.body).toMatchObject({
      address: { line1: '3 Temasek Boulevard', postal_code: '038983' },
    });
    await fillCard('4242424242424242');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay S$73.00' }));
    expect(await confirmation()).toBeInTheDocument();
    expect([...api.fake.orders.values()][0]).toMatchObject({
      shipping_address: { line1: '3 Temasek Boulevard', phone: '+65 9123 4567' },
    });
  });

  it('logs in from the checkout and continues as the member', async () => {
    const { browser } = browserWithCart([{ variantId: 1011, quantity: 1 }]);
    renderApp('/sg/checkout?step=cart&view=login', { baseUrl: api.server.url, ...browser });
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'gold@atelier.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Scents2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Check out as a member' }),
    ).toBeInTheDocument();
    expect(field('E-mail')).toHaveValue('gold@atelier.test');
  });

  it('says so when the cart is empty, with a link to shop', async () => {
    renderApp('/sg/checkout', { baseUrl: api.server.url, ...newBrowser() });
    await screen.findByRole('heading', { level: 2, name: 'Your cart is empty' });
    expect(screen.getByRole('link', { name: 'Shop perfumes' })).toHaveAttribute('href', '/sg/all-perfumes');
  });

  it('shows validation messages in Vietnamese and prices in đồng', async () => {
    const { browser } = browserWithCart([{ variantId: 1011, quantity: 1 }]);
    renderApp('/vn/vi/checkout', { baseUrl: api.server.url, ...browser });
    await userEvent.click(await screen.findByRole('button', { name: 'Tiếp tục' }));
    expect(field('E-mail')).toHaveAccessibleDescription(/Nhập địa chỉ e-mail của bạn\./);
    await userEvent.type(field('E-mail'), 'lan@example.vn');
    await userEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    const methods = await screen.findByRole('radiogroup', { name: 'Phương thức giao hàng' });
    expect(within(methods).getByRole('radio', { name: /Standard delivery 30\.000₫/ })).toBeInTheDocument();
    expect(methods).toHaveTextContent('Miễn phí cho đơn từ 1.500.000₫');
  });

  it('reads right to left in Arabic, with the state line the UAE uses', async () => {
    const { browser } = browserWithCart([{ variantId: 1011, quantity: 1 }]);
    renderApp('/ae/ar/checkout', { baseUrl: api.server.url, ...browser });
    await screen.findByRole('heading', { level: 1, name: 'إتمام الشراء' });
    // <html dir> is set by the locale layout's effect, just after the page's first paint.
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'البريد الإلكتروني' }),
      'layla@example.ae',
    );
    await userEvent.click(screen.getByRole('button', { name: 'متابعة' }));
    const methods = await screen.findByRole('radiogroup', { name: 'طريقة التوصيل' });
    await userEvent.click(within(methods).getByRole('radio', { name: /Standard delivery/ }));
    await userEvent.click(screen.getByRole('button', { name: 'متابعة' }));
    await screen.findByRole('heading', { level: 2, name: 'عنوان التوصيل' });
    await userEvent.click(screen.getByRole('button', { name: 'متابعة' }));
    expect(field('الولاية أو الإمارة')).toHaveAccessibleDescription('أدخل الولاية أو الإمارة.');
  });
});
