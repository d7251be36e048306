import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { AddCartItemRequest, Cart } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import { cartKeys } from './keys';

/** Adds a product; the server answers the whole cart with `recent_item` set. */
export async function addCartItem(api: ApiClient, cartPk: string, item: AddCartItemRequest): Promise<Cart> {
  return unwrap(await api.POST('/api/carts/{cartPk}/items/', { params: { path: { cartPk } }, body: item }));
}

export function useAddCartItem(cartPk: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: AddCartItemRequest) => addCartItem(api, cartPk, item),
    // The answer is the authoritative cart: no refetch needed.
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.detail(cart.id, api.locale()), cart),
  });
}
