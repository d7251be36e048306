import { useTags } from '@atelier/api/queries';
import { useTranslation } from 'react-i18next';
import type { ProductsListing } from '../../app/catalogue/catalogue-routes';
import { NotFoundContent } from '../not-found/not-found-content';
import { ListingPage } from './listing-page';
import { SCENT_FAMILY_TAGS, sourceOfProductsListing } from './listing-query';
import { productTypeLabel } from './product-type-label';

const KNOWN_COLLECTIONS = [
  'all-perfumes',
  'all-home-perfumes',
  'candles',
  'personal-fragrance',
  'bespoke',
  'best-sellers',
  'limited-editions',
  'gift',
  'gift-collections',
  'accessories',
] as const;

function isKnownCollection(slug: string): slug is (typeof KNOWN_COLLECTIONS)[number] {
  return (KNOWN_COLLECTIONS as readonly string[]).includes(slug);
}

/** `products/{a}/{b}` when it names a listing: by collection, product type or scent family. */
export function ProductsListingPage({ listing }: { listing: ProductsListing }) {
  const { t } = useTranslation();
  const tags = useTags(SCENT_FAMILY_TAGS, { queryConfig: { enabled: listing.kind === 'family' } });
  let title = t('pages.products.title');
  if (listing.kind === 'collection' && isKnownCollection(listing.collection)) {
    title = t(`collections.${listing.collection}`);
  } else if (listing.kind === 'type') {
    title = productTypeLabel(t, listing.type);
  } else if (listing.kind === 'family') {
    const family = tags.data?.find((tag) => tag.slug === listing.family);
    if (family) title = t('listing.familyTitle', { family: family.name });
    else if (tags.isSuccess) return <NotFoundContent reason="page" />;
  }
  return (
    <ListingPage source={sourceOfProductsListing(listing)} title={title} lead={t('pages.products.lead')} />
  );
}
