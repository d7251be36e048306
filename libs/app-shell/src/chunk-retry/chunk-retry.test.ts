import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createChunkLoader, decideOnChunkFailure, isChunkLoadError, markChunkLoaded } from './chunk-retry';

beforeEach(() => sessionStorage.clear());

describe('decideOnChunkFailure', () => {
  it('reloads on the first failure of the session and surfaces the second', () => {
    expect(decideOnChunkFailure(sessionStorage)).toBe('reload');
    expect(sessionStorage.getItem('loadRetried')).toBe('1');
    expect(decideOnChunkFailure(sessionStorage)).toBe('surface');
  });

  it('allows another reload once a chunk has loaded again', () => {
    decideOnChunkFailure(sessionStorage);
    markChunkLoaded(sessionStorage);
    expect(sessionStorage.getItem('loadRetried')).toBeNull();
    expect(decideOnChunkFailure(sessionStorage)).toBe('reload');
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
  it('returns the module and clears the flag when the chunk loads', async () => {
    sessionStorage.setItem('loadRetried', '1');
    const loader = createChunkLoader({ session: sessionStorage, reload: vi.fn() });
    await expect(loader.load(async () => ({ page: 'cart' }))).resolves.toEqual({ page: 'cart' });
    expect(sessionStorage.getItem('loadRetried')).toBeNull();
  });

  it('reloads on the first failure and never settles, so nothing renders before the reload', async () => {
    const reload = vi.fn();
    const loader = createChunkLoader({ session: sessionStorage, reload });
    const outcome = vi.fn();
    loader
      .load(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
      .then(outcome, outcome);
    await new Promise((resolve) => setTimeout(resolve, 10));
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
    const reload = vi.fn();
    const loader = createChunkLoader({ session: sessionStorage, reload });
    const outcome = vi.fn();
    loader
      .load(async () => {
        // What Vite does: dispatch vite:preloadError; when prevented, resolve with undefined.
        const event = new Event('vite:preloadError', { cancelable: true });
        loader.onPreloadError(event);
        return event.defaultPrevented ? undefined : { page: 'gift' };
      })
      .then(outcome, outcome);
    await new Promise((resolve) => setTimeout(resolve, 10));
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
