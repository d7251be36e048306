import type { StorePageHead } from '../../app/router/page-manifest';
import { listingPage, LISTING_SOURCE } from './listing-manifest';

export const page = listingPage('all-home-perfumes', 'allHomePerfumes', 'all-home-perfumes');

export const head: StorePageHead = {
  source: LISTING_SOURCE,
  title: 'head.allHomePerfumes.title',
  description: 'head.allHomePerfumes.description',
  sitemap: true,
};
