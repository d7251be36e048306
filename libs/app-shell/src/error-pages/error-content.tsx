import { Button } from '@atelier/ui/button';
import { PageHeading } from '@atelier/ui/page-heading';
import { useTranslation } from 'react-i18next';

/**
 * A page that could not be drawn: a chunk that would not load (a weak connection, a new release)
 * or a bug, with a reload button either way. A chunk's page is shown after the one automatic
 * reload (or offline); its address is already the page the shopper asked for (the router commits
 * a failed navigation's location), so "Try again" loads that page.
 */
export function ErrorContent({
  kind,
  useDocumentTitle,
}: {
  kind: 'chunk-load' | 'render';
  /** The area's document-title hook. */
  useDocumentTitle: (title: string) => void;
}) {
  const { t } = useTranslation();
  const chunk = kind === 'chunk-load';
  const title = chunk ? t('error.chunkTitle') : t('error.title');
  useDocumentTitle(title);
  return (
    <>
      <PageHeading title={title} lead={chunk ? t('error.chunkText') : t('error.text')} />
      <Button onClick={() => window.location.reload()}>{chunk ? t('error.retry') : t('error.reload')}</Button>
    </>
  );
}
