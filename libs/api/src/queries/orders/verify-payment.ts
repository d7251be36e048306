import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { Order } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import { orderKeys } from './keys';

/**
 * `POST /api/verify/`: asks the server to confirm the order's last payment with the provider and
 * answers the order as it now stands. Safe to repeat (a reload of the confirmation page).
 */
export async function verifyPayment(api: ApiClient, orderId: string): Promise<Order> {
  return unwrap(await api.POST('/api/verify/', { body: { order_id: orderId } }));
}

/** Verifies and stores the answered order as the current copy. */
export function useVerifyPayment() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => verifyPayment(api, orderId),
    onSuccess: (order) => queryClient.setQueryData(orderKeys.detail(order.id, api.locale()), order),
  });
}
