import { buildPageHeads, type PageHeadsInput } from '@atelier/app-shell/page-heads';
import { LANGUAGES, type Language } from '@atelier/commerce/paths';
import { catalogues } from '../../i18n/all-catalogues';
import { headCatalogues } from '../../i18n/head-texts';
import type { StorePageModule } from './page-manifest';

/**
 * Every page manifest whole (`page` and the server's `head`): for the server build only
 * (entry-server.tsx). The browser's router imports the `page` exports alone (pages.ts).
 */
export const STORE_PAGE_MODULES: readonly StorePageModule[] = Object.values(
  import.meta.glob<StorePageModule>('../../pages/**/*.page.tsx', { eager: true }),
);

/** The input of the store's heads: the manifests' keys, every catalogue and the head texts. */
export function storePageHeadsInput(
  modules: readonly StorePageModule[] = STORE_PAGE_MODULES,
): PageHeadsInput {
  return {
    pages: modules.map(({ page, head }) => ({
      name: page.name,
      paths: page.paths,
      head,
      sitemap: head.sitemap,
      ...(head.private ? { private: true as const } : {}),
    })),
    catalogues: Object.fromEntries(
      LANGUAGES.map((language) => [language, [catalogues[language], headCatalogues[language]]]),
    ) as Record<Language, object[]>,
    brand: 'head.brand',
    notFound: 'notFound.title',
    description: 'head.shop.description',
  };
}

/** The store's heads and sitemap entries, as its SSR build exports them for the API server. */
export const storePageHeads = () => buildPageHeads(storePageHeadsInput());

/**
 * The source files (Vite manifest keys) of the chunks the pages load by name (`page.chunk`, and
 * the parts some draw, `head.parts`), so the server can `modulepreload` them and link their CSS.
 */
export function pageModuleSources(
  modules: readonly StorePageModule[] = STORE_PAGE_MODULES,
): Record<string, string> {
  return Object.fromEntries(
    modules.flatMap(({ page, head }) => [
      [page.chunk ?? page.name, head.source],
      ...Object.entries(head.parts ?? {}),
    ]),
  );
}
