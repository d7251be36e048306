import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { Cart } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import { cacheCart } from './cache';

export interface CartItemQuantity {
  itemId: number;
  quantity: number;
}

/**
 * Sets an item's quantity (`PATCH /api/carts/{cartPk}/items/{id}/`); answers the whole cart. A 409
 * means stock is short: the catalogue's message is SPEC §8's fixed text, the server's own
 * ("Only 2 left in stock") is in `ApiError.result.serverMessage` and `errors`.
 */
export async function updateCartItem(
  api: ApiClient,
  cartPk: string,
  { itemId, quantity }: CartItemQuantity,
): Promise<Cart> {
  return unwrap(
    await api.PATCH('/api/carts/{cartPk}/items/{id}/', {
      params: { path: { cartPk, id: itemId } },
      body: { quantity },
    }),
  );
}

export function useUpdateCartItem(cartPk: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CartItemQuantity) => updateCartItem(api, cartPk, change),
    onSuccess: (cart) => cacheCart(queryClient, api, cart),
  });
}
