import type { AdminBooking, AdminBookingDay } from '@atelier/api/schema';
import type { RecordedRequest, TestReply } from '@atelier/api/testing/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../testing/render-admin';
import { useFakeAdminServer } from '../../testing/use-fake-admin-server';

const fake = useFakeAdminServer();
const DATE = '2026-12-05';

function meiTan(): AdminBooking {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    status: 'confirmed',
    country: 'sg',
    language: 'en',
    currency: 'SGD',
    amount: 29600,
    discount: 0,
    tax: { name: 'gst', rate: 900, amount: 2444 },
    client: { email: 'mei@example.com', phone: '+65 9123 4567', first_name: 'Mei', last_name: 'Tan' },
    user_id: null,
    created_at: '2026-11-20T02:00:00.000Z',
    paid_at: '2026-11-20T02:01:00.000Z',
    cancelled_at: null,
    refunded: false,
    refund_failure_reason: null,
    entries: [
      {
        id: 41,
        line_name: 'Perfume Creation Atelier',
        service_id: 1,
        code: 'PCA',
        service_name: 'Perfume Creation Atelier',
        // 10:30 in Singapore.
        start: '2026-12-05T02:30:00.000Z',
        end: '2026-12-05T04:30:00.000Z',
        guests: 2,
      },
    ],
  };
}

/** The day and its writes, in front of the shell's fake (session, CSRF). */
function bookingsFake(booking: AdminBooking, options: { full?: boolean; refused?: boolean } = {}) {
  return (request: RecordedRequest): TestReply | null => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (request.method === 'GET' && request.path === '/api/admin/bookings/') {
      const day: AdminBookingDay = {
        date: request.query.get('date') ?? DATE,
        country: request.query.get('country') ?? 'sg',
        time_zone: 'Asia/Singapore',
        count: request.query.get('date') === DATE ? 1 : 0,
        results: request.query.get('date') === DATE ? [booking] : [],
        slots: [],
      };
      return { status: 200, body: day };
    }
    if (request.path === `/api/admin/bookings/${booking.id}/move/`) {
      if (options.full)
        return {
          status: 409,
          body: {
            message: 'This time slot is full.',
            status: 409,
            errors: [{ field: 'body.start', reason: 'slot_full' }],
          },
        };
      booking.entries[0]!.start = body['start'] as string;
      booking.entries[0]!.end = new Date(Date.parse(body['start'] as string) + 7_200_000).toISOString();
      return { status: 200, body: booking };
    }
    if (request.path === `/api/admin/bookings/${booking.id}/cancel/`) {
      if (options.refused)
        return {
          status: 502,
          body: {
            message:
              'The payment provider refused the refund: This charge is disputed and cannot be refunded. Nothing was changed: the booking is not cancelled.',
            status: 502,
            code: 'payment_provider_error',
            errors: [
              { field: 'payment_provider', reason: 'This charge is disputed and cannot be refunded.' },
            ],
          },
        };
      booking.status = 'cancelled';
      booking.refunded = true;
      booking.cancelled_at = '2026-11-29T10:00:00.000Z';
      return { status: 200, body: booking };
    }
    return null;
  };
}

