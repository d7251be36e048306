import { useCmsCollection } from '@atelier/api/queries';
import { PageHeading } from '@atelier/ui/page-heading';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isContentKey } from '../../app/content-slugs';
import { useDocumentDescription, useDocumentTitle } from '../../components/document-head/document-head';
import { ContactForm } from './contact-form';
import './contact-page.css';

/** Query parameter naming the product a quote is asked for (`?product=scent-machine-500`). */
export const PRODUCT_PARAM = 'product';

/**
 * The business enquiry page. `?product={key}` (the "Ask for a quote" links) starts the message
 * with that product, by its title when the product list is at hand (the route loader fetched it).
 */
export function ContactPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const raw = search.get(PRODUCT_PARAM);
  const productKey = isContentKey(raw) ? raw : null;
  const products = useCmsCollection('business-products', { queryConfig: { enabled: productKey !== null } });
  const title = t('pages.contact.title');
  const lead = t('pages.contact.lead');
  useDocumentTitle(title);
  useDocumentDescription(lead);
  // Wait for the product's title (already cached after the loader) so the message starts right.
  if (productKey && products.isPending && products.fetchStatus !== 'idle') return null;
  const productTitle = productKey
    ? (products.data?.find((entry) => entry.key === productKey)?.title ?? productKey)
    : null;
  return (
    <>
      <PageHeading title={title} lead={lead} />
      <ContactForm
        key={productKey ?? ''}
        initialMessage={productTitle ? t('contact.productMessage', { product: productTitle }) : ''}
      />
    </>
  );
}
