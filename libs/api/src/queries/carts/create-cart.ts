import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { Cart } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import { cartKeys } from './keys';

export async function createCart(api: ApiClient): Promise<Cart> {
  return unwrap(await api.POST('/api/carts/'));
}

/** Creates a cart and seeds its query; the caller stores `cart.id` as the basket id. */
export function useCreateCart() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createCart(api),
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.detail(cart.id, api.locale()), cart),
  });
}
