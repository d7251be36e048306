import type { TFunction } from 'i18next';
import { failureOf } from '../cart/cart-failures';

/** What a failed save or removal says (SPEC §8): offline, a full wishlist (its reason), or try again. */
export function wishlistError(error: unknown, t: TFunction): string {
  const failure = failureOf(error);
  if (failure.kind === 'offline') return t('errors.offline');
  if (failure.status === 422 && failure.errors?.[0]?.reason === 'wishlist_full')
    return t('product.wishlist.full');
  return t('product.wishlist.failed');
}
