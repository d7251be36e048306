import { startTestServer, type TestServer } from '@atelier/api/testing/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFakeShop, type FakeShop } from '../../testing/fake-shop';
import { createApiHandler, renderApp } from '../../testing/render-app';

let server: TestServer;
let shop: FakeShop;
beforeAll(async () => {
  server = await startTestServer();
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
    const thanks = 'Thank you for subscribing. Our news will come to mei@example.com.';
    expect(await within(form).findByText(thanks)).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(server.requests.find((request) => request.path === '/api/subcribers/')?.body).toEqual({
      email: 'mei@example.com',
      source: 'footer',
    });

    // A server that still answers 409 for a known address gets the very same thank-you.
    server.setHandler((request) =>
      request.path === '/api/subcribers/'
        ? {
            status: 409,
            body: { message: 'The email already exists', status: 409, email: 'mei@example.com' },
          }
        : createApiHandler(shop)(request),
    );
    await userEvent.clear(field);
    await userEvent.type(field, 'mei@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await within(form).findByText(thanks)).toBeInTheDocument();
    expect(within(form).queryByRole('alert')).toBeNull();
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
