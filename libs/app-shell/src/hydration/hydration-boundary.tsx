import { Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * A part of a frame (header, main, footer) that hydrates on its own. React leaves a server-rendered
 * Suspense boundary dehydrated while it hydrates the rest, then hydrates it in a later, interruptible
 * pass, and first when the visitor interacts with it (selective hydration, React 18+): the page
 * answers input between the parts instead of after one long task (docs/performance.md,
 * "Hydration"). The fallback is nothing (SPEC §1: nothing shows while an area loads).
 *
 * The boundary also tells `whenHydrated` when its part has hydrated, for the one thing React does
 * not do: a field typed into before its part hydrated keeps the visitor's text in the DOM, but its
 * component still holds the server's value (replay-edits.ts).
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  const counted = useRef(false);
  // Runs in the commit that hydrates the frame, before any part's own hydration commits.
  useLayoutEffect(() => {
    if (!hydrating) return;
    counted.current = true;
    pending++;
    return () => {
      // Unmounted before its part hydrated (the visitor navigated away): nothing to wait for.
      if (counted.current) settle(counted);
    };
  }, []);
  return (
    <Suspense fallback={null}>
      {children}
      <PartHydrated counted={counted} />
    </Suspense>
  );
}

function PartHydrated({ counted }: { counted: { current: boolean } }) {
  useEffect(() => {
    if (counted.current) settle(counted);
  }, [counted]);
  return null;
}

/** From `hydrationStarting` until the frame and each of its parts have hydrated. */
let hydrating = false;
let pending = 0;
let hydrated: Promise<void> = Promise.resolve();
let resolveHydrated = () => {};

function settle(counted: { current: boolean }) {
  counted.current = false;
  if (--pending === 0) {
    hydrating = false;
    resolveHydrated();
  }
}

/**
 * Called by the browser entry right before `hydrateRoot`; the frame's own hydration counts until
 * the returned function is called (from an effect of the hydrated root: see hydrate-server-page.ts).
 */
export function hydrationStarting(): () => void {
  if (!hydrating) {
    hydrating = true;
    hydrated = new Promise((resolve) => (resolveHydrated = resolve));
  }
  pending++;
  const root = { current: true };
  return () => {
    if (root.current) settle(root);
  };
}

/** Resolves once the page and every `HydrationBoundary` in it have hydrated (at once when none is). */
export function whenHydrated(): Promise<void> {
  return hydrated;
}
