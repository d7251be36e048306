import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { Cart } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import { cacheCart } from './cache';

/** `DELETE /api/carts/{cartPk}/items/{id}/`; answers the updated cart (new totals). */
export async function removeCartItem(api: ApiClient, cartPk: string, itemId: number): Promise<Cart> {
  return unwrap(
    await api.DELETE('/api/carts/{cartPk}/items/{id}/', { params: { path: { cartPk, id: itemId } } }),
  );
}

export function useRemoveCartItem(cartPk: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) => removeCartItem(api, cartPk, itemId),
    onSuccess: (cart) => cacheCart(queryClient, api, cart),
  });
}
