import type { LocaleKey } from '../types';

/** SPEC §7: `?group=scent_family&quiz=true(&partnership=)` and `?quiz=true&partnership={partner}`. */
export interface TagListParams {
  group?: string;
  quiz?: boolean;
  partnership?: string;
}

export const tagKeys = {
  all: ['tags'] as const,
  lists: () => [...tagKeys.all, 'list'] as const,
  list: (params: TagListParams & { locale: LocaleKey }) => [...tagKeys.lists(), params] as const,
  details: () => [...tagKeys.all, 'detail'] as const,
  detail: (id: number, locale: LocaleKey) => [...tagKeys.details(), id, locale] as const,
};
