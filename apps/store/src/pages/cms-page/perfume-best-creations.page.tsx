import type { StorePageHead } from '../../app/router/page-manifest';
import { cmsPage, CMS_PAGE_SOURCE } from './cms-page-manifest';

// Creations made in workshops: a CMS page, like the terms and the FAQ.
export const page = cmsPage(
  'perfume-best-creations',
  'perfume-best-creations',
  'perfumeBestCreations',
  'perfume-best-creations',
);

export const head: StorePageHead = {
  source: CMS_PAGE_SOURCE,
  title: 'head.bestCreations.title',
  description: 'head.bestCreations.description',
  sitemap: true,
};
