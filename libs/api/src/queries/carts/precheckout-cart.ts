import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { PrecheckoutResult } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import { cacheCart } from './cache';

/**
 * `POST /api/carts/{cartPk}/precheckout/`: re-checks stock, prices and the promo before checkout.
 * The server may change the cart; `changes` says what changed, `ok` is true when nothing did.
 */
export async function precheckoutCart(api: ApiClient, cartPk: string): Promise<PrecheckoutResult> {
  return unwrap(await api.POST('/api/carts/{cartPk}/precheckout/', { params: { path: { cartPk } } }));
}

export function usePrecheckoutCart(cartPk: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => precheckoutCart(api, cartPk),
    onSuccess: (result) => cacheCart(queryClient, api, result.cart),
  });
}
