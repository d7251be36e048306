import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { Payment, PaymentRequest } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import { bookingKeys } from './keys';

/**
 * `POST /api/bookings/{id}/pay/`: one payment attempt, with the same test cards and outcomes as
 * orders. A decline is a 200 with `status: 'failed'` (payable again while the hold lasts); 409 once
 * paid, cancelled or expired.
 */
export async function payBooking(
  api: ApiClient,
  bookingId: string,
  payment: PaymentRequest,
): Promise<Payment> {
  return unwrap(
    await api.POST('/api/bookings/{id}/pay/', { params: { path: { id: bookingId } }, body: payment }),
  );
}

/** Pays and marks the booking's cached copies and the member's list stale (its status changed either way). */
export function usePayBooking(bookingId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: PaymentRequest) => payBooking(api, bookingId, payment),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...bookingKeys.details(), bookingId] }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.lists() }),
      ]),
  });
}
