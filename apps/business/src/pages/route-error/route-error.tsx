import { RouteErrorContent } from '@atelier/app-shell/error-pages';
import { useLocation, useRouteError } from 'react-router-dom';
import { fallbackLocale } from '../../app/locale';
import { useServices } from '../../app/services';
import { BusinessFrame } from '../../components/business-layout/business-layout';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { NotFoundContent } from '../not-found/not-found';

export type { NotFoundData } from '@atelier/app-shell/error-pages';

function BusinessRouteErrorContent({ error }: { error: unknown }) {
  return (
    <RouteErrorContent
      error={error}
      notFound={(data) => <NotFoundContent {...data} />}
      useDocumentTitle={useDocumentTitle}
    />
  );
}

/** Inside the layout: header and footer stay. */
export function PageRouteError() {
  return <BusinessRouteErrorContent error={useRouteError()} />;
}

/** For a bad locale or unknown address: the frame in a fallback locale, then the message. */
export function LocaleRouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { config, storage } = useServices();
  return (
    <BusinessFrame locale={fallbackLocale(pathname, config, storage)}>
      <BusinessRouteErrorContent error={error} />
    </BusinessFrame>
  );
}
