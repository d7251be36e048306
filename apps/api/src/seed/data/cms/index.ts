import type { Language } from '@atelier/commerce/enums';
import { countries } from '../countries';
import type { SeedCmsPage } from '../types';
import { ar } from './ar';
import { pageContext, type LanguagePages, type PublishedSlug } from './context';
import { en } from './en';
import { springLaunchDraft } from './spring-launch-draft';
import { vi } from './vi';
import { zhHans } from './zh-hans';

const PAGES_BY_LANGUAGE: Readonly<Record<Language, LanguagePages>> = { en, ar, 'zh-hans': zhHans, vi };

const PUBLISHED_SLUGS: readonly PublishedSlug[] = ['home', 'terms-conditions', 'shipping-information', 'faq'];

const UPDATED_AT = '2026-01-05T02:00:00Z';

/**
 * home, terms-conditions, shipping-information and faq for every (country, language) pair of
 * ../countries.ts (sg-en, sg-zh-hans, us-en, vn-vi, vn-en, kr-en, ae-ar, ae-en), plus one draft.
 */
export const cmsPages: readonly SeedCmsPage[] = [
  ...countries.flatMap((country) =>
    country.languages.flatMap((language) => {
      const ctx = pageContext(country, language);
      return PUBLISHED_SLUGS.map((slug): SeedCmsPage => {
        const page = PAGES_BY_LANGUAGE[language][slug](ctx);
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
];
