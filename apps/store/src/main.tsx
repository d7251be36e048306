import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter, type RouteObject } from 'react-router-dom';
import {
  hydrationDataFrom,
  hydrationStarting,
  nextTask,
  readServerState,
  resolveMatchedRoutes,
} from '@atelier/app-shell/hydration';
import { takeCountryNames } from '@atelier/app-shell/country-name';
import '@atelier/ui/tokens.css';
import '@atelier/ui/base.css';
import './styles/fonts';
import { AppProviders } from './app/app-providers';
import type { ServerState } from './app/hydration/server-state';
import { renderingFromServer } from './app/hydration/use-hydrated';
import { initialise } from './app/init/initialise';
import type { AppServices } from './app/services/app-services';
import { createRoutes } from './app/router/routes';
import { loadTexts } from './i18n/i18n';

const root = document.getElementById('root')!;
const app = (services: AppServices, router: DataRouter) => (
  <StrictMode>
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

/**
 * A page the server rendered (apps/api/src/web/server-render.ts) is hydrated: first the query cache,
 * the texts and the lazy route modules the server used (their files are modulepreloaded by the
 * page), then the router starts from the server's loader data instead of running the loaders again.
 */
async function hydratePage(services: AppServices, routes: RouteObject[], state: ServerState) {
  renderingFromServer();
  hydrate(services.queryClient, state.queries);
  takeCountryNames(state.countryNames.language, state.countryNames.names);
  await Promise.all([
    ...state.texts.map((texts) => loadTexts(texts.language, texts.areas)),
    resolveMatchedRoutes(routes, state.matches),
  ]);
  // The first Intl formatter of a page loads the platform's locale data (12–28 ms measured in
  // Chromium, whichever formatter comes first; prices and lists need one): a task of its own, not
  // a share of the hydration's.
  await nextTask();
  new Intl.NumberFormat(document.documentElement.lang || undefined).format(0);
  // The router (ranking the route table) and the hydration are the two long pieces of work before
  // the page answers input: each gets a task of its own, so a tap can be handled between them.
  await nextTask();
  const router = createBrowserRouter(routes, { hydrationData: hydrationDataFrom(state.router) });
  await nextTask();
  // The page's frame hydrates here; its header, main and footer (`HydrateLater` in PageLayout) each
  // in a task of their own after it.
  const hydrationDone = hydrationStarting();
  hydrateRoot(root, app(services, router));
  hydrationDone();
}

/**
 * The initialisation routine runs before the first render (SPEC §1), in a task of its own: the
 * evaluation of the page's modules is one task already, and the routine's first reads of
 * localStorage and cookies wait on the browser.
 */
async function start() {
  await nextTask();
  const services = initialise({ win: window, now: new Date() });
  const routes = createRoutes(services);
  const state = readServerState<ServerState>(document);
  if (state) await hydratePage(services, routes, state);
  else createRoot(root).render(app(services, createBrowserRouter(routes)));
}

void start();
