import { PageHeading } from '@atelier/ui/page-heading';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/document-head/document-head';

export type BusinessPageKey =
  'home' | 'successStories' | 'customPage' | 'product' | 'pressReleases' | 'contact';

/** A business page: heading and short text until the business issue brings its content. */
export function BusinessPage({ pageKey }: { pageKey: BusinessPageKey }) {
  const { t } = useTranslation();
  const title = t(`pages.${pageKey}.title`);
  useDocumentTitle(title);
  return <PageHeading title={title} lead={t(`pages.${pageKey}.lead`)} />;
}
