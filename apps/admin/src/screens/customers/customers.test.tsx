import type { AdminCustomer } from '@atelier/api/schema';
import type { RecordedRequest, TestReply } from '@atelier/api/testing/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';
import { useFakeAdminServer } from '../../testing/use-fake-admin-server';

const fake = useFakeAdminServer();

const ngoc: AdminCustomer = {
  id: 12,
  email: 'ngoc@example.com',
  first_name: 'Ngọc',
  last_name: 'Pham',
  phone: '+84 90 123 4567',
  tier: 'gold',
  country: 'vn',
  language: 'vi',
  marketing_opt_in: true,
  date_joined: '2026-10-01T03:00:00.000Z',
  orders: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      number: 100042,
      status: 'paid',
      currency: 'SGD',
      total: 12800,
      created_at: '2026-11-02T03:00:00.000Z',
    },
  ],
  bookings: [],
};

function customersFake(request: RecordedRequest): TestReply | null {
  if (request.method === 'GET' && request.path === '/api/admin/customers/') {
    const q = request.query.get('q');
    const matches = !q || ngoc.email.includes(q.toLowerCase());
    const { phone: _p, language: _l, marketing_opt_in: _m, orders: _o, bookings: _b, ...summary } = ngoc;
    return { status: 200, body: { count: matches ? 1 : 0, results: matches ? [summary] : [] } };
  }
  if (request.method === 'GET' && request.path === '/api/admin/customers/12/')
    return { status: 200, body: ngoc };
  return null;
}

describe('the customers screens', () => {
  beforeEach(() => {
    fake.api.state.signedInAs = 2;
    fake.server.setHandler((request) => customersFake(request) ?? fake.api.handle(request));
  });

  it('searches members on the server and opens one with tier and orders', async () => {
    await renderAdmin('/customers', { baseUrl: fake.server.url });
    const table = await screen.findByRole('table', { name: 'Customers, newest first' });
    expect(within(table).getByRole('row', { name: /Ngọc Pham/ })).toHaveTextContent('Gold');
    await userEvent.type(screen.getByLabelText('Name or e-mail'), 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No member matches these filters.')).toBeInTheDocument();
    expect(fake.server.requests.at(-1)?.query.get('q')).toBe('nobody');
  });

  it('shows a member with profile, tier and orders', async () => {
    await renderAdmin('/customers/12', { baseUrl: fake.server.url });
    expect(await screen.findByRole('heading', { name: 'Ngọc Pham' })).toBeInTheDocument();
    expect(screen.getByText('+84 90 123 4567')).toBeInTheDocument();
    const orders = screen.getByRole('table', { name: 'Latest orders' });
    expect(within(orders).getByRole('link', { name: '#100042' })).toHaveAttribute(
      'href',
      '/orders/22222222-2222-4222-8222-222222222222',
    );
    expect(screen.getByText('No bookings yet.')).toBeInTheDocument();
  });
});
