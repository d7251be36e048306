import type { AdminOrder, AdminOrderSummary, OrderRefund } from '@atelier/api/schema';
import type { RecordedRequest, TestReply } from '@atelier/api/testing/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';
import { useFakeAdminServer } from '../../testing/use-fake-admin-server';

const fake = useFakeAdminServer();
const ID = '0c5e2d7a-1f4b-4f7e-8a59-3b6d2c1e9f00';

function paidOrder(): AdminOrder {
  return {
    order: {
      id: ID,
      number: 100042,
      user_id: null,
      email: 'mei@example.com',
      phone: '+65 9123 4567',
      status: 'paid',
      line_items: [
        {
          id: 12,
          kind: 'product',
          product_id: 101,
          product_type: 'single_candle',
          name: 'Orchid Garden Candle',
          quantity: 2,
          price: 4800,
          total: 9600,
          currency: 'SGD',
          item_feed_id: null,
          variant_values: [],
          customization: null,
        },
      ],
      subtotal: 9600,
      discount: 0,
      shipping: 500,
      gift_card_amount: 0,
      total: 10100,
      tax: { name: 'gst', rate: 900, amount: 834 },
      currency: 'SGD',
      exchange_rate: 1,
      shipping_method: 'Standard',
      shipping_address: null,
      promo: null,
      gift_message: null,
      created_at: '2026-11-20T09:00:00Z',
      paid_at: '2026-11-20T09:01:00Z',
      fulfilment: null,
    },
    currency: 'SGD',
    country: 'sg',
    language: 'en',
    note: null,
    payments: [
      {
        id: '8a0b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
        status: 'succeeded',
        amount: 10100,
        currency: 'SGD',
        provider: 'test',
        failure_code: null,
        failure_message: null,
        created_at: '2026-11-20T09:01:00Z',
        refunded_at: null,
      },
    ],
    refunds: [],
    timeline: [
      { kind: 'placed', at: '2026-11-20T09:00:00Z', detail: null, amount: 10100, currency: 'SGD' },
      { kind: 'paid', at: '2026-11-20T09:01:00Z', detail: 'card (test)', amount: 10100, currency: 'SGD' },
    ],
    paid: 10100,
    refunded: 0,
    refundable: 10100,
    refundable_lines: [{ line_id: 12, quantity: 2 }],
    actions: { fulfil: true, cancel: true, refund: true },
  };
}

function summaryOf(order: AdminOrder): AdminOrderSummary {
  return {
    id: order.order.id,
    number: order.order.number,
    status: order.order.status,
    email: order.order.email,
    country: order.country,
    currency: order.currency,
    total: order.order.total,
    paid: order.paid,
    refunded: order.refunded,
    items: 2,
    created_at: order.order.created_at,
    paid_at: order.order.paid_at,
    fulfilled_at: null,
  };
}

/** The orders operations on one order, in front of the shell's fake (session, CSRF). */
function ordersFake(order: AdminOrder) {
  return (request: RecordedRequest): TestReply | null => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (request.method === 'GET' && request.path === '/api/admin/orders/') {
      const q = request.query.get('q');
      const status = request.query.get('status');
      const matches =
        (!q || order.order.email.includes(q) || String(order.order.number) === q) &&
        (!status || status === order.order.status);
      return { status: 200, body: { count: matches ? 1 : 0, results: matches ? [summaryOf(order)] : [] } };
    }
    if (request.method === 'GET' && request.path === `/api/admin/orders/${ID}/`)
      return { status: 200, body: order };
    if (request.method === 'POST' && request.path === `/api/admin/orders/${ID}/fulfil/`) {
      order.order.status = 'fulfilled';
      order.order.fulfilment = {
        carrier: body['carrier'] as string,
        tracking_number: body['tracking_number'] as string,
        tracking_url: (body['tracking_url'] as string | undefined) ?? null,
        fulfilled_at: '2026-11-21T09:00:00Z',
      };
      order.actions = { fulfil: false, cancel: false, refund: true };
      return { status: 200, body: order };
    }
    if (request.method === 'POST' && request.path === `/api/admin/orders/${ID}/refunds/`) {
      const amount = body['amount'] as number;
      const refund: OrderRefund = {
        id: '5b1e9a2c-7d3f-4e8a-9b6c-2d4f6a8c0e1f',
        order_id: ID,
        kind: 'amount',
        status: 'succeeded',
        failure_reason: null,
        amount,
        card_amount: amount,
        gift_card_amount: 0,
        currency: 'SGD',
        reason: body['reason'] as string,
        lines: [],
        staff: { id: 2, email: 'staff@atelier.test' },
        created_at: '2026-11-21T10:00:00Z',
      };
      order.refunds.push(refund);
      order.refunded += amount;
      order.refundable -= amount;
      return { status: 201, body: refund };
    }
    return null;
  };
}

