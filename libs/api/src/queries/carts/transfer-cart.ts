import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../client/api-error';
import type { ApiClient } from '../../client/create-api-client';
import type { Cart, PrecheckoutChange } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import { cacheCart, forgetCart } from './cache';

/**
 * `POST /api/carts/{id}/transfer/` (members only): merges guest cart `id` into the signed-in
 * member's cart. Answers the member's cart, whose id becomes the basket id, and `changes`: what
 * could not be merged as asked (quantities capped to stock, the guest's code not carried over).
 * Idempotent: a repeated transfer answers the member's cart with no changes.
 */
export interface CartTransfer {
  /** The member's cart after the merge. */
  cart: Cart;
  /** What was not merged as asked; empty when everything was. */
  changes: PrecheckoutChange[];
}

type TransferAnswer = Cart & { transfer_changes?: PrecheckoutChange[] };

export async function transferCart(api: ApiClient, guestCartId: string): Promise<CartTransfer> {
  const answer: TransferAnswer = unwrap(
    await api.POST('/api/carts/{id}/transfer/', { params: { path: { id: guestCartId } } }),
  );
  const { transfer_changes: changes = [], ...cart } = answer;
  return { cart, changes };
}

export function useTransferCart() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guestCartId: string) => transferCart(api, guestCartId),
    onSuccess: ({ cart }, guestCartId) => {
      // The guest cart is closed by the merge (later calls on it are 404): only the member's remains.
      if (guestCartId !== cart.id) forgetCart(queryClient, guestCartId);
      cacheCart(queryClient, api, cart);
    },
  });
}
