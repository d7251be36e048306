import { MAX_BREADCRUMBS, type ErrorReporter } from '@atelier/api/client';

/** The part of the Sentry browser SDK we use (the SDK itself is imported only on demand). */
export interface SentryLike {
  init(options: { dsn: string; maxBreadcrumbs: number }): unknown;
  captureException: ErrorReporter['captureException'];
  addBreadcrumb: ErrorReporter['addBreadcrumb'];
}

export interface ForwardingSink extends ErrorReporter {
  /** Starts forwarding to a real reporter (the Sentry SDK once it has loaded). */
  attach(target: ErrorReporter): void;
}

/**
 * The API client needs its reporter sink when it is created, but Sentry is downloaded later and
 * only when configured. This sink forwards to whatever is attached; before that (or without a
 * DSN) reports are dropped, and the client's breadcrumb reporter still keeps the last 100.
 */
export function createForwardingSink(): ForwardingSink {
  let target: ErrorReporter | null = null;
  return {
    attach(next) {
      target = next;
    },
    captureException(error, context) {
      target?.captureException(error, context);
    },
    addBreadcrumb(breadcrumb) {
      target?.addBreadcrumb(breadcrumb);
    },
  };
}

/**
 * Loads the Sentry SDK (a separate chunk, fetched only when a DSN is configured) and attaches it.
 * Never throws: monitoring must not break the shop.
 */
export async function startSentry(
  dsn: string | null,
  sink: ForwardingSink,
  load: () => Promise<SentryLike> = () => import('@sentry/browser') as Promise<SentryLike>,
): Promise<boolean> {
  if (!dsn) return false;
  try {
    const Sentry = await load();
    Sentry.init({ dsn, maxBreadcrumbs: MAX_BREADCRUMBS });
    sink.attach({
      captureException: (error, context) => {
        Sentry.captureException(error, context);
      },
      addBreadcrumb: (breadcrumb) => Sentry.addBreadcrumb(breadcrumb),
    });
    return true;
  } catch {
    return false;
  }
}
