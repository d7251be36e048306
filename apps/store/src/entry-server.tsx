import { ApiError, type FetchLike } from '@atelier/api/client';
import { createQueryClient } from '@atelier/api/queries';
import {
  countryNamesIn,
  modulesOf,
  recordingChunks,
  renderRoutes,
  type ServerRenderInput,
  type ServerRenderResult as PageRender,
} from '@atelier/app-shell/server-render';
import type { PageHeadsData } from '@atelier/app-shell/page-heads';
import { HtmlParserContext, serverHtmlParser } from '@atelier/ui/cms-blocks/server';
import { dehydrate } from '@tanstack/react-query';
import { AppProviders } from './app/app-providers';
import type { LoadedTexts, SentTexts } from './app/router/routes';
import { pageModuleSources, storePageHeads } from './app/router/page-heads';
import { createRoutes } from './app/router/routes';
import { createServices } from './app/services/app-services';
import { createMemoryStorage } from './app/storage/storage';
import { createStoreTexts, type StoreTexts } from './i18n/i18n';
import type { ServerState } from './app/hydration/server-state';
import { renderingFromServer } from './app/hydration/use-hydrated';

export type { ServerRenderInput };
export type ServerRenderResult = PageRender<ServerState>;

/**
 * The source files (Vite manifest keys) of the chunks the pages load by name (their manifests'
 * `page.chunk` and `head.source`), so the server can `modulepreload` them and link their CSS. A
 * name missing here only costs the preload, never the page.
 */
const PAGE_MODULES = pageModuleSources();

/**
 * Every page's title and description in every language, the not-found title and the sitemap
 * entries, from the pages' manifests: plain data the API server reads from this build
 * (apps/api/src/web/page-heads.ts) to fill the first HTML's head, also where it does not render the
 * page. Built once, when the server loads the module.
 */
export const pageHeads: PageHeadsData = storePageHeads();

/**
 * The consent question as static HTML for the first paint, or null when the request's cookies hold
 * an answer: the API server puts it after the page's root (apps/api/src/web/first-paint-banner.ts).
 */
export { consentBannerHtml } from './app/consent/consent-first-paint';

/** Each language the render loaded texts in, once, with all its areas and their texts. */
function textsToSend(loaded: readonly LoadedTexts[], texts: StoreTexts): SentTexts[] {
  const areas = new Map<LoadedTexts['language'], Set<LoadedTexts['areas'][number]>>();
  for (const { language, areas: more } of loaded) {
    areas.set(language, new Set([...(areas.get(language) ?? []), ...more]));
  }
  return [...areas].map(([language, set]) => ({ language, areas: [...set], texts: texts.loaded(language) }));
}

/**
 * Server rendering of the store's first HTML (docs/performance.md, "Lighthouse"). The API server
 * loads the SSR build of this file (dist/server/entry-server.js) by path and calls `render` for
 * every store page; the browser then hydrates what it sent (main.tsx) instead of waiting for the
 * entry, the page chunk, its texts and its data one after another.
 *
 * A render is one shopper-free request: memory storage (no cart, no member: those live in the
 * shopper's localStorage and fill in after hydration), no analytics, Sentry or tag manager.
 */
export async function render(input: ServerRenderInput<FetchLike>): Promise<ServerRenderResult> {
  renderingFromServer();
  const url = new URL(input.url);
  const recorded = recordingChunks<LoadedTexts>();
  const services = createServices({
    config: input.config,
    storage: createMemoryStorage(),
    sessionStorage: createMemoryStorage(),
    initialPathname: url.pathname,
    baseUrl: url.origin,
    fetch: input.fetch,
    // One try: a failing call shows the page's own error state after hydration, where the browser
    // retries; the server has a time budget to keep.
    queryClient: createQueryClient({ defaultOptions: { queries: { retry: false } } }),
    // One i18next instance per request: nothing one render loads or changes reaches another.
    texts: createStoreTexts(),
  });
  services.chunks = recorded.chunks;

  const rendered = await renderRoutes(
    createRoutes(services),
    url,
    (page) => (
      // CMS HTML parsed as the browser will (SafeHtml): the page hydrates without a mismatch.
      <HtmlParserContext.Provider value={serverHtmlParser}>
        <AppProviders services={services}>{page}</AppProviders>
      </HtmlParserContext.Provider>
    ),
    input.signal,
  );
  if (rendered.kind === 'skip') return rendered;

  const state: ServerState = {
    queries: dehydrate(services.queryClient),
    texts: textsToSend(recorded.texts, services.texts),
    matches: rendered.matches,
    countryNames: countryNamesIn(input.config, services.locale.current().language),
    router: rendered.router,
  };
  // The texts travel in the state block, not as modules to preload.
  const modules = modulesOf(recorded.names, PAGE_MODULES);
  // A page whose own data the API does not know (an unknown product, a listing of no collection)
  // shows the not-found content; crawlers must get the status too. Only the loaders' prefetches are
  // in the cache here (components do not fetch on the server), so a 404 there is the page's own.
  const missing = services.queryClient
    .getQueryCache()
    .getAll()
    .some(({ state: query }) => query.error instanceof ApiError && [400, 404].includes(query.error.status));
  return {
    kind: 'page',
    status: missing ? 404 : rendered.status,
    html: rendered.html,
    head: rendered.head,
    state,
    modules,
  };
}
