import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { createChunkLoader, decideOnChunkFailure, isChunkLoadError, toChunkLoadError } from './chunk-retry';
import { reloadTo } from './reload-to';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe('decideOnChunkFailure', () => {
  it('reloads on the first failure of the session and surfaces the second', () => {
    expect(decideOnChunkFailure(sessionStorage)).toBe('reload');
    expect(sessionStorage.getItem('loadRetried')).toBe('1');
    expect(decideOnChunkFailure(sessionStorage)).toBe('surface');
  });

  it('keeps the flag for the session when other chunks load after the reload (no reload loop)', async () => {
    const reload = vi.fn();
    const first = createChunkLoader({ session: sessionStorage, reload });
    void first.load(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      'cart',
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // The reloaded page: its texts arrive, its page chunk fails again.
    const after = createChunkLoader({ session: sessionStorage, reload });
    await after.load(async () => ({ texts: 'en' }), 'texts');
    const error = await after
      .load(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), 'cart')
      .catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads without a working storage (it could not stop reloading)', () => {
    expect(decideOnChunkFailure(null)).toBe('surface');
    const throwing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(decideOnChunkFailure(throwing)).toBe('surface');
  });
});

describe('isChunkLoadError', () => {
  it.each([
    [Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' })],
    [Object.assign(new Error('Loading CSS chunk 3 failed'), { code: 'CSS_CHUNK_LOAD_FAILED' })],
    [new TypeError('Failed to fetch dynamically imported module: https://shop/assets/cart-1a2b.js')],
    [new TypeError('error loading dynamically imported module')],
    [new TypeError('Importing a module script failed.')],
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});

describe('createChunkLoader', () => {
  it('returns the module when the chunk loads', async () => {
    const loader = createChunkLoader({ session: sessionStorage, reload: vi.fn() });
    await expect(loader.load(async () => ({ page: 'cart' }))).resolves.toEqual({ page: 'cart' });
  });

  it('reloads on the first failure and never settles, so nothing renders before the reload', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const loader = createChunkLoader({ session: sessionStorage, reload, timeoutMs: 1_000 });
    const outcome = vi.fn();
    loader
      .load(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
      .then(outcome, outcome);
    // Long past the load's timeout: not even the timeout settles it.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(outcome).not.toHaveBeenCalled();
  });

  it('surfaces the second failure as a chunk error', async () => {
    sessionStorage.setItem('loadRetried', '1');
    const reload = vi.fn();
    const loader = createChunkLoader({ session: sessionStorage, reload });
    const error = await loader
      .load(() => Promise.reject(new Error('network down')), 'cart')
      .catch((e: unknown) => e);
    expect(reload).not.toHaveBeenCalled();
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as Error).message).toBe('Loading chunk cart failed');
  });

  it('counts a chunk that takes too long as failed', async () => {
    sessionStorage.setItem('loadRetried', '1');
    const loader = createChunkLoader({ session: sessionStorage, reload: vi.fn(), timeoutMs: 20 });
    const error = await loader.load(() => new Promise(() => undefined), 'slow').catch((e: unknown) => e);
    expect((error as Error).name).toBe('ChunkLoadError');
  });

  it('does not count the import Vite resolves after a prevented preload error as loaded', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const loader = createChunkLoader({ session: sessionStorage, reload, timeoutMs: 1_000 });
    const outcome = vi.fn();
    loader
      .load(async () => {
        // What Vite does: dispatch vite:preloadError; when prevented, resolve with undefined.
        const event = new Event('vite:preloadError', { cancelable: true });
        loader.onPreloadError(event);
        return event.defaultPrevented ? undefined : { page: 'gift' };
      })
      .then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(outcome).not.toHaveBeenCalled();
    // The flag survives the reload, so the next failure is shown instead of reloading forever.
    expect(sessionStorage.getItem('loadRetried')).toBe('1');
  });

  it('handles vite:preloadError: reload once (and stop Vite throwing), then let it through', () => {
    const reload = vi.fn();
    const loader = createChunkLoader({ session: sessionStorage, reload });
    const first = new Event('vite:preloadError', { cancelable: true });
    loader.onPreloadError(first);
    expect(first.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    const fresh = createChunkLoader({ session: sessionStorage, reload });
    const second = new Event('vite:preloadError', { cancelable: true });
    fresh.onPreloadError(second);
    expect(second.defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

/** What Vite's `__vitePreload` does when a stylesheet the chunk needs fails: the event, then the throw. */
function viteImport(loader: ReturnType<typeof createChunkLoader>, failure: Error) {
  return async () => {
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: failure });
    loader.onPreloadError(event);
    if (!event.defaultPrevented) throw failure;
    return { page: 'cart' };
  };
}

describe('a stylesheet chunk that fails (SPEC §8 CSS_CHUNK_LOAD_FAILED)', () => {
  const cssFailure = () => new Error('Unable to preload CSS for https://shop.test/assets/cart-9f8e.css');

  it('is named in SPEC §8 terms', () => {
    const error = toChunkLoadError(cssFailure(), 'cart');
    expect(error).toMatchObject({
      name: 'ChunkLoadError',
      message: 'Loading CSS chunk cart failed',
      code: 'CSS_CHUNK_LOAD_FAILED',
    });
    expect(toChunkLoadError(cssFailure()).message).toBe(
      'Loading CSS chunk https://shop.test/assets/cart-9f8e.css failed',
    );
  });

  it('reloads once like a script chunk, reported, then surfaces as a chunk error (reported once, as CSS_CHUNK_LOAD_FAILED)', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const report = vi.fn();
    const first = createChunkLoader({ session: sessionStorage, reload, report, timeoutMs: 1_000 });
    const outcome = vi.fn();
    first.load(viteImport(first, cssFailure()), 'cart').then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(outcome).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalledTimes(1);

    // The page after the reload: the stylesheet fails again.
    vi.useRealTimers();
    const second = createChunkLoader({ session: sessionStorage, reload, report });
    const error = await second.load(viteImport(second, cssFailure()), 'cart').catch((e: unknown) => e);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(isChunkLoadError(error)).toBe(true);
    expect(report).toHaveBeenCalledTimes(2);
    // What the store's reporter sends (app-services.ts names the failure with toChunkLoadError).
    const [caught, name] = report.mock.calls[1]! as [unknown, string | undefined];
    expect(toChunkLoadError(caught, name)).toMatchObject({
      code: 'CSS_CHUNK_LOAD_FAILED',
      message: 'Loading CSS chunk https://shop.test/assets/cart-9f8e.css failed',
    });
  });
});

describe('the reload goes where the shopper was going', () => {
  it("reloads the router's pending location, not the page being left", async () => {
    const reload = vi.fn();
    const loader = createChunkLoader({ session: sessionStorage, reload });
    const router = createMemoryRouter(
      [
        { path: '/sg', element: null },
        {
          path: '/sg/cart',
          lazy: () =>
            loader.load(
              () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
              'cart',
            ),
        },
      ],
      { initialEntries: ['/sg'] },
    );
    loader.trackNavigation(router);
    void router.navigate('/sg/cart?step=1');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledWith('/sg/cart?step=1'));
    expect(router.state.location.pathname).toBe('/sg');
    router.dispose();
  });

  it('reloads the page as it is when no navigation is under way', async () => {
    const reload = vi.fn();
    const loader = createChunkLoader({ session: sessionStorage, reload });
    loader.trackNavigation(createMemoryRouter([{ path: '/sg', element: null }], { initialEntries: ['/sg'] }));
    void loader.load(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledWith(null));
  });

  it('assigns the target, or reloads when there is none or it is this page', () => {
    const location = { assign: vi.fn(), reload: vi.fn(), pathname: '/sg', search: '' };
    reloadTo(location)('/sg/cart');
    expect(location.assign).toHaveBeenCalledWith('/sg/cart');
    reloadTo(location)(null);
    reloadTo(location)('/sg#reviews');
    expect(location.reload).toHaveBeenCalledTimes(2);
    expect(location.assign).toHaveBeenCalledTimes(1);
  });
});

describe('offline', () => {
  it('surfaces the failure at once and keeps the one reload for when the network is back', async () => {
    const reload = vi.fn();
    let online = false;
    const loader = createChunkLoader({ session: sessionStorage, reload, online: () => online });
    const error = await loader
      .load(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), 'cart')
      .catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('loadRetried')).toBeNull();

    online = true;
    void loader.load(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
