import type { ReactNode } from 'react';
import { isRouteErrorResponse } from 'react-router-dom';
import { ErrorContent } from './error-content';
import { routeErrorKind, type NotFoundData } from './route-error-kind';

/**
 * The content of a route's error element: the area's not-found page for a 404, else the error page.
 * The area draws its frame around it (header and footer stay).
 */
export function RouteErrorContent({
  error,
  notFound,
  useDocumentTitle,
}: {
  error: unknown;
  /** The area's not-found content for this reason and segment. */
  notFound: (data: NotFoundData) => ReactNode;
  /** The area's document-title hook. */
  useDocumentTitle: (title: string) => void;
}) {
  const kind = routeErrorKind(error);
  if (kind === 'not-found') {
    const data = ((isRouteErrorResponse(error) && error.data) || {}) as Partial<NotFoundData>;
    return <>{notFound({ reason: data.reason ?? 'page', segment: data.segment })}</>;
  }
  return <ErrorContent kind={kind} useDocumentTitle={useDocumentTitle} />;
}
