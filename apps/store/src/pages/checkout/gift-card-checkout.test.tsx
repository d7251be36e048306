import type { CreateOrderRequest } from '@atelier/api/schema';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeRewardCode } from '../../app/gift-cards/reward-code';
import {
  DEMO_GIFT_CARD,
  EXPIRED_GIFT_CARD,
  LARGE_GIFT_CARD,
  SPENT_GIFT_CARD,
  USD_GIFT_CARD,
  useFakeOrdersServer,
} from '../../testing/fake-orders';
import { newBrowser, renderApp, type Browser } from '../../testing/render-app';

const api = useFakeOrdersServer();
let userEvent = userEventLib.setup({ delay: null });
beforeEach(() => {
  userEvent = userEventLib.setup({ delay: null });
});

const PAYMENT = '/sg/checkout?step=payment-info&view=checkout-as-guest';

/**
 * A tab at the payment step: a stored cart of one Citrus Grove 30ml (S$68.00) with Standard
 * delivery (S$5.00), and the guest's contact and address already typed (the checkout store).
 */
function browserAtPayment(): Browser {
  const browser = newBrowser();
  const cartId = api.shop.seedCart([{ variantId: 1011, quantity: 1 }]);
  api.shop.carts.get(cartId)!.shippingRuleId = 1;
  browser.storage.setItem('basketId', cartId);
  browser.sessionStorage.setItem(
    'checkoutStore',
    JSON.stringify({
      contact: { email: 'lan@example.com', phone: '+65 9123 4567' },
      address: {
        firstName: 'Lan',
        lastName: 'Nguyen',
        line1: '1 Orchard Road',
        line2: '',
        city: 'Singapore',
        state: '',
        postalCode: '238823',
        phone: '+65 9123 4567',
      },
      attempt: null,
      begun: [],
    }),
  );
  return browser;
}

async function openPayment(browser: Browser) {
  const view = renderApp(PAYMENT, { baseUrl: api.server.url, ...browser });
  await screen.findByRole('heading', { level: 2, name: 'Payment' });
  return view;
}

const giftCardField = () => screen.getByRole('textbox', { name: /^Gift card code/ });

async function applyGiftCard(code: string) {
  await userEvent.clear(giftCardField());
  await userEvent.type(giftCardField(), code);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

async function fillCard(number = '4242424242424242') {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Card number' }), number);
  await userEvent.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '1230');
  await userEvent.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
}

const confirmation = () => screen.findByRole('heading', { level: 1, name: 'Thank you for your order' });

const orderRequests = () =>
  api.server.requests.filter((request) => request.method === 'POST' && request.path === '/api/orders/');

