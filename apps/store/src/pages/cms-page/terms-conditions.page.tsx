import type { StorePageHead } from '../../app/router/page-manifest';
import { cmsPage, CMS_PAGE_SOURCE } from './cms-page-manifest';

export const page = cmsPage('terms-conditions', 'terms-conditions', 'termsConditions', 'terms-conditions');

export const head: StorePageHead = {
  source: CMS_PAGE_SOURCE,
  title: 'pages.termsConditions.title',
  description: 'head.termsConditions.description',
  sitemap: true,
};
