import type { LocaleKey } from '../types';

export const wishlistKeys = {
  all: ['wishlist'] as const,
  /** The signed-in member's wishlist, priced in a market; remove `all` on login/logout. */
  mine: (locale: LocaleKey) => [...wishlistKeys.all, 'me', locale] as const,
};
