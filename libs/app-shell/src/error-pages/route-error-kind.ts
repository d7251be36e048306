import { isRouteErrorResponse } from 'react-router-dom';
import { isChunkLoadError } from '../chunk-retry';

/** Why an address is not found (a loader's 404 carries it, see `NotFoundData`). */
export type NotFoundReason = 'country' | 'language' | 'page';

/** What a 404 thrown by a loader carries: `throw data<NotFoundData>({ reason }, { status: 404 })`. */
export interface NotFoundData {
  reason: NotFoundReason;
  /** The path segment that was wrong (an unknown country or language). */
  segment?: string;
}

export type RouteErrorKind = 'not-found' | 'chunk-load' | 'render';

/** What an error means for the visitor: an address not found, a chunk that would not load, or a bug. */
export function routeErrorKind(error: unknown): RouteErrorKind {
  if (isRouteErrorResponse(error) && error.status === 404) return 'not-found';
  return isChunkLoadError(error) ? 'chunk-load' : 'render';
}
