import { PageHeading } from '@atelier/ui/page-heading';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/document-head/document-head';

/** `account`: the member's profile, tier, password and orders (built by the account work). */
export function AccountPage() {
  const { t } = useTranslation();
  const title = t('account.title');
  useDocumentTitle(title);
  return <PageHeading title={title} />;
}
