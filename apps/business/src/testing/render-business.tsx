import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_COUNTRIES } from '@atelier/app-shell/app-config';
import { createChunkLoader } from '@atelier/app-shell/chunk-retry';
import { createRoutes } from '../app/routes';
import { createMemoryStorage, ServicesProvider, type BusinessServices } from '../app/services';

/** The business area at `path`, with the seeded countries and memory storage. */
export function renderBusiness(path: string, storage = createMemoryStorage()) {
  const services: BusinessServices = {
    config: {
      publicOrigin: 'https://shop.example',
      sentryDsn: null,
      gtmId: null,
      countries: DEFAULT_COUNTRIES,
    },
    storage,
    chunks: createChunkLoader({ session: createMemoryStorage(), reload: () => undefined }),
    prerender: {},
  };
  const router = createMemoryRouter(createRoutes(services), { initialEntries: [path] });
  const view = render(
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { ...view, router, services };
}
