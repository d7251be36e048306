import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../app/app-providers';
import { createRoutes } from '../../../app/router/routes';
import { createServices } from '../../../app/services/app-services';
import { createMemoryStorage, type KeyValueStorage } from '../../../app/storage/storage';
import { testConfig } from '../../../testing/render-app';

export interface Browser {
  storage: KeyValueStorage;
  sessionStorage: KeyValueStorage;
  analytics: { dataLayer?: unknown[] };
}

/** A browser tab's storages: render twice with the same one to reload the page. */
export function newBrowser(): Browser {
  return { storage: createMemoryStorage(), sessionStorage: createMemoryStorage(), analytics: {} };
}

/**
 * The whole store at `path` (like testing/render-app's renderApp) with this tab's localStorage and
 * sessionStorage, where the checkout store lives; a fresh query cache each time, as after a reload.
 */
export function renderStore(path: string, baseUrl: string, browser: Browser) {
  const services = createServices({
    config: testConfig,
    storage: browser.storage,
    sessionStorage: browser.sessionStorage,
    initialPathname: path,
    baseUrl,
    analyticsTarget: browser.analytics,
  });
  const router = createMemoryRouter(createRoutes(services), { initialEntries: [path] });
  const view = render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, services };
}
