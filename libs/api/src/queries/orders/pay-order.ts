import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { Payment, PaymentRequest } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import { orderKeys } from './keys';

/**
 * `POST /api/orders/{id}/pay/`: one payment attempt. A decline is a 200 with `status: 'failed'`
 * and the provider's `failure_message` (the order can be paid again); 409 when it is already paid.
 */
export async function payOrder(api: ApiClient, orderId: string, payment: PaymentRequest): Promise<Payment> {
  return unwrap(
    await api.POST('/api/orders/{id}/pay/', { params: { path: { id: orderId } }, body: payment }),
  );
}

/** Pays and marks the order's cached copies, and the history listing it, stale (its status changed either way). */
export function usePayOrder(orderId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: PaymentRequest) => payOrder(api, orderId, payment),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...orderKeys.details(), orderId] }),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
      ]),
  });
}
