/**
 * Error reporting, shaped like the Sentry browser SDK so `Sentry` itself can be passed as a sink
 * (`captureException(error, context)`, `addBreadcrumb(breadcrumb)`), while tests and SSR use the
 * in-memory reporter.
 */

export type BreadcrumbLevel = 'debug' | 'info' | 'warning' | 'error';

export interface Breadcrumb {
  type?: string;
  category?: string;
  message?: string;
  level?: BreadcrumbLevel;
  data?: Record<string, unknown>;
  /** Seconds since the epoch (Sentry's unit). */
  timestamp?: number;
}

export interface ReportContext {
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
  level?: BreadcrumbLevel;
}

export interface ErrorReporter {
  captureException(error: unknown, context?: ReportContext): void;
  addBreadcrumb(breadcrumb: Breadcrumb): void;
}

export const MAX_BREADCRUMBS = 100;

export interface BreadcrumbReporter extends ErrorReporter {
  /** The kept breadcrumbs, oldest first (at most `maxBreadcrumbs`). */
  breadcrumbs(): readonly Breadcrumb[];
}

export interface BreadcrumbReporterOptions {
  /** Where reports go, e.g. the Sentry SDK namespace. Optional: without it reports are only kept. */
  sink?: Partial<ErrorReporter>;
  /** SPEC §8: the breadcrumb cap is 100; oldest breadcrumbs are dropped first. */
  maxBreadcrumbs?: number;
  /** Clock for breadcrumb timestamps (seconds); injectable for tests. */
  now?: () => number;
}

/**
 * A reporter that keeps a ring of the last `maxBreadcrumbs` breadcrumbs and forwards everything to
 * an optional Sentry-like sink. Captured exceptions carry the kept breadcrumbs in `extra.breadcrumbs`
 * so a sink without its own breadcrumb buffer still gets the trail.
 */
export function createBreadcrumbReporter(options: BreadcrumbReporterOptions = {}): BreadcrumbReporter {
  const max = Math.max(0, Math.floor(options.maxBreadcrumbs ?? MAX_BREADCRUMBS));
  const now = options.now ?? (() => Date.now() / 1000);
  const sink = options.sink;
  const kept: Breadcrumb[] = [];

  return {
    addBreadcrumb(breadcrumb) {
      const stamped = { timestamp: now(), ...breadcrumb };
      kept.push(stamped);
      if (kept.length > max) kept.splice(0, kept.length - max);
      sink?.addBreadcrumb?.(stamped);
    },
    captureException(error, context = {}) {
      sink?.captureException?.(error, {
        ...context,
        extra: { ...context.extra, breadcrumbs: kept.slice() },
      });
    },
    breadcrumbs() {
      return kept.slice();
    },
  };
}
