import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import type { Cart } from '../../generated/schema';
import { cartKeys } from './keys';

/**
 * Stores a cart the server just answered as the authoritative one for the current locale, and drops
 * the copies cached for other locales (names and prices differ there): queries are not refetched on
 * mount (SPEC §7), so a stale copy would otherwise be shown after a language or country switch.
 */
export function cacheCart(queryClient: QueryClient, api: ApiClient, cart: Cart): void {
  const key = cartKeys.detail(cart.id, api.locale());
  queryClient.removeQueries({
    queryKey: [...cartKeys.details(), cart.id],
    predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(key),
  });
  queryClient.setQueryData(key, cart);
}

/** Forgets every cached copy of a cart (it was merged away or no longer exists). */
export function forgetCart(queryClient: QueryClient, cartPk: string): void {
  queryClient.removeQueries({ queryKey: [...cartKeys.details(), cartPk] });
}