describe('the orders screens', () => {
  let order: AdminOrder;
  beforeEach(() => {
    order = paidOrder();
    fake.api.state.signedInAs = 2; // staff
    const orders = ordersFake(order);
    fake.server.setHandler((request) => orders(request) ?? fake.api.handle(request));
  });

  it('lists orders in a table, filters on the server and says when nothing matches', async () => {
    await renderAdmin('/orders', { baseUrl: fake.server.url });
    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    const row = within(table).getByRole('row', { name: /Order #100042/ });
    expect(row).toHaveTextContent('mei@example.com');
    expect(row).toHaveTextContent('Paid');
    expect(row).toHaveTextContent('S$101.00');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'refunded');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No orders to show')).toBeInTheDocument();
    expect(fake.server.requests.at(-1)?.query.get('status')).toBe('refunded');
  });

  it('fulfils an order from its detail: the dialog says what is missing, then it is sent', async () => {
    await renderAdmin(`/orders/${ID}`, { baseUrl: fake.server.url });
    await screen.findByRole('heading', { level: 1, name: 'Order #100042' });
    expect(screen.getByRole('table', { name: 'Payments' })).toHaveTextContent('Succeeded');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Fulfil' }));
    const dialog = screen.getByRole('dialog', { name: 'Send order #100042' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as sent' }));
    expect(within(dialog).getByText('Enter the carrier.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Carrier/ }), 'SingPost');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), 'SG123456789');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Tracking page/ }),
      'http://insecure.example',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark as sent' }));
    expect(
      within(dialog).getByText('Enter an address starting with https://, or leave it empty.'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /Tracking page/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark as sent' }));
    expect(
      await screen.findByText('The order is marked as sent and the shopper is e-mailed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(/SingPost/)).toBeInTheDocument();
    expect(fake.server.requests.at(-1)?.body).toEqual({
      carrier: 'SingPost',
      tracking_number: 'SG123456789',
    });
  });

  it('shows the tax the order recorded, read-only: GST 9 % of S$101.00 is S$8.34', async () => {
    await renderAdmin(`/orders/${ID}`, { baseUrl: fake.server.url });
    await screen.findByRole('heading', { level: 1, name: 'Order #100042' });
    const term = screen.getByText('Tax included', { selector: 'dt' });
    expect(term.nextElementSibling).toHaveTextContent('GST 9% · S$8.34');
    expect(screen.queryByRole('textbox', { name: /tax/i })).toBeNull();
  });

  it('shows a refund Stripe failed with its reason, and one still pending at the bank', async () => {
    const refund = (
      id: string,
      status: OrderRefund['status'],
      failure_reason: string | null,
    ): OrderRefund => ({
      id,
      order_id: ID,
      kind: 'amount',
      status,
      failure_reason,
      amount: 700,
      card_amount: 700,
      gift_card_amount: 0,
      currency: 'SGD',
      reason: 'Dented box',
      lines: [],
      staff: { id: 2, email: 'staff@atelier.test' },
      created_at: '2026-11-21T10:00:00Z',
    });
    order.refunds = [
      refund(
        '5b1e9a2c-7d3f-4e8a-9b6c-2d4f6a8c0e10',
        'failed',
        'Stripe marked the refund failed (expired_or_canceled_card)',
      ),
      refund('5b1e9a2c-7d3f-4e8a-9b6c-2d4f6a8c0e11', 'pending', null),
    ];
    await renderAdmin(`/orders/${ID}`, { baseUrl: fake.server.url });
    const table = await screen.findByRole('table', { name: 'Refunds' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(
      'Failed: Stripe marked the refund failed (expired_or_canceled_card). Nothing was returned; refund again or contact the shopper.',
    );
    expect(rows[1]).toHaveTextContent('Pending: the bank is paying it back');
  });

  it('refunds part of an order, refusing more than is left before asking the server', async () => {
    await renderAdmin(`/orders/${ID}`, { baseUrl: fake.server.url });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund order #100042' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount in SGD' }), '200');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Damaged cap');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('That is more than is left to refund (S$101.00).')).toBeInTheDocument();
    expect(fake.server.requests.some((r) => r.path.endsWith('/refunds/'))).toBe(false);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Amount in SGD' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount in SGD' }), '15.50');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('S$15.50 refunded. The shopper is e-mailed.')).toBeInTheDocument();
    const sent = fake.server.requests.find((r) => r.path.endsWith('/refunds/'));
    expect(sent?.body).toEqual({ kind: 'amount', amount: 1550, reason: 'Damaged cap' });
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByRole('table', { name: 'Refunds' })).toHaveTextContent('Damaged cap');
  });

  it('says the payment provider refused a refund, with its reason, and that nothing changed', async () => {
    const orders = ordersFake(order);
    fake.server.setHandler((request) =>
      request.method === 'POST' && request.path.endsWith('/refunds/')
        ? {
            status: 502,
            body: {
              message:
                'The payment provider refused the refund: This charge is disputed. Nothing was changed.',
              status: 502,
              code: 'payment_provider_error',
              errors: [{ field: 'payment_provider', reason: 'This charge is disputed.' }],
            },
          }
        : (orders(request) ?? fake.api.handle(request)),
    );
    await renderAdmin(`/orders/${ID}`, { baseUrl: fake.server.url });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund order #100042' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount in SGD' }), '15.50');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Damaged cap');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText(
        'The payment provider refused the refund: This charge is disputed. Nothing was changed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Refunds' })).toBeNull();
  });

  it('says a voided gift card cannot take its part back (409 gift_card_voided), in Arabic too', async () => {
    const orders = ordersFake(order);
    fake.server.setHandler((request) =>
      request.method === 'POST' && request.path.endsWith('/cancel/')
        ? {
            status: 409,
            body: { message: 'The gift card was voided.', status: 409, code: 'gift_card_voided' },
          }
        : (orders(request) ?? fake.api.handle(request)),
    );
    await renderAdmin(`/orders/${ID}`, { baseUrl: fake.server.url, language: 'ar' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'إلغاء الطلب' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'طلب العميل');
    await user.click(within(dialog).getAllByRole('button')[0]!);
    expect(
      await within(dialog).findByText(/أُلغيت بطاقة الهدية التي دفعت جزءًا من هذا الطلب/),
    ).toBeInTheDocument();
  });

  it('shows the order in Arabic, right to left', async () => {
    await renderAdmin(`/orders/${ID}`, { baseUrl: fake.server.url, language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'الطلب رقم 100042' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
