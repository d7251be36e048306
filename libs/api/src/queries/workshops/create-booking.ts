import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { CreateBookingRequest, WorkshopBooking } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import { bookingKeys, workshopKeys } from './keys';

/**
 * `POST /api/bookings/`: holds the places (15 minutes unpaid) and answers a `pending_payment`
 * booking. `idempotencyKey` names one booking attempt: the caller makes it once and keeps it, so a
 * double click, a retry after a network error or a reload answers the same booking (same key with
 * another body: 422). 409 when the slot has too few places left.
 */
export async function createBooking(
  api: ApiClient,
  booking: CreateBookingRequest,
  idempotencyKey: string,
): Promise<WorkshopBooking> {
  return unwrap(
    await api.POST('/api/bookings/', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body: booking,
    }),
  );
}

export function useCreateBooking() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ booking, idempotencyKey }: { booking: CreateBookingRequest; idempotencyKey: string }) =>
      createBooking(api, booking, idempotencyKey),
    onSuccess: (booking) => queryClient.setQueryData(bookingKeys.detail(booking.id, api.locale()), booking),
    // Seats left changed either way (taken, or found full).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workshopKeys.allSlots() }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.lists() }),
      ]),
  });
}
