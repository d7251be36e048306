import type { LocaleKey } from '../types';

export const cmsPageKeys = {
  all: ['cms-pages'] as const,
  lists: () => [...cmsPageKeys.all, 'list'] as const,
  list: (params: { locale: LocaleKey }) => [...cmsPageKeys.lists(), params] as const,
  details: () => [...cmsPageKeys.all, 'detail'] as const,
  /** `slug` is the full `{slug}-{country}-{language}`; drafts are separate entries. */
  detail: (slug: string, locale: LocaleKey, variant: 'published' | 'draft' = 'published') =>
    [...cmsPageKeys.details(), slug, variant, locale] as const,
};

/** SPEC §7: CMS slugs are `{slug}-{country}-{language}`. */
export function cmsSlug(slug: string, country: string, language: string): string {
  return `${slug}-${country}-${language}`;
}
