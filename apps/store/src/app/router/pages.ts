import type { StorePage } from './page-manifest';

/**
 * The store's pages: the `page` export of every `*.page.tsx` manifest under src/pages (one per
 * page, in the page's folder). Only that export is imported, so the browser's bundle leaves out
 * the manifests' server half (`head`: titles, sitemap entries, source files), which
 * entry-server.tsx reads.
 */
export const STORE_PAGES: readonly StorePage[] = Object.values(
  import.meta.glob<StorePage>('../../pages/**/*.page.tsx', { eager: true, import: 'page' }),
);
