import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { Cart } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import { cacheCart } from './cache';

/** `POST /api/carts/{id}/clear/`: removes every item and the promo, keeps the cart (and its id). */
export async function clearCart(api: ApiClient, id: string): Promise<Cart> {
  return unwrap(await api.POST('/api/carts/{id}/clear/', { params: { path: { id } } }));
}

export function useClearCart(cartPk: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearCart(api, cartPk),
    onSuccess: (cart) => cacheCart(queryClient, api, cart),
  });
}
