import type { Language } from '@atelier/commerce/paths';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { LanguageProvider } from '../app/language';
import { createRoutes } from '../app/routes';
import { createAdminServices, createMemoryStorage, ServicesProvider } from '../app/services';
import { loadTexts } from '../i18n/i18n';

/**
 * The console at `path` (under /admin/, without that prefix), talking over HTTP to a test server
 * (fake-admin-api.ts), in `language`, with a fresh query cache as after a reload.
 */
export async function renderAdmin(
  path: string,
  { baseUrl, language = 'en' }: { baseUrl: string; language?: Language },
) {
  await loadTexts(language);
  const storage = createMemoryStorage();
  const services = createAdminServices({ baseUrl, storage });
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const view = render(
    <ServicesProvider services={services}>
      <LanguageProvider initial={language} storage={storage}>
        <RouterProvider router={router} />
      </LanguageProvider>
    </ServicesProvider>,
  );
  return { ...view, router, services };
}
