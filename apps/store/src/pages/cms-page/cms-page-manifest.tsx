import { cmsPaths, definePage, type StorePage, type StoreRouteName } from '../../app/router/page-manifest';
import type { CmsPageKey } from './cms-page';

/** The manifest of a store CMS page at `path` (and its drafts), showing the CMS page `slug`. */
export const cmsPage = (name: StoreRouteName, slug: string, pageKey: CmsPageKey, path: string): StorePage =>
  definePage({
    name,
    paths: cmsPaths(path),
    data: (loaders) => loaders.cms(slug),
    chunk: 'cms-page',
    load: () => import('./cms-page'),
    render: (module) => <module.CmsPageView slug={slug} pageKey={pageKey} />,
  });

/** The source of the CMS pages' chunk (their manifests' `head.source`). */
export const CMS_PAGE_SOURCE = 'src/pages/cms-page/cms-page.tsx';
