import type { Language } from '@atelier/commerce/enums';
import { countries } from '../countries';
import type { SeedCmsPage } from '../types';
import { ar } from './ar';
import { bestCreationsPage } from './best-creations';
import { businessPages } from './business';
import {
  pageContext,
  type LanguagePages,
  type PageContent,
  type PageContext,
  type PublishedSlug,
} from './context';
import { en } from './en';
import { springLaunchDraft } from './spring-launch-draft';
import { vi } from './vi';
import { zhHans } from './zh-hans';

const PAGES_BY_LANGUAGE: Readonly<Record<Language, LanguagePages>> = { en, ar, 'zh-hans': zhHans, vi };

/** Pages written once for all languages (their texts per language live in the page's module). */
const SHARED_PAGES = { 'perfume-best-creations': bestCreationsPage } as const;

type Slug = PublishedSlug | keyof typeof SHARED_PAGES;

const PUBLISHED_SLUGS: readonly Slug[] = [
  'home',
  'terms-conditions',
  'shipping-information',
  'faq',
  'perfume-best-creations',
];

function pageOf(slug: Slug, language: Language): (ctx: PageContext) => PageContent {
  return slug in SHARED_PAGES
    ? SHARED_PAGES[slug as keyof typeof SHARED_PAGES]
    : PAGES_BY_LANGUAGE[language][slug as PublishedSlug];
}

const UPDATED_AT = '2026-01-05T02:00:00Z';

/**
 * home, terms-conditions, shipping-information, faq and perfume-best-creations for every
 * (country, language) pair of
 * ../countries.ts (every country in all four languages: 20 pairs), plus one draft;
 * then the business-scenting pages (./business.ts) for the same pairs, plus their draft.
 */
export const cmsPages: readonly SeedCmsPage[] = [
  ...countries.flatMap((country) =>
    country.languages.flatMap((language) => {
      const ctx = pageContext(country, language);
      return PUBLISHED_SLUGS.map((slug): SeedCmsPage => {
        const page = pageOf(slug, language)(ctx);
        return {
          slug,
          country: country.code,
          language,
          status: 'published',
          title: page.title,
          seo: { title: `${page.title} | Atelier Scents`, description: page.seoDescription, image: null },
          blocks: page.blocks,
          updatedAt: UPDATED_AT,
        };
      });
    }),
  ),
  springLaunchDraft,
  // The business pages use block types ../types.ts's SeedCmsBlock does not list yet (see
  // ./business-blocks.ts); the seeder copies every block's data as it is, so they store the same.
  ...businessPages,
];
