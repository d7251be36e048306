import type { StorePageHead } from '../../app/router/page-manifest';
import { listingPage, LISTING_SOURCE } from './listing-manifest';

export const page = listingPage('all-perfumes', 'allPerfumes', 'all-perfumes');

export const head: StorePageHead = {
  source: LISTING_SOURCE,
  title: 'pages.allPerfumes.title',
  description: 'head.allPerfumes.description',
  sitemap: true,
};
