import type { LocaleKey } from '../types';

export const countryKeys = {
  all: ['countries'] as const,
  lists: () => [...countryKeys.all, 'list'] as const,
  list: (params: { locale: LocaleKey }) => [...countryKeys.lists(), params] as const,
  details: () => [...countryKeys.all, 'detail'] as const,
  detail: (code: string, locale: LocaleKey) => [...countryKeys.details(), code, locale] as const,
};
