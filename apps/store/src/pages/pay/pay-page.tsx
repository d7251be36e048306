import { PageHeading } from '@atelier/ui/page-heading';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/document-head/document-head';

/** `pay/:orderId`: an order's payment and confirmation page (built by the checkout work). */
export function PayPage() {
  const { t } = useTranslation();
  const title = t('pay.title');
  useDocumentTitle(title);
  return <PageHeading title={title} />;
}
