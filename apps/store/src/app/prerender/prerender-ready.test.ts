import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPrerenderSignal } from './prerender-ready';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('prerender-ready signal', () => {
  it('is false at start and true once the rendered page has no fetching query', async () => {
    const target: { prerenderReady?: boolean } = {};
    const queryClient = new QueryClient();
    let resolve!: (value: string) => void;
    const pending = queryClient.fetchQuery({
      queryKey: ['cms'],
      queryFn: () => new Promise<string>((r) => (resolve = r)),
    });
    const signal = createPrerenderSignal(target, queryClient);
    expect(target.prerenderReady).toBe(false);

    signal.pageRendered();
    await vi.advanceTimersByTimeAsync(10);
    expect(target.prerenderReady).toBe(false);

    resolve('page');
    await pending;
    await vi.advanceTimersByTimeAsync(10);
    expect(target.prerenderReady).toBe(true);
    signal.dispose();
  });

  it('turns true after 5000 ms at the latest, even if a call hangs', async () => {
    const target: { prerenderReady?: boolean } = {};
    const queryClient = new QueryClient();
    void queryClient.fetchQuery({ queryKey: ['hang'], queryFn: () => new Promise(() => undefined) });
    const signal = createPrerenderSignal(target, queryClient);
    signal.pageRendered();
    await vi.advanceTimersByTimeAsync(4999);
    expect(target.prerenderReady).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(target.prerenderReady).toBe(true);
    signal.dispose();
  });

  it('goes back to false while a navigation loads its page', async () => {
    const target: { prerenderReady?: boolean } = {};
    const signal = createPrerenderSignal(target, new QueryClient());
    signal.pageRendered();
    await vi.advanceTimersByTimeAsync(1);
    expect(target.prerenderReady).toBe(true);
    signal.navigationStarted();
    expect(target.prerenderReady).toBe(false);
    signal.pageRendered();
    await vi.advanceTimersByTimeAsync(1);
    expect(target.prerenderReady).toBe(true);
    signal.dispose();
  });
});
