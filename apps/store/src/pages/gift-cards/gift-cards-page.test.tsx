import type { BuyGiftCardRequest } from '@atelier/api/schema';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN, REFRESH_TOKEN, newBrowser, renderApp } from '../../testing/render-app';
import { useFakeOrdersServer } from '../../testing/fake-orders';

const api = useFakeOrdersServer();
let userEvent = userEventLib.setup({ delay: null });
beforeEach(() => {
  userEvent = userEventLib.setup({ delay: null });
});

/** Today as the page writes it ("21 November 2026"). */
function todayIn(lang: string) {
  const now = new Date();
  const day = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const buyRequests = () =>
  api.server.requests.filter((request) => request.method === 'POST' && request.path === '/api/gift-cards/');

/** The offer is in: its first value is chosen (a shopper cannot pick a value before they see it). */
async function offerShown() {
  const values = await screen.findByRole('group', { name: 'Card value' });
  await waitFor(() => expect(within(values).getByRole('radio', { name: 'S$50.00' })).toBeChecked());
}

async function fillForm() {
  await userEvent.type(field("Recipient's name"), 'Wei');
  await userEvent.type(field("Recipient's e-mail"), 'wei@example.com');
  await userEvent.type(field('Your name'), 'Lan');
  await userEvent.type(field(/^Your e-mail/), 'lan@example.com');
  await userEvent.type(field(/^Message/), 'Happy birthday!');
}

describe('gift cards page', () => {
  it('buys an S$100 card, pays it on the pay page and says when it is e-mailed, never the code', async () => {
    const browser = newBrowser();
    renderApp('/sg/gift-cards', { baseUrl: api.server.url, ...browser });
    const values = await screen.findByRole('group', { name: 'Card value' });
    expect(
      within(values)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['5000', '10000', '15000', '20000']);
    await waitFor(() => expect(within(values).getByRole('radio', { name: 'S$50.00' })).toBeChecked());
    await userEvent.click(within(values).getByRole('radio', { name: 'S$100.00' }));
    await fillForm();
    expect(field(/^Message/)).toHaveAccessibleDescription(expect.stringContaining('15 of 500 characters'));
    // A double click makes one order.
    await userEvent.dblClick(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Pay for your order' })).toBeInTheDocument();
    const today = todayIn('en-SG');
    const lines = screen.getByRole('list', { name: 'Items' });
    expect(lines).toHaveTextContent(`Gift card for Wei, sent on ${today} × 1`);
    expect(screen.getByRole('button', { name: 'Pay S$100.00' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Delivery' })).not.toBeInTheDocument();
    expect(api.fake.orders.size).toBe(1);
    const keys = new Set(buyRequests().map((request) => request.headers['idempotency-key']));
    expect(keys.size).toBe(1);
    expect(buyRequests()[0]?.body).toEqual({
      face_value: 10000,
      email: 'lan@example.com',
      recipient_email: 'wei@example.com',
      recipient_name: 'Wei',
      sender_name: 'Lan',
      message: 'Happy birthday!',
      deliver_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    } satisfies Record<keyof BuyGiftCardRequest, unknown>);

    await userEvent.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await userEvent.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '1230');
    await userEvent.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Pay S$100.00' }));

    expect(
      await screen.findByText(`The gift card will be e-mailed to wei@example.com on ${today}.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    const [card] = [...api.fake.giftCards.values()].filter((candidate) => candidate.orderId !== null);
    expect(card?.balance).toMatchObject({ status: 'active', balance: 10000, currency: 'SGD' });
    expect(document.body).not.toHaveTextContent(card!.balance.code);
  });

  it('tells each missing or wrong field and sends nothing', async () => {
    renderApp('/sg/gift-cards', { baseUrl: api.server.url });
    await screen.findByRole('group', { name: 'Card value' });
    await userEvent.type(field("Recipient's e-mail"), 'wei@example');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(await screen.findByText("Enter the recipient's name.")).toBeInTheDocument();
    expect(field("Recipient's e-mail")).toHaveAccessibleDescription(
      "Enter the recipient's e-mail address, like name@example.com.",
    );
    expect(field("Recipient's e-mail")).toHaveAttribute('aria-invalid', 'true');
    expect(field('Your name')).toHaveAccessibleDescription('Enter your name.');
    await waitFor(() => expect(field("Recipient's name")).toHaveFocus());
    expect(buyRequests()).toHaveLength(0);
  });

  it('keeps one order across a reload while the first answer was lost', async () => {
    const browser = newBrowser();
    renderApp('/sg/gift-cards', { baseUrl: api.server.url, ...browser });
    await offerShown();
    await fillForm();
    // The answer is lost: the page stays, the attempt's key stays stored.
    const handler = api.fake.handler;
    api.server.setHandler((request) =>
      request.method === 'POST' && request.path === '/api/gift-cards/'
        ? (handler(request), { status: 500, body: { message: 'Something went wrong', status: 500 } })
        : handler(request),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(
      await screen.findByText('Your gift card could not be ordered. Please try again.'),
    ).toBeInTheDocument();
    api.server.setHandler(handler);
    cleanup();

    renderApp('/sg/gift-cards', { baseUrl: api.server.url, ...browser });
    await offerShown();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay for your order' })).toBeInTheDocument();
    expect(api.fake.orders.size).toBe(1);
    expect(new Set(buyRequests().map((request) => request.headers['idempotency-key'])).size).toBe(1);
  });

  it("fills in a member's e-mail and name", async () => {
    const browser = newBrowser();
    browser.storage.setItem('token', ACCESS_TOKEN);
    browser.storage.setItem('refreshToken', REFRESH_TOKEN);
    renderApp('/sg/gift-cards', { baseUrl: api.server.url, ...browser });
    await screen.findByRole('group', { name: 'Card value' });
    await waitFor(() => expect(field(/^Your e-mail/)).toHaveValue('gold@atelier.test'));
    expect(field('Your name')).toHaveValue('Mei Tan');
  });

  it('reads right to left in Arabic with the values in dirhams', async () => {
    renderApp('/ae/ar/gift-cards', { baseUrl: api.server.url });
    expect(await screen.findByRole('heading', { level: 1, name: 'بطاقات الهدايا' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    const values = await screen.findByRole('group', { name: 'قيمة البطاقة' });
    expect(within(values).getAllByRole('radio')).toHaveLength(4);
    expect(values).toHaveTextContent('AED');
    await userEvent.click(screen.getByRole('button', { name: 'المتابعة إلى الدفع' }));
    expect(await screen.findByText('أدخل اسم المستلم.')).toBeInTheDocument();
    // The footer's link and the main navigation's (Gifts, then Gift cards) both lead here.
    const links = screen.getAllByRole('link', { name: 'بطاقات الهدايا' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/ae/gift-cards');
  });
});
