import { PRERENDER_READY_TIMEOUT_MS } from '@atelier/commerce/enums';
import type { QueryClient } from '@tanstack/react-query';

export interface PrerenderTarget {
  prerenderReady?: boolean;
}

export interface PrerenderSignal {
  /** The page for the current URL has rendered: ready as soon as no query is fetching. */
  pageRendered(): void;
  /** A navigation started: not ready until its page has rendered and loaded its data. */
  navigationStarted(): void;
  dispose(): void;
}

/**
 * `window.prerenderReady` tells a prerendering crawler when the page is complete (SPEC §9): false
 * at start, true once the page's data has loaded (no react-query fetch in flight after the
 * navigation) and at the latest after PRERENDER_READY_TIMEOUT_MS, so a hanging call never blocks
 * the snapshot.
 */
export function createPrerenderSignal(
  target: PrerenderTarget,
  queryClient: QueryClient,
  timeoutMs = PRERENDER_READY_TIMEOUT_MS,
): PrerenderSignal {
  target.prerenderReady = false;
  let deadline: ReturnType<typeof setTimeout> | undefined;
  let check: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe: (() => void) | undefined;

  function stopWaiting() {
    clearTimeout(deadline);
    clearTimeout(check);
    unsubscribe?.();
    unsubscribe = undefined;
  }

  function ready() {
    stopWaiting();
    target.prerenderReady = true;
  }

  function armDeadline() {
    clearTimeout(deadline);
    deadline = setTimeout(ready, timeoutMs);
  }

  function checkIdle() {
    // Checked on the next task: queries started in the page's effects must get to register first.
    clearTimeout(check);
    check = setTimeout(() => {
      if (queryClient.isFetching() === 0) ready();
    }, 0);
  }

  armDeadline();

  return {
    pageRendered() {
      if (target.prerenderReady) return;
      unsubscribe?.();
      unsubscribe = queryClient.getQueryCache().subscribe(checkIdle);
      checkIdle();
    },
    navigationStarted() {
      stopWaiting();
      target.prerenderReady = false;
      armDeadline();
    },
    dispose: stopWaiting,
  };
}
