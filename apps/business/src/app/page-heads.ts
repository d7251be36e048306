import { buildPageHeads, type PageHeadsInput } from '@atelier/app-shell/page-heads';
import { LANGUAGES, type Language } from '@atelier/commerce/paths';
import { catalogues } from '../i18n/all-catalogues';
import { headCatalogues } from '../i18n/head-texts';
import type { BusinessPageHead } from './page-manifest';

/** Every business page manifest (`*.page.ts` under src/pages): for the server build only. */
export const BUSINESS_PAGE_HEADS: readonly BusinessPageHead[] = Object.values(
  import.meta.glob<BusinessPageHead>('../pages/**/*.page.ts', { eager: true, import: 'head' }),
);

/** The input of the area's heads: the manifests, the area's catalogue and the head texts. */
export function businessPageHeadsInput(
  pages: readonly BusinessPageHead[] = BUSINESS_PAGE_HEADS,
): PageHeadsInput {
  return {
    pages,
    catalogues: Object.fromEntries(
      LANGUAGES.map((language) => [language, [catalogues[language], headCatalogues[language]]]),
    ) as Record<Language, object[]>,
    brand: 'head.brand',
    notFound: 'notFound.title',
    description: 'head.landing.description',
  };
}

/** The area's heads and sitemap entries, as its SSR build exports them for the API server. */
export const businessPageHeads = () => buildPageHeads(businessPageHeadsInput());
