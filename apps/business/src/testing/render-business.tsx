import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_COUNTRIES, type AppConfig } from '@atelier/app-shell/app-config';
import { createChunkLoader } from '@atelier/app-shell/chunk-retry';
import { createRoutes } from '../app/routes';
import { createBusinessServices, createMemoryStorage, ServicesProvider } from '../app/services';

export const testConfig: AppConfig = {
  publicOrigin: 'https://shop.example',
  sentryDsn: null,
  gtmId: null,
  countries: DEFAULT_COUNTRIES,
};

export interface RenderBusinessOptions {
  /** The fake API's origin (a real HTTP server from `@atelier/api/testing/server`). */
  baseUrl: string;
  storage?: ReturnType<typeof createMemoryStorage>;
}

/**
 * The business area at `path` with the seeded countries and memory storage, talking over HTTP to
 * a test server (see fake-business-api.ts); a fresh query cache each time, as after a reload.
 */
export function renderBusiness(
  path: string,
  { baseUrl, storage = createMemoryStorage() }: RenderBusinessOptions,
) {
  const services = createBusinessServices({
    config: testConfig,
    storage,
    chunks: createChunkLoader({ session: createMemoryStorage(), reload: () => undefined }),
    prerender: {},
    initialPathname: path,
    baseUrl,
  });
  const router = createMemoryRouter(createRoutes(services), { initialEntries: [path] });
  const view = render(
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { ...view, router, services };
}