describe('checkout with a gift card', () => {
  it('pays part with a gift card (S$42.00 of S$73.00) and the rest by card', async () => {
    const browser = browserAtPayment();
    await openPayment(browser);
    // Typed in lower case with spaces: normalised before it is checked.
    await applyGiftCard('atlr gift demo 0001');

    expect(
      await screen.findByText('S$42.00 will be paid by gift card, S$31.00 by card.'),
    ).toBeInTheDocument();
    expect(browser.storage.getItem('redeemCode')).toBe(DEMO_GIFT_CARD);
    const totals = screen.getByRole('table', { name: 'Order totals' });
    // The summary beside the step follows the gift card (told by the payment step after it renders).
    expect(await within(totals).findByRole('row', { name: 'Gift card -S$42.00' })).toBeInTheDocument();
    expect(within(totals).getByRole('row', { name: 'Total S$31.00' })).toBeInTheDocument();

    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Pay S$31.00' }));
    expect(await confirmation()).toBeInTheDocument();

    expect((orderRequests()[0]?.body as CreateOrderRequest).gift_card_code).toBe(DEMO_GIFT_CARD);
    const [order] = [...api.fake.orders.values()];
    expect(order).toMatchObject({ status: 'paid', gift_card_amount: 4200, total: 3100 });
    expect(api.fake.payments.map((payment) => payment.amount)).toEqual([3100]);
    expect(api.fake.giftCards.get(DEMO_GIFT_CARD)?.balance.balance).toBe(0);
    // The spent code is not offered again next time.
    await waitFor(() => expect(browser.storage.getItem('redeemCode')).toBeNull());
  });

  it('places an order the gift card pays in full without asking for a card', async () => {
    const browser = browserAtPayment();
    await openPayment(browser);
    await applyGiftCard(LARGE_GIFT_CARD);

    expect(
      await screen.findByText('S$73.00 will be paid by gift card. Nothing is left to pay by card.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await confirmation()).toBeInTheDocument();
    expect(api.fake.payments).toHaveLength(0);
    expect([...api.fake.orders.values()][0]).toMatchObject({
      status: 'paid',
      gift_card_amount: 7300,
      total: 0,
    });
    expect(api.fake.giftCards.get(LARGE_GIFT_CARD)?.balance.balance).toBe(50000 - 7300);
  });

  it.each([
    [USD_GIFT_CARD, 'This gift card is in USD and cannot pay for an order in SGD.'],
    [EXPIRED_GIFT_CARD, 'This gift card has expired.'],
    [SPENT_GIFT_CARD, 'This gift card has been used up.'],
    ['ZZZZ-ZZZZ-ZZZZ-ZZZZ', 'We could not find a gift card with this code. Please check it and try again.'],
    ['ABC-123', 'A gift card code has 16 letters and digits, like ABCD-EFGH-JKLM-NPQR.'],
  ])('refuses %s with a readable message at the field', async (code, message) => {
    const browser = browserAtPayment();
    await openPayment(browser);
    await applyGiftCard(code);

    await waitFor(() =>
      expect(giftCardField()).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
    expect(giftCardField()).toHaveAttribute('aria-invalid', 'true');
    expect(browser.storage.getItem('redeemCode')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay S$73.00' })).toBeInTheDocument();
  });

  it("shows the server's refusal of the code (422 on gift_card_code) at the field", async () => {
    const browser = browserAtPayment();
    await openPayment(browser);
    await applyGiftCard(DEMO_GIFT_CARD);
    await screen.findByText('S$42.00 will be paid by gift card, S$31.00 by card.');
    // Spent in another tab meanwhile.
    api.fake.giftCards.get(DEMO_GIFT_CARD)!.balance.balance = 0;

    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Pay S$31.00' }));
    await waitFor(() =>
      expect(giftCardField()).toHaveAccessibleDescription(
        expect.stringContaining('This gift card has been used up.'),
      ),
    );
    expect(giftCardField()).toHaveValue(DEMO_GIFT_CARD);
    expect(browser.storage.getItem('redeemCode')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Pay S$73.00' })).toBeInTheDocument();
    expect(api.fake.orders.size).toBe(0);
  });

  it('refuses the order when the balance changed since it was shown (balance_changed)', async () => {
    const browser = browserAtPayment();
    await openPayment(browser);
    await applyGiftCard(DEMO_GIFT_CARD);
    await screen.findByText('S$42.00 will be paid by gift card, S$31.00 by card.');
    api.fake.giftCards.get(DEMO_GIFT_CARD)!.balance.balance = 1000;

    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Pay S$31.00' }));
    await waitFor(() =>
      expect(giftCardField()).toHaveAccessibleDescription(
        expect.stringContaining('The balance of this gift card has just changed.'),
      ),
    );
    expect(orderRequests()[0]?.body).toMatchObject({
      gift_card_code: DEMO_GIFT_CARD,
      expected_gift_card_amount: 4200,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('S$10.00 will be paid by gift card, S$63.00 by card.'),
    ).toBeInTheDocument();
    expect(api.fake.orders.size).toBe(0);
  });

  it('removes an applied gift card and forgets redeemCode; an applied code survives a reload', async () => {
    const browser = browserAtPayment();
    await openPayment(browser);
    await applyGiftCard(DEMO_GIFT_CARD);
    await screen.findByText('S$42.00 will be paid by gift card, S$31.00 by card.');
    cleanup();

    await openPayment(browser);
    expect(
      await screen.findByText('S$42.00 will be paid by gift card, S$31.00 by card.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove gift card' }));
    expect(await screen.findByRole('button', { name: 'Pay S$73.00' })).toBeInTheDocument();
    expect(browser.storage.getItem('redeemCode')).toBeNull();
  });

  it('starts the field with the reward_code of the e-mail link, kept in sessionStorage only', async () => {
    const browser = browserAtPayment();
    // What the arrival hook does with `?reward_code=` (see app/gift-cards/reward-code.ts).
    storeRewardCode('?reward_code=atlr-gift-demo-0001', browser.sessionStorage);
    await openPayment(browser);

    expect(giftCardField()).toHaveValue(DEMO_GIFT_CARD);
    expect(browser.sessionStorage.getItem('rewardCode')).toBe(DEMO_GIFT_CARD);
    expect(browser.storage.getItem('rewardCode')).toBeNull();
    // A suggestion until applied: nothing is taken off yet.
    expect(screen.getByRole('button', { name: 'Pay S$73.00' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('S$42.00 will be paid by gift card, S$31.00 by card.'),
    ).toBeInTheDocument();
    expect(browser.storage.getItem('redeemCode')).toBe(DEMO_GIFT_CARD);
  });

  it('an applied redeemCode wins over the reward code', async () => {
    const browser = browserAtPayment();
    browser.storage.setItem('redeemCode', LARGE_GIFT_CARD);
    storeRewardCode(`?reward_code=${DEMO_GIFT_CARD}`, browser.sessionStorage);
    await openPayment(browser);
    expect(await screen.findByText(`Gift card ${LARGE_GIFT_CARD}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeInTheDocument();
  });
});

describe('checkout gift message', () => {
  it('keeps the message on reload, shows it in the summary and sends it as gift_message', async () => {
    const browser = browserAtPayment();
    await openPayment(browser);
    const message = screen.getByRole('textbox', { name: 'This is a gift: add a message (optional)' });
    expect(message).toHaveAccessibleDescription(expect.stringContaining('0 of 300 characters'));
    await userEvent.type(message, 'Happy birthday, Wei!');
    expect(message).toHaveAccessibleDescription(expect.stringContaining('20 of 300 characters'));
    cleanup();

    await openPayment(browser);
    expect(screen.getByRole('textbox', { name: 'This is a gift: add a message (optional)' })).toHaveValue(
      'Happy birthday, Wei!',
    );
    const review = screen.getByRole('region', { name: 'Order summary' });
    expect(within(review).getByRole('heading', { name: 'Gift message' })).toBeInTheDocument();
    expect(within(review).getByText('Happy birthday, Wei!')).toBeInTheDocument();

    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Pay S$73.00' }));
    expect(await confirmation()).toBeInTheDocument();
    expect((orderRequests()[0]?.body as CreateOrderRequest).gift_message).toBe('Happy birthday, Wei!');
    expect(await screen.findByText('Happy birthday, Wei!')).toBeInTheDocument();
  });

  it('sends no gift_message when none was typed', async () => {
    const browser = browserAtPayment();
    await openPayment(browser);
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Pay S$73.00' }));
    expect(await confirmation()).toBeInTheDocument();
    expect(orderRequests()[0]?.body).not.toHaveProperty('gift_message');
    expect(orderRequests()[0]?.body).not.toHaveProperty('gift_card_code');
  });
});
