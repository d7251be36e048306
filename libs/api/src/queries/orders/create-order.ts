import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { CreateOrderRequest, Order } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import { orderKeys } from './keys';

/**
 * `POST /api/orders/`: the order from a cart (the cart is closed). `idempotencyKey` names one
 * checkout attempt: the caller makes it once and keeps it, so a double click, a retry after a
 * network error or a reload answers the same order instead of a second one (same key with another
 * body: 422).
 */
export async function createOrder(
  api: ApiClient,
  order: CreateOrderRequest,
  idempotencyKey: string,
): Promise<Order> {
  return unwrap(
    await api.POST('/api/orders/', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body: order,
    }),
  );
}

export function useCreateOrder() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, idempotencyKey }: { order: CreateOrderRequest; idempotencyKey: string }) =>
      createOrder(api, order, idempotencyKey),
    onSuccess: async (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id, api.locale()), order);
      // Queries are not refetched on mount (SPEC §7): a cached history would miss the new order.
      await queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
