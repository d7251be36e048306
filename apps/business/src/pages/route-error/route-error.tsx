import { Button } from '@atelier/ui/button';
import { PageHeading } from '@atelier/ui/page-heading';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from '@atelier/app-shell/chunk-retry';
import { fallbackLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { PageFrame } from '../../components/business-layout/business-layout';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { NotFoundContent, type NotFoundReason } from '../not-found/not-found';

export interface NotFoundData {
  reason: NotFoundReason;
  segment?: string;
}

function ErrorContent({ chunk }: { chunk: boolean }) {
  const { t } = useTranslation();
  const title = chunk ? t('error.chunkTitle') : t('error.title');
  useDocumentTitle(title);
  return (
    <>
      <PageHeading title={title} lead={chunk ? t('error.chunkText') : t('error.text')} />
      <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
    </>
  );
}

function RouteErrorContent({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    const data = (error.data ?? {}) as Partial<NotFoundData>;
    return <NotFoundContent reason={data.reason ?? 'page'} segment={data.segment} />;
  }
  return <ErrorContent chunk={isChunkLoadError(error)} />;
}

/** Inside the layout: header and footer stay. */
export function PageRouteError() {
  return <RouteErrorContent error={useRouteError()} />;
}

/** For a bad locale or unknown address: the frame in a fallback locale, then the message. */
export function LocaleRouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { config, storage } = useServices();
  return (
    <PageFrame locale={fallbackLocale(pathname, config, storage)}>
      <RouteErrorContent error={error} />
    </PageFrame>
  );
}
