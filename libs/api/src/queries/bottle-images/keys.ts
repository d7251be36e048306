import type { LocaleKey } from '../types';

export const bottleImageKeys = {
  all: ['bottle-images'] as const,
  lists: () => [...bottleImageKeys.all, 'list'] as const,
  list: (locale: LocaleKey) => [...bottleImageKeys.lists(), locale] as const,
};
