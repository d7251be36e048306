import { useTags } from '@atelier/api/queries';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { resolveProductsRoute, type ProductsListing } from '../../app/catalogue/catalogue-routes';
import { NotFoundContent } from '../not-found/not-found-content';
import { ProductDetail } from '../product/product-detail';
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

/**
 * `products/{a}/{b}`: a listing by collection, type or scent family, or one product (see
 * resolveProductsRoute). Which one is known only from the path, so this page's chunk carries both;
 * the named listings have their own (catalogue-listing-page.tsx), without the product page.
 */
export function ProductsRoutePage() {
  const { a, b } = useParams();
  const route = resolveProductsRoute(a, b);
  if (route.kind === 'product') {
    return <ProductDetail key={`${route.ref.type}/${route.ref.id}`} productRef={route.ref} />;
  }
  if (route.kind === 'listing') return <ProductsListingPage key={`${a}/${b}`} listing={route.listing} />;
  return <NotFoundContent reason="page" />;
}

function ProductsListingPage({ listing }: { listing: ProductsListing }) {
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
