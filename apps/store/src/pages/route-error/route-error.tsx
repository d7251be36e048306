import { routeErrorKind, RouteErrorContent } from '@atelier/app-shell/error-pages';
import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { fallbackLocale } from '../../app/locale/route-locale';
import { useServices } from '../../app/services/services-context';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { PageLayout } from '../../components/page-layout/page-layout';
import { NotFoundContent } from '../not-found/not-found-content';

export type { NotFoundData } from '@atelier/app-shell/error-pages';

/** The shared error content, with every error but a 404 sent to monitoring. */
function StoreRouteErrorContent({ error }: { error: unknown }) {
  const { reporter } = useServices();
  const kind = routeErrorKind(error);
  useEffect(() => {
    if (kind !== 'not-found') reporter.captureException(error, { tags: { kind } });
  }, [error, kind, reporter]);
  return (
    <RouteErrorContent
      error={error}
      notFound={(data) => <NotFoundContent {...data} />}
      useDocumentTitle={useDocumentTitle}
    />
  );
}

/** errorElement inside the locale layout: header and footer stay, the message replaces the page. */
export function PageRouteError() {
  return <StoreRouteErrorContent error={useRouteError()} />;
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
      <StoreRouteErrorContent error={error} />
    </PageLayout>
  );
}
