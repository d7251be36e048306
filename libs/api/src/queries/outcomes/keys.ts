import type { LocaleKey } from '../types';

export const outcomeKeys = {
  all: ['outcomes'] as const,
  lists: () => [...outcomeKeys.all, 'list'] as const,
  /** The member's own outcomes. */
  list: (params: { locale: LocaleKey }) => [...outcomeKeys.lists(), params] as const,
  details: () => [...outcomeKeys.all, 'detail'] as const,
  detail: (id: string, locale: LocaleKey) => [...outcomeKeys.details(), id, locale] as const,
};
