import { describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../testing/render-app';
import { createMemoryStorage } from '../storage/storage';
import { createServices } from './app-services';

describe('chunk failures go to error reporting (SPEC §8)', () => {
  it("names a stylesheet that did not load 'Loading CSS chunk N failed', CSS_CHUNK_LOAD_FAILED", async () => {
    const services = createServices({
      config: testConfig,
      storage: createMemoryStorage(),
      sessionStorage: createMemoryStorage(),
      initialPathname: '/sg',
      reload: () => undefined,
    });
    const sentry = { captureException: vi.fn(), addBreadcrumb: vi.fn() };
    services.errorSink.attach(sentry);
    // What Vite's preload helper rejects with when a lazy page's stylesheet fails.
    const failure = new Error('Unable to preload CSS for https://shop.test/assets/cart-page-DP4JsmIb.css');
    void services.chunks.load(() => Promise.reject(failure), 'cart');
    await vi.waitFor(() => expect(sentry.captureException).toHaveBeenCalledTimes(1));
    const [error, context] = sentry.captureException.mock.calls[0]!;
    expect(error).toMatchObject({ message: 'Loading CSS chunk cart failed', code: 'CSS_CHUNK_LOAD_FAILED' });
    expect(context).toEqual({ tags: { 'chunk.kind': 'css' } });
  });
});