describe('the bookings day view', () => {
  let booking: AdminBooking;
  beforeEach(() => {
    booking = meiTan();
    fake.api.state.signedInAs = 2; // staff
  });

  it('shows the studio day and moves a session to another time', async () => {
    const handle = bookingsFake(booking);
    fake.server.setHandler((request) => handle(request) ?? fake.api.handle(request));
    await renderAdmin(`/bookings?country=sg&date=${DATE}`, { baseUrl: fake.server.url });
    const table = await screen.findByRole('table', { name: `Bookings on ${DATE}` });
    const row = within(table).getByRole('row', { name: /Mei Tan/ });
    expect(row).toHaveTextContent('10:30');
    expect(row).toHaveTextContent('Confirmed');

    await userEvent.click(within(row).getByRole('button', { name: 'Move the session of Mei Tan at 10:30' }));
    expect(screen.getByRole('heading', { name: 'Move the session of Mei Tan' })).toHaveFocus();
    await userEvent.selectOptions(screen.getByLabelText('New start time (studio time)'), '14:00');
    await userEvent.click(screen.getByRole('button', { name: 'Move the session' }));
    expect(await screen.findByText(/The session of Mei Tan was moved/)).toBeInTheDocument();
    const move = fake.server.requests.find((r) => r.path.endsWith('/move/'));
    expect(move?.body).toEqual({ entry_id: 41, start: '2026-12-05T06:00:00.000Z' });
    expect(move?.headers['x-csrf-token']).toBeTruthy();
    expect(await within(table).findByText(/14:00/)).toBeInTheDocument();
  });

  it('says a full session is full, and keeps the booking where it was', async () => {
    const handle = bookingsFake(booking, { full: true });
    fake.server.setHandler((request) => handle(request) ?? fake.api.handle(request));
    await renderAdmin(`/bookings?country=sg&date=${DATE}`, { baseUrl: fake.server.url });
    const table = await screen.findByRole('table', { name: `Bookings on ${DATE}` });
    await userEvent.click(within(table).getByRole('button', { name: /Move the session of Mei Tan/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Move the session' }));
    expect(await screen.findByText('That session is full: choose another time.')).toBeInTheDocument();
  });

  it('cancels with a reason (required) and shows the refund', async () => {
    const handle = bookingsFake(booking);
    fake.server.setHandler((request) => handle(request) ?? fake.api.handle(request));
    await renderAdmin(`/bookings?country=sg&date=${DATE}`, { baseUrl: fake.server.url });
    const table = await screen.findByRole('table', { name: `Bookings on ${DATE}` });
    await userEvent.click(within(table).getByRole('button', { name: 'Cancel the booking of Mei Tan' }));
    expect(
      screen.getByText('This booking is paid: the full amount is refunded to the card.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the booking' }));
    expect(screen.getByText('Give a reason for the cancellation.')).toBeInTheDocument();
    expect(fake.server.requests.some((r) => r.path.endsWith('/cancel/'))).toBe(false);
    await userEvent.type(screen.getByLabelText(/Reason/), 'Studio closed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the booking' }));
    expect(await screen.findByText(/The booking of Mei Tan was cancelled/)).toBeInTheDocument();
    expect(fake.server.requests.find((r) => r.path.endsWith('/cancel/'))?.body).toEqual({
      reason: 'Studio closed',
    });
    expect(await within(table).findByText('Cancelled')).toBeInTheDocument();
  });

  it('says the payment provider refused the refund, with its reason, and the booking stays as it was', async () => {
    const handle = bookingsFake(booking, { refused: true });
    fake.server.setHandler((request) => handle(request) ?? fake.api.handle(request));
    await renderAdmin(`/bookings?country=sg&date=${DATE}`, { baseUrl: fake.server.url });
    const table = await screen.findByRole('table', { name: `Bookings on ${DATE}` });
    await userEvent.click(within(table).getByRole('button', { name: 'Cancel the booking of Mei Tan' }));
    await userEvent.type(screen.getByLabelText(/Reason/), 'Studio closed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the booking' }));
    expect(
      await screen.findByText(
        'The payment provider refused the refund: This charge is disputed and cannot be refunded. Nothing was changed: the booking is still confirmed.',
      ),
    ).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Mei Tan/ })).toHaveTextContent('Confirmed');
  });

  it('says when Stripe failed the refund of a cancelled booking, with its reason', async () => {
    const handle = bookingsFake({
      ...booking,
      status: 'cancelled',
      refund_failure_reason: 'Stripe marked the refund failed (lost_or_stolen_card)',
    });
    fake.server.setHandler((request) => handle(request) ?? fake.api.handle(request));
    await renderAdmin(`/bookings?country=sg&date=${DATE}`, { baseUrl: fake.server.url });
    const table = await screen.findByRole('table', { name: `Bookings on ${DATE}` });
    expect(
      await within(table).findByText(
        /refund failed: Stripe marked the refund failed \(lost_or_stolen_card\); the money was not paid back/,
      ),
    ).toBeInTheDocument();
  });

  it('says when nobody booked the day', async () => {
    const handle = bookingsFake(booking);
    fake.server.setHandler((request) => handle(request) ?? fake.api.handle(request));
    await renderAdmin('/bookings?country=sg&date=2026-12-06', { baseUrl: fake.server.url });
    expect(await screen.findByText('No bookings that day')).toBeInTheDocument();
  });
});
