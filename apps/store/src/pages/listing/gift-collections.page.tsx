import type { StorePageHead } from '../../app/router/page-manifest';
import { listingPage, LISTING_SOURCE } from './listing-manifest';

export const page = listingPage('gift-collections', 'giftCollections', 'gift-collections');

export const head: StorePageHead = {
  source: LISTING_SOURCE,
  title: 'head.giftCollections.title',
  description: 'head.giftCollections.description',
  sitemap: true,
};
