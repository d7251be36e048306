import type { FetchLike } from '@atelier/api/client';
import type { AppConfig } from '@atelier/app-shell/app-config';
import { countryName } from '@atelier/app-shell/country-name';
import type { Language } from '@atelier/commerce/paths';
import { dehydrate } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
} from 'react-router-dom';
import { createRoutes } from './app/routes';
import type { BusinessServerState } from './app/server-state';
import { createBusinessServices, createMemoryStorage, ServicesProvider } from './app/services';

/**
 * Server rendering of the business area's first HTML, as the store's (apps/store/src/entry-server.tsx,
 * docs/performance.md "Lighthouse"): the API server loads the SSR build (dist/server/entry-server.js)
 * by path and calls `render` for every business page; main.tsx hydrates what it sent. Nothing here
 * belongs to one visitor (every business call is public), so the page is the same for all.
 */
export interface ServerRenderInput {
  url: string;
  config: AppConfig;
  fetch: FetchLike;
  signal?: AbortSignal;
}

export type ServerRenderResult =
  | { kind: 'page'; status: number; html: string; state: BusinessServerState; modules: string[] }
  | { kind: 'skip'; reason: string };

/** The source files (Vite manifest keys) of the chunks the routes load by name (app/routes.tsx). */
const PAGE_MODULES: Record<string, string> = {
  'cms-page': 'src/pages/cms-page/cms-page.tsx',
  'collection-page': 'src/pages/collection/collection-page.tsx',
  'contact-page': 'src/pages/contact/contact-page.tsx',
};

export async function render(input: ServerRenderInput): Promise<ServerRenderResult> {
  const url = new URL(input.url);
  const chunkNames = new Set<string>();
  const texts: Language[] = [];
  const services = createBusinessServices({
    config: input.config,
    storage: createMemoryStorage(),
    // No reloads and no timers on the server: record which chunks (and texts) the page needed.
    chunks: {
      async load(importer, name) {
        const value = await importer();
        if (name === 'texts') texts.push(value as Language);
        else if (name) chunkNames.add(name);
        return value;
      },
      onPreloadError: () => undefined,
    },
    prerender: {},
    initialPathname: url.pathname,
    baseUrl: url.origin,
    fetch: input.fetch,
  });
  services.queryClient.setDefaultOptions({
    ...services.queryClient.getDefaultOptions(),
    queries: { ...services.queryClient.getDefaultOptions().queries, retry: false },
  });

  const handler = createStaticHandler(createRoutes(services));
  const context = await handler.query(new Request(url, { signal: input.signal }));
  if (context instanceof Response) return { kind: 'skip', reason: `response ${context.status}` };
  const errors = context.errors ? Object.entries(context.errors) : [];
  if (!errors.every(([, error]) => isRouteErrorResponse(error) && error.status === 404)) {
    return { kind: 'skip', reason: 'route error' };
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToStringAsync(
    <StrictMode>
      <ServicesProvider services={services}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ServicesProvider>
    </StrictMode>,
  );
  input.signal?.throwIfAborted();

  const language = services.apiLocale.headers().language as Language;
  const state: BusinessServerState = {
    queries: dehydrate(services.queryClient),
    texts,
    matches: context.matches.map((match) => match.route.id),
    countryNames: {
      language,
      names: Object.fromEntries(input.config.countries.map((c) => [c.code, countryName(c, language)])),
    },
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: errors.length
        ? Object.fromEntries(
            errors.map(([id, error]) => [
              id,
              isRouteErrorResponse(error)
                ? { status: error.status, statusText: error.statusText, data: error.data }
                : null,
            ]),
          )
        : null,
    },
  };
  const modules = [
    ...[...chunkNames].flatMap((name) => (PAGE_MODULES[name] ? [PAGE_MODULES[name]] : [])),
    ...texts.map((lang) => `src/i18n/locales/${lang}.json`),
  ];
  return { kind: 'page', status: context.statusCode, html, state, modules };
}
