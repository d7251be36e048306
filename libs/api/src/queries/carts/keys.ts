import type { LocaleKey } from '../types';

export const cartKeys = {
  all: ['carts'] as const,
  lists: () => [...cartKeys.all, 'list'] as const,
  /** A member's carts (`GET /api/users/{userId}/carts/`). */
  list: (params: { userId: number; locale: LocaleKey }) => [...cartKeys.lists(), params] as const,
  details: () => [...cartKeys.all, 'detail'] as const,
  detail: (cartPk: string, locale: LocaleKey) => [...cartKeys.details(), cartPk, locale] as const,
};
