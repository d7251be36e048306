import type { RecordedRequest, TestReply } from '@atelier/api/testing/server';
import { screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useFakeOrdersServer } from '../../testing/fake-orders';
import { renderApp } from '../../testing/render-app';

const api = useFakeOrdersServer();
const userEvent = userEventLib.setup({ delay: null });
const invalid = (field: string): TestReply => ({
  status: 400,
  body: {
    message: 'Invalid request',
    status: 400,
    errors: [{ field, reason: 'is invalid, used or expired' }],
  },
});

/** The newsletter's API as the server answers it: one good confirmation token, one signed unsubscribe token. */
function newsletterApi(request: RecordedRequest): TestReply | null {
  if (request.path === '/api/subcribers/confirm/') {
    return (request.body as { token?: string }).token === 'good-token'
      ? { status: 200, body: { email: 'linh@example.com' } }
      : invalid('body.token');
  }
  if (request.path === '/api/subcribers/unsubscribe/' && request.method === 'POST') {
    return request.query.get('token') === '7.signed' ? { status: 204 } : invalid('query.token');
  }
  return null;
}

beforeEach(() => {
  const fallback = api.fake.handler;
  api.server.setHandler((request) => newsletterApi(request) ?? fallback(request));
});

const calls = (path: string) => api.server.requests.filter((request) => request.path === path);

describe('newsletter e-mail links', () => {
  it('confirms a sign-up once the link is opened', async () => {
    renderApp('/vn/en/newsletter/confirm#token=good-token', { baseUrl: api.server.url });
    expect(
      await screen.findByText('Thank you: linh@example.com is subscribed to our newsletter.'),
    ).toBeInTheDocument();
    expect(calls('/api/subcribers/confirm/')).toHaveLength(1);
  });

  it('says when a confirmation link was used or expired', async () => {
    renderApp('/sg/newsletter/confirm#token=spent', { baseUrl: api.server.url });
    expect(await screen.findByText(/This link has expired or has already been used/)).toBeInTheDocument();
  });

  it('unsubscribes only after the visitor confirms on the page (a GET never does), in their language', async () => {
    renderApp('/sg/zh-hans/newsletter/unsubscribe#token=7.signed', { baseUrl: api.server.url });
    const button = await screen.findByRole('button', { name: '退订' });
    expect(calls('/api/subcribers/unsubscribe/')).toHaveLength(0);
    await userEvent.click(button);
    expect(await screen.findByText('您已退订，今后不会再收到我们的电子报。')).toBeInTheDocument();
    expect(calls('/api/subcribers/unsubscribe/').map((request) => request.url)).toEqual([
      '/api/subcribers/unsubscribe/?token=7.signed',
    ]);
  });

  it('says when an unsubscribe link is not genuine', async () => {
    renderApp('/sg/newsletter/unsubscribe?token=7.forged', { baseUrl: api.server.url });
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(/This unsubscribe link is not valid/)).toBeInTheDocument();
  });
});
