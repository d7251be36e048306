import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { WorkshopBooking } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import { bookingKeys, workshopKeys } from './keys';

/**
 * `POST /api/bookings/{id}/cancel/` (the member who booked only): unpaid at any time, confirmed
 * until `cancellable_until` (refunded to the card). 409 outside the rules. Answers the cancelled booking.
 */
export async function cancelBooking(api: ApiClient, bookingId: string): Promise<WorkshopBooking> {
  return unwrap(await api.POST('/api/bookings/{id}/cancel/', { params: { path: { id: bookingId } } }));
}

/** Cancels, keeps the answer as the booking's copy and reads the list and seats again. */
export function useCancelBooking() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => cancelBooking(api, bookingId),
    onSuccess: (booking) => queryClient.setQueryData(bookingKeys.detail(booking.id, api.locale()), booking),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: workshopKeys.allSlots() }),
      ]),
  });
}
