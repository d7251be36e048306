import { cartKeys, orderKeys } from '@atelier/api/queries';
import { STORAGE_KEYS } from '@atelier/commerce/enums';
import type { QueryClient } from '@tanstack/react-query';
import type { KeyValueStorage } from '../storage/storage';

/**
 * After a paid order: the cart was closed by the order, so the shopper's next add starts a new one.
 * The stored basket id goes, and the cart's query is re-read: the server answers 404 for a closed
 * cart, which is the basket provider's cue to drop it from its state (the header's count goes to
 * zero). Copies cached for other locales are removed outright. A cached order history would miss
 * the new order (queries are not refetched on mount, SPEC §7), so it is marked stale.
 */
export async function forgetOrderedCart(
  { storage, queryClient }: { storage: KeyValueStorage; queryClient: QueryClient },
  cartId: string,
): Promise<void> {
  if (storage.getItem(STORAGE_KEYS.basketId) === cartId) storage.removeItem(STORAGE_KEYS.basketId);
  const queryKey = [...cartKeys.details(), cartId];
  queryClient.removeQueries({ queryKey, type: 'inactive' });
  await queryClient.invalidateQueries({ queryKey }).catch(() => undefined);
  await queryClient.invalidateQueries({ queryKey: orderKeys.lists() }).catch(() => undefined);
}
