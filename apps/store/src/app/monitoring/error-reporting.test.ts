import { describe, expect, it, vi } from 'vitest';
import { createForwardingSink, startSentry } from './error-reporting';

describe('error reporting', () => {
  it('drops reports until a reporter is attached, then forwards them', () => {
    const sink = createForwardingSink();
    const target = { captureException: vi.fn(), addBreadcrumb: vi.fn() };
    sink.captureException(new Error('before'));
    sink.attach(target);
    sink.addBreadcrumb({ category: 'fetch' });
    sink.captureException(new Error('after'), { tags: { 'http.status': '500' } });
    expect(target.addBreadcrumb).toHaveBeenCalledWith({ category: 'fetch' });
    expect(target.captureException).toHaveBeenCalledTimes(1);
    expect(target.captureException.mock.calls[0]![0]).toEqual(new Error('after'));
  });

  it('does not download Sentry without a DSN', async () => {
    const load = vi.fn();
    await expect(startSentry(null, createForwardingSink(), load)).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('initialises Sentry with the DSN and the breadcrumb cap when configured', async () => {
    const sdk = { init: vi.fn(), captureException: vi.fn(), addBreadcrumb: vi.fn() };
    const sink = createForwardingSink();
    const started = await startSentry('https://key@sentry.example/1', sink, async () => sdk as never);
    expect(started).toBe(true);
    expect(sdk.init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: 'https://key@sentry.example/1', maxBreadcrumbs: 100 }),
    );
    sink.captureException(new Error('boom'));
    expect(sdk.captureException).toHaveBeenCalled();
  });
});
