import { startContractTestServer } from '@atelier/api/testing/contract-server';
import type { TestServer } from '@atelier/api/testing/server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

async function footerForm(path = '/sg/faq') {
  renderApp(path, { baseUrl: server.url });
  const footer = await screen.findByRole('contentinfo');
  return within(footer).getByRole('form', { name: /Newsletter|Bản tin/ });
}

describe('newsletter form', () => {
  it('checks the address before sending it', async () => {
    const form = await footerForm();
    const field = within(form).getByRole('textbox', { name: 'E-mail for the newsletter' });
    await userEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(field).toHaveAccessibleDescription('Enter your e-mail address.');
    await userEvent.type(field, 'mei@atelier');
    await userEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(field).toHaveAccessibleDescription('Enter an e-mail address like name@example.com.');
    expect(field).toHaveFocus();
    expect(server.requests.some((request) => request.path === '/api/subcribers/')).toBe(false);
  });

  it('subscribes and thanks the shopper the same way for a new and a known address', async () => {
    const form = await footerForm();
    const field = within(form).getByRole('textbox', { name: 'E-mail for the newsletter' });
    await userEvent.type(field, 'mei@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
    const thanks =
      'Almost done: we have sent a confirmation link to mei@example.com. Your subscription starts when you open it.';
    expect(await within(form).findByText(thanks)).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(server.requests.find((request) => request.path === '/api/subcribers/')?.body).toEqual({
      email: 'mei@example.com',
      source: 'footer',
    });

    // A known address: the contract's same 201 (no 409, so the form tells nobody who subscribed).
    await userEvent.clear(field);
    await userEvent.type(field, 'mei@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
    // The field empties again once the second answer is in.
    await waitFor(() => expect(field).toHaveValue(''));
    expect(within(form).getByText(thanks)).toBeInTheDocument();
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(shop.subscribers).toEqual(['mei@example.com']);
  });

  it('says when the shop cannot be reached', async () => {
    server.setHandler((request) =>
      request.path === '/api/subcribers/'
        ? { status: 500, body: { message: 'Something went wrong', status: 500 } }
        : createApiHandler(shop)(request),
    );
    const form = await footerForm('/vn/faq');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'E-mail nhận bản tin' }),
      'lan@example.vn',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Đăng ký' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Chúng tôi không thể đăng ký cho bạn. Vui lòng thử lại.',
    );
  });
});
