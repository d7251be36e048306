import type { AppConfig } from '../app-config';
import type { ChunkLoader } from '../chunk-retry';
import { countryName } from '../country-name';
import type { SerializedRouteError } from '../hydration';
import type { Language } from '@atelier/commerce/paths';
import { StrictMode, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type HydrationState,
  type RouteObject,
} from 'react-router-dom';

/** What the server hands an area's `render` (apps/api/src/web/server-render.ts). */
export interface ServerRenderInput<Fetch> {
  /** The absolute request URL (origin as the visitor sees it, path and query). */
  url: string;
  /** The app config the page carries in #app-config (render-page.ts). */
  config: AppConfig;
  /** Reaches the API in-process (the server's `app.inject`); requests carry absolute URLs. */
  fetch: Fetch;
  /** Aborted when the server's time budget runs out: the render is then abandoned. */
  signal?: AbortSignal;
}

/** The router's part of the state block: loader data, and route errors as plain JSON. */
export type SerializedRouterState = Omit<HydrationState, 'errors'> & {
  errors: Record<string, (SerializedRouteError & { __type: 'RouteErrorResponse' }) | null> | null;
};

/** What an area's `render` answers the server: a page to send, or a reason to send the client-only page. */
export type ServerRenderResult<State> =
  /**
   * The #root inner HTML, the elements React hoists for the document's head (the main image's
   * preload), the state the browser hydrates from, and the page's modules to preload.
   */
  | { kind: 'page'; status: number; html: string; head: string[]; state: State; modules: string[] }
  | { kind: 'skip'; reason: string };

export type RoutesRender =
  /** The #root inner HTML and head elements, the status, the matched route ids and the router's state. */
  | {
      kind: 'page';
      status: number;
      html: string;
      head: string[];
      matches: string[];
      router: SerializedRouterState;
    }
  /** Not rendered here (a redirect, or an error page the browser draws itself). */
  | { kind: 'skip'; reason: string };

/**
 * Records which chunks (by the name the routes give `chunks.load`) and which text catalogues a
 * render loaded, with no reloads and no timers (what the browser's chunk retry would add).
 */
export function recordingChunks<Texts>(): { names: Set<string>; texts: Texts[]; chunks: ChunkLoader } {
  const names = new Set<string>();
  const texts: Texts[] = [];
  return {
    names,
    texts,
    chunks: {
      async load(importer, name) {
        const value = await importer();
        if (name === 'texts') texts.push(value as Texts);
        else if (name) names.add(name);
        return value;
      },
      onPreloadError: () => undefined,
      trackNavigation: () => undefined,
    },
  };
}

/**
 * One page of an area rendered on the server, the part both areas share: React Router's static
 * handler runs the route loaders (their API calls go through the services the routes were made
 * with), then the matched tree is rendered to a string inside the area's providers (`wrap`).
 *
 * A 404 route error (unknown product, bad locale) is rendered: crawlers and visitors see the
 * not-found page at once, with its status. A redirect or any other error is skipped: the browser
 * draws it (it retries, offers a reload).
 */
export async function renderRoutes(
  routes: RouteObject[],
  url: URL,
  wrap: (page: ReactNode) => ReactNode,
  signal?: AbortSignal,
): Promise<RoutesRender> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url, { signal }));
  if (context instanceof Response) return { kind: 'skip', reason: `response ${context.status}` };
  const errors = context.errors ? Object.entries(context.errors) : [];
  if (!errors.every(([, error]) => isRouteErrorResponse(error) && error.status === 404)) {
    return { kind: 'skip', reason: 'route error' };
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const { head, html } = await renderToHtml(
    <StrictMode>
      {wrap(<StaticRouterProvider router={router} context={context} hydrate={false} />)}
    </StrictMode>,
    signal,
  );

  return {
    kind: 'page',
    status: context.statusCode,
    html,
    head,
    matches: context.matches.map((match) => match.route.id),
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: errors.length
        ? Object.fromEntries(
            errors.map(([id, error]) => [
              id,
              isRouteErrorResponse(error)
                ? {
                    __type: 'RouteErrorResponse' as const,
                    status: error.status,
                    statusText: error.statusText,
                    data: error.data,
                  }
                : null,
            ]),
          )
        : null,
    },
  };
}

/**
 * The tree's HTML through React's streaming renderer, read once all of it is ready: the loaders
 * have fetched the page's data before this, so nothing suspends for long, and the server's page
 * template (apps/api/src/web/render-page.ts) wraps it whole, with the state block after it.
 * Suspense boundaries keep their markers (`<!--$-->`), which is what lets the browser hydrate each
 * one on its own (selective hydration). A render error rejects, and the server then sends the
 * client-only page.
 */
async function renderToHtml(tree: ReactNode, signal?: AbortSignal): Promise<{ head: string[]; html: string }> {
  let failure: unknown = null;
  const stream = await renderToReadableStream(tree, {
    signal,
    // The page is sent whole, inside the server's template: every boundary inline, never outlined
    // into a later segment revealed by an inline script (React does that to boundaries over 12 KB
    // by default; the pages' Content-Security-Policy allows no inline script).
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error) {
      failure ??= error;
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  signal?.throwIfAborted();
  // An error inside a Suspense boundary is recovered by the stream (the browser would render that
  // boundary itself); a page the server could not render whole is not sent as if it were.
  if (failure) throw failure;
  // Rendering a part of the document, React writes what belongs in <head> (resource hints such as
  // `<link rel="preload" as="image">` for a high-priority image) before the markup: the server puts
  // it in the head, where the browser finds it first and hydration never meets it.
  const hoisted = /^(?:<link [^>]*\/>)+/.exec(html)?.[0] ?? '';
  return { head: hoisted.match(/<link [^>]*\/>/g) ?? [], html: html.slice(hoisted.length) };
}

/** The names of the config's countries in `language`, as the page shows them (hydrates unchanged). */
export function countryNamesIn(config: AppConfig, language: Language) {
  return {
    language,
    names: Object.fromEntries(config.countries.map((c) => [c.code, countryName(c, language)])),
  };
}

/** The Vite manifest keys of the named chunks a render loaded (a name not in `pageModules` is skipped). */
export function modulesOf(names: Iterable<string>, pageModules: Record<string, string>): string[] {
  return [...names].flatMap((name) => (pageModules[name] ? [pageModules[name]] : []));
}
