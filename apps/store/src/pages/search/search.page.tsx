import { definePage, type StorePageHead } from '../../app/router/page-manifest';

/**
 * `search?q=`: the product search's results (issue 23 point 7). The header's search field links
 * here with `pathIn(locale, 'search')` and `?q=`; the page's own field is a GET form to itself, so
 * it works before hydration. The results are fetched before the page renders (server-rendered).
 */
export const page = definePage({
  name: 'search',
  paths: ['search'],
  data: (loaders) => loaders.search,
  load: () => import('./search-page'),
  render: (module) => <module.SearchPage />,
});

export const head: StorePageHead = {
  source: 'src/pages/search/search-page.tsx',
  title: 'searchPage.title',
  description: 'searchPage.description',
  // Not a shopper's own page (the same for everyone, so the page cache may keep it), and not in
  // the sitemap; the page itself says noindex, follow: results pages are thin duplicates of the
  // listings, but crawlers may follow them to the products.
};
