import { definePage, type StorePage, type StoreRouteName } from '../../app/router/page-manifest';
import type { ListingPageKey } from './listing-query';

/** The manifest of a catalogue listing (`key` of LISTING_PAGES) at `path`. */
export const listingPage = (name: StoreRouteName, key: ListingPageKey, path: string): StorePage =>
  definePage({
    name,
    paths: [path],
    data: (loaders) => loaders.listing(key),
    keepOnQueryChange: true,
    chunk: 'listing',
    load: () => import('./catalogue-listing-page'),
    render: (module) => <module.CatalogueListingPage key={key} pageKey={key} />,
  });

/** The source of the listings' chunk (their manifests' `head.source`). */
export const LISTING_SOURCE = 'src/pages/listing/catalogue-listing-page.tsx';
