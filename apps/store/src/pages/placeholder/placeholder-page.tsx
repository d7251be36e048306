import { PageHeading } from '@atelier/ui/page-heading';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/document-head/document-head';

/** Pages that are a heading and a short text until their own issue fills them. */
export type PlaceholderKey =
  | 'perfumeWorkshop'
  | 'perfumeWorkshopDetail'
  | 'perfumeBestCreations'
  | 'giftCards'
  | 'workshop';

export function PlaceholderPage({ pageKey }: { pageKey: PlaceholderKey }) {
  const { t } = useTranslation();
  const title = t(`pages.${pageKey}.title`);
  useDocumentTitle(title);
  return <PageHeading title={title} lead={t(`pages.${pageKey}.lead`)} />;
}
