import type { FetchLike } from '@atelier/api/client';
import type { PageHeadsData } from '@atelier/app-shell/page-heads';
import {
  countryNamesIn,
  modulesOf,
  recordingChunks,
  renderRoutes,
  type ServerRenderInput,
  type ServerRenderResult as PageRender,
} from '@atelier/app-shell/server-render';
import type { Language } from '@atelier/commerce/paths';
import { HtmlParserContext, serverHtmlParser } from '@atelier/ui/cms-blocks/server';
import { dehydrate } from '@tanstack/react-query';
import { businessPageHeads } from './app/page-heads';
import { createRoutes } from './app/routes';
import type { BusinessServerState } from './app/server-state';
import { createBusinessServices, createMemoryStorage, ServicesProvider } from './app/services';
import { createBusinessTexts } from './i18n/i18n';

export type { ServerRenderInput };
export type ServerRenderResult = PageRender<BusinessServerState>;

/** The source files (Vite manifest keys) of the chunks the routes load by name (app/routes.tsx). */
const PAGE_MODULES: Record<string, string> = {
  'cms-draft-page': 'src/pages/cms-page/draft-page.tsx',
  'collection-page': 'src/pages/collection/collection-page.tsx',
  'contact-page': 'src/pages/contact/contact-page.tsx',
};

/**
 * Every business page's title and description in every language, the not-found title and the
 * sitemap entries, from the pages' manifests (`*.page.ts`): plain data the API server reads from
 * this build (apps/api/src/web/page-heads.ts). Built once, when the server loads the module.
 */
export const pageHeads: PageHeadsData = businessPageHeads();

/**
 * Server rendering of the business area's first HTML, as the store's (apps/store/src/entry-server.tsx,
 * docs/performance.md "Lighthouse"): the API server loads the SSR build (dist/server/entry-server.js)
 * by path and calls `render` for every business page; main.tsx hydrates what it sent. Nothing here
 * belongs to one visitor (every business call is public), so the page is the same for all.
 */
export async function render(input: ServerRenderInput<FetchLike>): Promise<ServerRenderResult> {
  const url = new URL(input.url);
  const recorded = recordingChunks<Language>();
  const services = createBusinessServices({
    config: input.config,
    storage: createMemoryStorage(),
    chunks: recorded.chunks,
    prerender: {},
    initialPathname: url.pathname,
    baseUrl: url.origin,
    fetch: input.fetch,
    // One i18next instance per request: nothing one render loads or changes reaches another.
    texts: createBusinessTexts(),
  });
  services.queryClient.setDefaultOptions({
    ...services.queryClient.getDefaultOptions(),
    queries: { ...services.queryClient.getDefaultOptions().queries, retry: false },
  });

  const rendered = await renderRoutes(
    createRoutes(services),
    url,
    (page) => (
      // CMS HTML parsed as the browser will (SafeHtml): the page hydrates without a mismatch.
      <HtmlParserContext.Provider value={serverHtmlParser}>
        <ServicesProvider services={services}>{page}</ServicesProvider>
      </HtmlParserContext.Provider>
    ),
    input.signal,
  );
  if (rendered.kind === 'skip') return rendered;

  const state: BusinessServerState = {
    queries: dehydrate(services.queryClient),
    texts: [...new Set(recorded.texts)].map((language) => ({
      language,
      texts: services.texts.loaded(language),
    })),
    matches: rendered.matches,
    countryNames: countryNamesIn(input.config, services.apiLocale.headers().language as Language),
    router: rendered.router,
  };
  // The texts travel in the state block, not as modules to preload.
  const modules = modulesOf(recorded.names, PAGE_MODULES);
  return { kind: 'page', status: rendered.status, html: rendered.html, head: rendered.head, state, modules };
}
