import type { Language } from '@atelier/commerce/paths';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createElement, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router-dom';
import { takeCountryNames } from '../country-name/country-name';
import type { SerializedRouterState } from '../server-render/render-routes';
import { hydrationStarting, whenHydrated } from './hydration-boundary';
import { hydrationDataFrom, resolveMatchedRoutes } from './hydration';
import { nextTask } from './next-task';
import { editedFields, serverFields } from './edited-fields';

/** What both areas' state blocks carry for this sequence (each adds the texts it loaded). */
export interface HydratableState {
  queries: DehydratedState;
  /** Ids of the routes the page matched (index paths such as `0-1-0-13`), to load lazy ones. */
  matches: string[];
  /** The country names the page shows, in its language (country-name's takeCountryNames). */
  countryNames: { language: Language; names: Record<string, string> };
  router: SerializedRouterState;
}

export interface HydrateServerPageOptions {
  root: HTMLElement;
  state: HydratableState;
  queryClient: QueryClient;
  routes: RouteObject[];
  /** Takes the texts the server's render used from the state block (nothing to fetch). */
  provideTexts: () => void;
  /** The area's whole tree around the router. */
  render: (router: DataRouter) => ReactNode;
}

/** Calls `done` once, when the tree it is rendered in has committed. */
function Committed({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

/**
 * Hydrates a page the server rendered (apps/api/src/web/server-render.ts), the same way in both
 * areas: the query cache and the texts from the state block, the lazy route modules the server
 * used, then the router from the server's loader data (not running the loaders again), then `hydrateRoot`. React
 * hydrates the frame and then each `HydrationBoundary` part in interruptible passes of its own.
 *
 * Pieces of work measured as long enough to block a tap get a task of their own before that
 * (docs/performance.md, "Progressive hydration"): the first `Intl` formatter (it loads the
 * platform's locale data: 12–28 ms in Chromium, whichever comes first; split in two) and the router
 * (it ranks the route table).
 */
export async function hydrateServerPage({
  root,
  state,
  queryClient,
  routes,
  provideTexts,
  render,
}: HydrateServerPageOptions): Promise<void> {
  // The fields of the server's markup, before React makes any of its own (edited-fields.ts).
  const server = serverFields(root);
  hydrate(queryClient, state.queries);
  takeCountryNames(state.countryNames.language, state.countryNames.names);
  provideTexts();
  try {
    await resolveMatchedRoutes(routes, state.matches);
  } catch {
    // A page chunk that would not load (after the one reload, or offline: the chunk loader
    // decided). The server's markup would stay on screen, dead to every tap, the failure only in
    // the console: render in the browser instead, where the router loads the route again and,
    // failing, shows its error element (the chunk error with its retry). The page answers taps
    // from now on (the early-taps script lets go of any it held).
    createRoot(root).render(render(createBrowserRouter(routes)));
    return ready();
  }
  const language = document.documentElement.lang || 'en';
  await nextTask();
  // The platform's Intl data in two pieces: the locale's own (likely subtags) first, then the
  // number formats. One `NumberFormat` first was 12–25 ms here; split, 3–8 and 8–11 ms.
  // Intl.Locale: in every browser of the build's target (Vite's baseline-widely-available).
  new Intl.Locale(language).maximize();
  await nextTask();
  new Intl.NumberFormat(language).format(0);
  await nextTask();
  const router = createBrowserRouter(routes, { hydrationData: hydrationDataFrom(state.router) });
  await nextTask();
  const frameHydrated = hydrationStarting();
  // As a transition, React hydrates the frame in interruptible slices too (a transition's lanes
  // are time-sliced; the default hydration lane renders the whole frame in one task).
  startTransition(() => {
    hydrateRoot(root, createElement(Committed, { done: frameHydrated, children: render(router) }));
  });
  await whenHydrated();
  try {
    // A form filled in before its part hydrated keeps the visitor's text (replay-edits.ts, loaded
    // only then).
    const edited = editedFields(root, server);
    if (edited.length > 0) (await import('./replay-edits')).replayEdits(edited);
  } finally {
    // Even if that chunk would not load: the held taps must not wait for ever.
    ready();
  }
}

/**
 * Every part hydrated and every early edit handed to React: the server's early-taps script
 * (apps/api/src/web/early-taps.ts) now hands the taps it held to their buttons, and the journeys
 * wait for this before they type into a server-rendered form (a submit between a part's
 * hydration and the replay above would still read the server's value).
 */
const ready = () => {
  document.documentElement.dataset['hydrated'] = 'true';
};
