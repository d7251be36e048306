import { PRERENDER_READY_TIMEOUT_MS } from '@atelier/commerce/enums';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import '@atelier/ui/tokens.css';
import '@atelier/ui/base.css';
import './styles/fonts';
import { readAppConfig } from '@atelier/app-shell/app-config';
import { createChunkLoader } from '@atelier/app-shell/chunk-retry';
import { createRoutes } from './app/routes';
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
  reload: () => window.location.reload(),
});
window.addEventListener('vite:preloadError', (event) => chunks.onPreloadError(event));
const services = createBusinessServices({
  config: readAppConfig(document),
  storage: storage('localStorage'),
  chunks,
  prerender: window,
  initialPathname: window.location.pathname,
});
const router = createBrowserRouter(createRoutes(services));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>
  </StrictMode>,
);
