import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { hydrateServerPage, nextTask, readServerState } from '@atelier/app-shell/hydration';
import '@atelier/ui/tokens.css';
import '@atelier/ui/base.css';
import './styles/fonts';
import { AppProviders } from './app/app-providers';
import type { ServerState } from './app/hydration/server-state';
import { renderingFromServer } from './app/hydration/use-hydrated';
import { initialise } from './app/init/initialise';
import { browserStorage } from './app/storage/storage';
import type { AppServices } from './app/services/app-services';
import { createRoutes } from './app/router/routes';

const root = document.getElementById('root')!;
const app = (services: AppServices, router: DataRouter) => (
  <StrictMode>
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

/**
 * The initialisation routine runs before the first render (SPEC §1), in a task of its own: the
 * evaluation of the page's modules is one task already. The first reads of localStorage and of the
 * cookies wait on the browser's other processes (2–10 ms each here, docs/performance.md,
 * "Progressive hydration"), so each gets a task before the routine too.
 */
async function start() {
  // A prerendering crawler waits from the first moment (SPEC §9), not from the routine's task; the
  // routine's prerender signal takes over from here.
  (window as { prerenderReady?: boolean }).prerenderReady = false;
  await nextTask();
  const storage = browserStorage(window, 'localStorage');
  await nextTask();
  // Read once here only for its wait: the routine reads the consent cookie from it again.
  void document.cookie;
  await nextTask();
  const services = initialise({ win: window, now: new Date(), storage });
  const routes = createRoutes(services);
  const render = (router: DataRouter) => {
    // A chunk that fails while a link's page loads reloads that page, not the one being left.
    services.chunks.trackNavigation(router);
    return app(services, router);
  };
  const state = readServerState<ServerState>(document);
  if (!state) {
    createRoot(root).render(render(createBrowserRouter(routes)));
    return;
  }
  // A page the server rendered: React hydrates the frame, then its header, main and footer each in a
  // pass of their own (`HydrationBoundary` in PageLayout).
  renderingFromServer();
  await hydrateServerPage({
    root,
    state,
    queryClient: services.queryClient,
    routes,
    provideTexts: () => {
      for (const sent of state.texts) services.texts.provide(sent.language, sent.areas, sent.texts);
    },
    render,
  });
}

void start();
