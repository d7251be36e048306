import type { StorePageHead } from '../../app/router/page-manifest';
import { cmsPage, CMS_PAGE_SOURCE } from './cms-page-manifest';

export const page = cmsPage('faq', 'faq', 'faq', 'faq');

export const head: StorePageHead = {
  source: CMS_PAGE_SOURCE,
  title: 'pages.faq.title',
  description: 'head.faq.description',
  sitemap: true,
};
