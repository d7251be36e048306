import { PRERENDER_READY_TIMEOUT_MS } from '@atelier/commerce/enums';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { hydrateServerPage, readServerState } from '@atelier/app-shell/hydration';
import '@atelier/ui/tokens.css';
import '@atelier/ui/base.css';
import './styles/fonts';
import { readAppConfig } from '@atelier/app-shell/app-config';
import { createChunkLoader, reloadTo } from '@atelier/app-shell/chunk-retry';
import { createRoutes } from './app/routes';
import type { BusinessServerState } from './app/server-state';
import {
  createBusinessServices,
  createMemoryStorage,
  ServicesProvider,
  type BusinessServices,
} from './app/services';

// Before the first render: the crawler waits (at most 5 s), config from the page, chunk retry.
window.prerenderReady = false;
setTimeout(() => (window.prerenderReady = true), PRERENDER_READY_TIMEOUT_MS);

function storage(kind: 'localStorage' | 'sessionStorage'): BusinessServices['storage'] {
  try {
    return window[kind];
  } catch {
    return createMemoryStorage();
  }
}

const chunks = createChunkLoader({
  session: storage('sessionStorage'),
  reload: reloadTo(window.location),
});
window.addEventListener('vite:preloadError', (event) => chunks.onPreloadError(event));
const services = createBusinessServices({
  config: readAppConfig(document),
  storage: storage('localStorage'),
  chunks,
  prerender: window,
  initialPathname: window.location.pathname,
});
const routes = createRoutes(services);
const root = document.getElementById('root')!;
const app = (router: DataRouter) => {
  // A chunk that fails while a link's page loads reloads that page, not the one being left.
  chunks.trackNavigation(router);
  return (
    <StrictMode>
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </StrictMode>
  );
};

// A page the server rendered is hydrated as the store's (apps/store/src/main.tsx): the frame, then
// its header, main and footer each in a pass of their own (`HydrationBoundary` in the layout).
const state = readServerState<BusinessServerState>(document);
if (state) {
  void hydrateServerPage({
    root,
    state,
    queryClient: services.queryClient,
    routes,
    provideTexts: () => {
      for (const sent of state.texts) services.texts.provide(sent.language, ['business'], sent.texts);
    },
    render: app,
  });
} else createRoot(root).render(app(createBrowserRouter(routes)));
