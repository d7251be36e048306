import type { AdminGiftCard } from '@atelier/api/schema';
import type { RecordedRequest, TestReply } from '@atelier/api/testing/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';
import { useFakeAdminServer } from '../../testing/use-fake-admin-server';

const fake = useFakeAdminServer();

function card(): AdminGiftCard {
  return {
    id: 5,
    code: 'ABCD-EFGH-JKLM-NP23',
    currency: 'SGD',
    initial_value: 10000,
    balance: 4000,
    status: 'active',
    recipient_email: 'wei@example.com',
    recipient_name: 'Wei',
    sender_name: null,
    message: null,
    expires_at: '2027-11-01T00:00:00Z',
    created_at: '2026-11-01T00:00:00Z',
    issued_by_staff: false,
    voided_at: null,
    void_reason: null,
    history: [
      {
        kind: 'purchase',
        at: '2026-11-01T00:00:00Z',
        amount: 10000,
        currency: 'SGD',
        order_id: null,
        order_number: 100123,
        note: null,
      },
      {
        kind: 'redemption',
        at: '2026-11-10T00:00:00Z',
        amount: 6000,
        currency: 'SGD',
        order_id: null,
        order_number: 100200,
        note: null,
      },
    ],
  };
}

function cardsFake(stored: AdminGiftCard) {
  return (request: RecordedRequest): TestReply | null => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (request.path === '/api/admin/gift-cards/') {
      if (request.method === 'GET') {
        const q = request.query.get('q');
        const shown = !q || stored.recipient_email.includes(q) ? [stored] : [];
        return {
          status: 200,
          body: {
            count: shown.length,
            results: shown.map((c) => ({
              id: c.id,
              code_last4: c.code.slice(-4),
              currency: c.currency,
              initial_value: c.initial_value,
              balance: c.balance,
              status: c.status,
              recipient_email: c.recipient_email,
              expires_at: c.expires_at,
              created_at: c.created_at,
              issued_by_staff: c.issued_by_staff,
            })),
          },
        };
      }
      const issued: AdminGiftCard = {
        ...card(),
        id: 9,
        code: 'ZZZZ-YYYY-XXXX-WW22',
        currency: body['currency'] as AdminGiftCard['currency'],
        initial_value: body['amount'] as number,
        balance: body['amount'] as number,
        recipient_email: body['recipient_email'] as string,
        issued_by_staff: true,
        history: [],
      };
      return { status: 201, body: issued };
    }
    if (request.path === `/api/admin/gift-cards/${stored.id}/`) return { status: 200, body: stored };
    if (request.path === `/api/admin/gift-cards/${stored.id}/void/`) {
      Object.assign(stored, {
        status: 'voided',
        balance: 0,
        void_reason: body['reason'],
        voided_at: '2026-11-29T10:00:00Z',
      });
      stored.history.push({
        kind: 'void',
        at: '2026-11-29T10:00:00Z',
        amount: 0,
        currency: 'SGD',
        order_id: null,
        order_number: null,
        note: body['reason'] as string,
      });
      return { status: 200, body: stored };
    }
    if (request.path === '/api/admin/gift-cards/9/') return null;
    return null;
  };
}

describe('the gift card screens', () => {
  let stored: AdminGiftCard;
  beforeEach(() => {
    stored = card();
    fake.api.state.signedInAs = 2; // staff
    const handler = cardsFake(stored);
    fake.server.setHandler((request) => handler(request) ?? fake.api.handle(request));
  });

  it('lists cards by their last 4 only, then shows the whole code, balance and history on the card', async () => {
    await renderAdmin('/gift-cards', { baseUrl: fake.server.url });
    const table = await screen.findByRole('table', { name: 'Gift cards, newest first' });
    expect(table).toHaveTextContent('NP23');
    expect(table).not.toHaveTextContent('ABCD-EFGH');
    expect(within(table).getByRole('row', { name: /NP23/ })).toHaveTextContent('S$40.00 / S$100.00');

    const user = userEvent.setup();
    await user.click(within(table).getByRole('link', { name: 'Gift card ending in NP23' }));
    expect(await screen.findByText('ABCD-EFGH-JKLM-NP23')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'History, oldest first' });
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect(history).toHaveTextContent('Paid an order');
    expect(history).toHaveTextContent('#100200');
  });

  it('voids a card only with a reason, and shows it void', async () => {
    await renderAdmin('/gift-cards/5', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Void the card' }));
    expect(screen.getByRole('textbox', { name: 'Why' })).toHaveAccessibleDescription(/Say why/);
    expect(fake.server.requests.some((r) => r.method === 'POST')).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Why' }), 'Reported stolen');
    await user.click(screen.getByRole('button', { name: 'Void the card' }));
    expect(
      await screen.findByText('The card is void: its balance is zero and checkout refuses it.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Void').length).toBeGreaterThan(0);
    expect(fake.server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      reason: 'Reported stolen',
    });
  });

  it('issues a card: the value typed in the currency’s units is sent in minor units', async () => {
    await renderAdmin('/gift-cards/new', { baseUrl: fake.server.url });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Value' }), '50');
    await user.type(screen.getByRole('textbox', { name: "Recipient's e-mail" }), 'guest@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Message (optional)' }), 'Sorry for the wait');
    await user.click(screen.getByRole('button', { name: 'Issue and e-mail' }));
    await screen.findByRole('heading', { name: 'Gift card ending in WW22' });
    expect(fake.server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      currency: 'SGD',
      amount: 5000,
      recipient_email: 'guest@example.com',
      message: 'Sorry for the wait',
    });
  });
});
