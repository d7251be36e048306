import { Button } from '@atelier/ui/button';
import { PageHeading } from '@atelier/ui/page-heading';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from '@atelier/app-shell/chunk-retry';
import { fallbackLocale } from '../../app/locale/route-locale';
import { useServices } from '../../app/services/services-context';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { PageLayout } from '../../components/page-layout/page-layout';
import { NotFoundContent, type NotFoundReason } from '../not-found/not-found-content';

/** What a 404 thrown by a loader carries (see the routes). */
export interface NotFoundData {
  reason: NotFoundReason;
  segment?: string;
}

function ErrorContent({ kind }: { kind: 'chunk' | 'generic' }) {
  const { t } = useTranslation();
  const title = kind === 'chunk' ? t('error.chunkTitle') : t('error.title');
  useDocumentTitle(title);
  return (
    <>
      <PageHeading title={title} lead={kind === 'chunk' ? t('error.chunkText') : t('error.text')} />
      <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
    </>
  );
}

/** Decides what an error means for the shopper: not found, a chunk that would not load, or a bug. */
export function RouteErrorContent({ error }: { error: unknown }) {
  const { reporter } = useServices();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const chunk = !notFound && isChunkLoadError(error);

  useEffect(() => {
    if (!notFound) reporter.captureException(error, { tags: { kind: chunk ? 'chunk-load' : 'render' } });
  }, [chunk, error, notFound, reporter]);

  if (notFound) {
    const data = (error.data ?? {}) as Partial<NotFoundData>;
    return <NotFoundContent reason={data.reason ?? 'page'} segment={data.segment} />;
  }
  return <ErrorContent kind={chunk ? 'chunk' : 'generic'} />;
}

/** errorElement inside the locale layout: header and footer stay, the message replaces the page. */
export function PageRouteError() {
  return <RouteErrorContent error={useRouteError()} />;
}

/**
 * errorElement of the locale route itself (a country or language the shop does not have): the
 * page is drawn in a fallback locale (valid path country, stored choice, or sg) so it can still
 * offer working links.
 */
export function LocaleRouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { config, storage } = useServices();
  return (
    <PageLayout locale={fallbackLocale(pathname, config, storage)}>
      <RouteErrorContent error={error} />
    </PageLayout>
  );
}
