import { definePage, type StorePageHead } from '../../app/router/page-manifest';
import { CMS_PAGE_SOURCE } from './cms-page-manifest';

/** `draft/{slug}`: any CMS page's draft by its slug, with the preview token (README's example). */
export const page = definePage({
  name: 'cms-draft',
  paths: ['draft/:slug'],
  chunk: 'cms-page',
  load: () => import('./cms-page'),
  render: (module) => <module.CmsDraftBySlug />,
});

export const head: StorePageHead = {
  source: CMS_PAGE_SOURCE,
  title: 'pages.cmsDraft.title',
  description: 'head.shop.description',
  // Not `private`: every `draft` path is already noindex, never cached and out of robots.txt.
};
