import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { Cart, UpdateCartRequest } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import { cacheCart } from './cache';

/**
 * `PATCH /api/carts/{cartPk}/` (an addition to SPEC §7): applies or removes a promo code and picks
 * a shipping rule; send only what changes, `null` removes. 422 when a code does not apply.
 */
export async function updateCart(api: ApiClient, cartPk: string, changes: UpdateCartRequest): Promise<Cart> {
  return unwrap(await api.PATCH('/api/carts/{cartPk}/', { params: { path: { cartPk } }, body: changes }));
}

export function useUpdateCart(cartPk: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateCartRequest) => updateCart(api, cartPk, changes),
    onSuccess: (cart) => cacheCart(queryClient, api, cart),
  });
}
