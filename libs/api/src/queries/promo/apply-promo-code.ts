import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import type { Cart } from '../../generated/schema';
import { useApiClient } from '../api-client-context';
import { cacheCart } from '../carts/cache';
import { updateCart } from '../carts/update-cart';

/**
 * Puts a promo code on a cart (`PATCH /api/carts/{cartPk}/` with `promo_code`). The code must
 * apply at that moment; otherwise a 422 whose `errors[0].reason` is stable (`unknown`, `expired`,
 * `not_started`, `min_spend`, `country`, `currency`, `usage_limit`, `already_used`,
 * `workshop_only`) and whose `message` is a sentence for the shopper (`min_spend` says how much is
 * missing). `GET /api/promo/` (`checkPromo`) answers the same reasons without taking a use.
 */
export function applyPromoCode(api: ApiClient, cartPk: string, code: string): Promise<Cart> {
  return updateCart(api, cartPk, { promo_code: code });
}

/** Takes the code off again (its use is given back). */
export function removePromoCode(api: ApiClient, cartPk: string): Promise<Cart> {
  return updateCart(api, cartPk, { promo_code: null });
}

export function useApplyPromoCode(cartPk: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => applyPromoCode(api, cartPk, code),
    onSuccess: (cart) => cacheCart(queryClient, api, cart),
  });
}

export function useRemovePromoCode(cartPk: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removePromoCode(api, cartPk),
    onSuccess: (cart) => cacheCart(queryClient, api, cart),
  });
}
