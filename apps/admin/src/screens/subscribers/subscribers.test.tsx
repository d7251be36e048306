import type { AdminSubscriber } from '@atelier/api/schema';
import type { RecordedRequest, TestReply } from '@atelier/api/testing/server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';
import { useFakeAdminServer } from '../../testing/use-fake-admin-server';

const fake = useFakeAdminServer();

const LEFT: AdminSubscriber = {
  id: 3,
  email: 'left@example.com',
  status: 'unsubscribed',
  country: 'sg',
  language: 'en',
  source: 'footer',
  created_at: '2026-10-30T00:00:00Z',
  confirmed_at: null,
};

const SUBSCRIBERS: AdminSubscriber[] = [
  {
    id: 2,
    email: 'mei@example.com',
    status: 'pending',
    country: 'sg',
    language: 'en',
    source: 'footer',
    created_at: '2026-11-02T00:00:00Z',
    confirmed_at: null,
  },
  {
    id: 1,
    email: 'linh@example.com',
    status: 'confirmed',
    country: 'vn',
    language: 'vi',
    source: 'quiz',
    created_at: '2026-11-01T00:00:00Z',
    confirmed_at: '2026-11-01T00:05:00Z',
  },
];

function subscribersFake(fail = false, rows: AdminSubscriber[] = SUBSCRIBERS) {
  return (request: RecordedRequest): TestReply | null => {
    if (request.path !== '/api/admin/subscribers/') return null;
    if (fail) return { status: 500, body: { message: 'Something went wrong', status: 500 } };
    const status = request.query.get('status');
    const country = request.query.get('country');
    const shown = rows.filter((s) => (!status || s.status === status) && (!country || s.country === country));
    return { status: 200, body: { count: shown.length, results: shown } };
  };
}

describe('the newsletter subscribers screen', () => {
  beforeEach(() => {
    fake.api.state.signedInAs = 3; // an editor
    const handler = subscribersFake();
    fake.server.setHandler((request) => handler(request) ?? fake.api.handle(request));
  });

  it('lists subscribers, filters by status and country, and exports with the same filters', async () => {
    await renderAdmin('/subscribers', { baseUrl: fake.server.url });
    const table = await screen.findByRole('table', { name: 'Subscribers, newest first' });
    expect(within(table).getByRole('row', { name: /mei@example.com/ })).toHaveTextContent(
      'Not confirmed yet',
    );
    expect(screen.getByRole('link', { name: 'Download CSV (these filters)' })).toHaveAttribute(
      'href',
      '/api/admin/subscribers/export/',
    );

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'confirmed');
    await user.type(screen.getByRole('textbox', { name: 'Country' }), 'VN');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await screen.findByRole('row', { name: /linh@example.com/ });
    expect(screen.queryByRole('row', { name: /mei@example.com/ })).not.toBeInTheDocument();
    const last = fake.server.requests.at(-1);
    expect(last?.query.get('status')).toBe('confirmed');
    expect(last?.query.get('country')).toBe('vn');
    expect(screen.getByRole('link', { name: 'Download CSV (these filters)' })).toHaveAttribute(
      'href',
      '/api/admin/subscribers/export/?status=confirmed&country=vn',
    );
  });

  it('shows an address that unsubscribed as such, and filters on it (CSV too)', async () => {
    const handler = subscribersFake(false, [...SUBSCRIBERS, LEFT]);
    fake.server.setHandler((request) => handler(request) ?? fake.api.handle(request));
    await renderAdmin('/subscribers', { baseUrl: fake.server.url });
    const table = await screen.findByRole('table', { name: 'Subscribers, newest first' });
    expect(within(table).getByRole('row', { name: /left@example.com/ })).toHaveTextContent('Unsubscribed');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Unsubscribed');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByRole('link', { name: 'Download CSV (these filters)' })).toHaveAttribute(
      'href',
      '/api/admin/subscribers/export/?status=unsubscribed',
    );
    expect(fake.server.requests.at(-1)?.query.get('status')).toBe('unsubscribed');
    await waitFor(() => expect(screen.queryByRole('row', { name: /mei@example.com/ })).toBeNull());
    expect(screen.getByRole('row', { name: /left@example.com/ })).toBeInTheDocument();
  });

  it('says when the list could not be read, and offers to try again', async () => {
    const handler = subscribersFake(true);
    fake.server.setHandler((request) => handler(request) ?? fake.api.handle(request));
    await renderAdmin('/subscribers', { baseUrl: fake.server.url });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is not in a merchandiser’s console', async () => {
    fake.api.state.signedInAs = 4;
    await renderAdmin('/subscribers', { baseUrl: fake.server.url });
    expect(await screen.findByRole('heading', { name: 'Your role cannot do this' })).toBeInTheDocument();
    expect(fake.server.requests.some((r) => r.path === '/api/admin/subscribers/')).toBe(false);
  });
});
