// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../client/api-error';
import type { WorkshopBooking } from '../../generated/schema';
import * as fixtures from '../../testing/fixtures';
import { useHookHarness } from '../../testing/hook-harness';
import type { RecordedRequest, TestReply } from '../../testing/test-server';
import { useCancelBooking } from './cancel-booking';
import { useCreateBooking } from './create-booking';
import { useWorkshopSlots } from './get-workshop-slots';
import { bookingKeys, workshopKeys } from './keys';
import { useBookings } from './list-bookings';

const TOKEN = 'member-token';
const slot = {
  start: '2026-11-24T02:30:00Z',
  end: '2026-11-24T03:00:00Z',
  capacity: 8,
  available: 8,
  bookable: true,
};

/** Slots, bookings and cancelling, as the contract answers them (a full slot answers 409). */
let booking: WorkshopBooking;
function handler(request: RecordedRequest): TestReply {
  if (request.path === '/api/workshops/services/1/slots/') return { status: 200, body: [slot] };
  if (request.path === '/api/bookings/' && request.method === 'POST') {
    if (request.headers['idempotency-key'] === 'full-slot')
      return { status: 409, body: { message: 'This time slot is full.', status: 409 } };
    return { status: 201, body: booking };
  }
  if (request.path === '/api/bookings/' && request.method === 'GET') {
    return request.headers.authorization === `Bearer ${TOKEN}`
      ? { status: 200, body: [booking] }
      : { status: 401, body: fixtures.errors.unauthorized };
  }
  if (request.path === `/api/bookings/${booking.id}/cancel/`) {
    booking = { ...booking, status: 'cancelled', hold_expires_at: null };
    return { status: 200, body: booking };
  }
  return { status: 404, body: fixtures.errors.notFound };
}

const harness = useHookHarness(handler);
const { wrapper } = harness;
const locale = { country: 'sg', language: 'en', currency: 'sgd' };

beforeEach(() => {
  booking = { ...fixtures.booking };
});

const request = {
  lines: [{ type: 'booking' as const, bookings: [{ service_id: 1 as const, start: slot.start, guests: 2 }] }],
  client: { email: 'mei@example.com', phone: '+65 9123 4567', first_name: 'Mei', last_name: 'Tan' },
};

describe('workshop queries', () => {
  it('asks for slots only once a service and a day are chosen, with the day and locale', async () => {
    const { result, rerender } = renderHook(
      ({ date }: { date: string | undefined }) => useWorkshopSlots(1, date),
      { wrapper, initialProps: { date: undefined as string | undefined } },
    );
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ date: '2026-11-24' });
    await waitFor(() => expect(result.current.data).toEqual([slot]));
    const [sent] = harness.server.requests;
    expect(sent?.query.get('date')).toBe('2026-11-24');
    expect(sent?.headers['accept-country']).toBe('sg');
    expect(harness.queryClient.getQueryData(workshopKeys.slots(1, '2026-11-24', locale))).toEqual([slot]);
  });

  it('creates a booking with the Idempotency-Key, keeps it as the detail and reads seats again', async () => {
    harness.queryClient.setQueryData(workshopKeys.slots(1, '2026-11-24', locale), [slot]);
    const { result } = renderHook(() => useCreateBooking(), { wrapper });
    await act(() => result.current.mutateAsync({ booking: request, idempotencyKey: 'attempt-1234' }));
    const sent = harness.server.requests.find((r) => r.path === '/api/bookings/');
    expect(sent?.headers['idempotency-key']).toBe('attempt-1234');
    expect(sent?.body).toEqual(request);
    expect(harness.queryClient.getQueryData(bookingKeys.detail(booking.id, locale))).toEqual(booking);
    expect(
      harness.queryClient.getQueryState(workshopKeys.slots(1, '2026-11-24', locale))?.isInvalidated,
    ).toBe(true);
  });

  it('rejects a full slot with the 409', async () => {
    const { result } = renderHook(() => useCreateBooking(), { wrapper });
    const error = await result.current
      .mutateAsync({ booking: request, idempotencyKey: 'full-slot' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
  });

  it('lists the member’s bookings only with a token, and cancels one', async () => {
    const guest = renderHook(() => useBookings(), { wrapper });
    expect(guest.result.current.fetchStatus).toBe('idle');
    harness.tokens.setTokens({ token: TOKEN, refreshToken: 'refresh' });
    const member = renderHook(() => useBookings(), { wrapper });
    await waitFor(() => expect(member.result.current.data?.[0]?.id).toBe(booking.id));

    const cancel = renderHook(() => useCancelBooking(), { wrapper });
    await act(() => cancel.result.current.mutateAsync(booking.id));
    await waitFor(() => expect(member.result.current.data?.[0]?.status).toBe('cancelled'));
  });
});
