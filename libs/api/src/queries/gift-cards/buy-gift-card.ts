import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { BuyGiftCardRequest, Order } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import { orderKeys } from '../orders/keys';

/**
 * `POST /api/gift-cards/`: a `pending_payment` order with one gift-card line, paid like any order
 * (`POST /api/orders/{id}/pay/`). Idempotent like order creation: the caller makes the key once
 * per attempt and keeps it, so a double click or a reload answers the same order.
 */
export async function buyGiftCard(
  api: ApiClient,
  request: BuyGiftCardRequest,
  idempotencyKey: string,
): Promise<Order> {
  return unwrap(
    await api.POST('/api/gift-cards/', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body: request,
    }),
  );
}

export function useBuyGiftCard() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: BuyGiftCardRequest; idempotencyKey: string }) =>
      buyGiftCard(api, request, idempotencyKey),
    onSuccess: async (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id, api.locale()), order);
      await queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
