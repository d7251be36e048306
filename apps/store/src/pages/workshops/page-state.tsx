import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { PageHeading } from '@atelier/ui/page-heading';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/document-head/document-head';

/** The page's heading while its data loads, with a polite status for screen readers. */
export function LoadingPage({ title }: { title: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className="workshops-page" aria-busy="true">
      <PageHeading title={title} />
      <p className="ui-visually-hidden" role="status">
        {t('workshops.loading')}
      </p>
    </div>
  );
}

/** The page's heading and a retry when its data could not be read. */
export function LoadErrorPage({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className="workshops-page">
      <PageHeading title={title} />
      <Alert kind="error">{t('workshops.loadError')}</Alert>
      <div>
        <Button variant="secondary" onClick={onRetry}>
          {t('workshops.retry')}
        </Button>
      </div>
    </div>
  );
}
