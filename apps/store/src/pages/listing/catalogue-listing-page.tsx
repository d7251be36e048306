import { useTranslation } from 'react-i18next';
import { ListingPage } from './listing-page';
import { LISTING_PAGES, type ListingPageKey } from './listing-query';

/** all-perfumes, all-home-perfumes, gift, gift-collections: one collection each. */
export function CatalogueListingPage({ pageKey }: { pageKey: ListingPageKey }) {
  const { t } = useTranslation();
  return (
    <ListingPage
      source={LISTING_PAGES[pageKey]}
      title={t(`pages.${pageKey}.title`)}
      lead={t(`pages.${pageKey}.lead`)}
    />
  );
}
