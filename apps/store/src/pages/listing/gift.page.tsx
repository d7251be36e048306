import type { StorePageHead } from '../../app/router/page-manifest';
import { listingPage, LISTING_SOURCE } from './listing-manifest';

export const page = listingPage('gift', 'gift', 'gift');

export const head: StorePageHead = {
  source: LISTING_SOURCE,
  title: 'head.gift.title',
  description: 'head.gift.description',
  sitemap: true,
};
