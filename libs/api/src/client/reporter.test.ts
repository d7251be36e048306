import { describe, expect, it, vi } from 'vitest';
import { createBreadcrumbReporter, MAX_BREADCRUMBS } from './reporter';

describe('createBreadcrumbReporter', () => {
  it('keeps at most 100 breadcrumbs, dropping the oldest', () => {
    const reporter = createBreadcrumbReporter({ now: () => 1 });
    for (let i = 0; i < 150; i++) reporter.addBreadcrumb({ message: `b${i}` });
    const kept = reporter.breadcrumbs();
    expect(MAX_BREADCRUMBS).toBe(100);
    expect(kept).toHaveLength(100);
    expect(kept[0]).toEqual({ message: 'b50', timestamp: 1 });
    expect(kept[99]).toEqual({ message: 'b149', timestamp: 1 });
  });

  it('forwards breadcrumbs and exceptions (with the kept trail) to a Sentry-like sink', () => {
    const sink = { captureException: vi.fn(), addBreadcrumb: vi.fn() };
    const reporter = createBreadcrumbReporter({ sink, maxBreadcrumbs: 2, now: () => 7 });
    reporter.addBreadcrumb({ message: 'a' });
    reporter.addBreadcrumb({ message: 'b' });
    reporter.addBreadcrumb({ message: 'c' });
    const error = new Error('boom');
    reporter.captureException(error, { tags: { area: 'cart' } });
    expect(sink.addBreadcrumb).toHaveBeenCalledTimes(3);
    expect(sink.captureException).toHaveBeenCalledWith(error, {
      tags: { area: 'cart' },
      extra: {
        breadcrumbs: [
          { message: 'b', timestamp: 7 },
          { message: 'c', timestamp: 7 },
        ],
      },
    });
  });

  it('works without a sink', () => {
    const reporter = createBreadcrumbReporter();
    expect(() => reporter.captureException(new Error('x'))).not.toThrow();
  });
});
