import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import '@atelier/ui/tokens.css';
import '@atelier/ui/base.css';
import '@atelier/ui/fonts.css';
import { applyDocumentLanguage, LanguageProvider, storedLanguage } from './app/language';
import { createRoutes } from './app/routes';
import {
  createAdminServices,
  createMemoryStorage,
  ServicesProvider,
  type KeyValueStorage,
} from './app/services';
import { loadTexts } from './i18n/i18n';

function localStorageOrMemory(): KeyValueStorage {
  try {
    return window.localStorage;
  } catch {
    return createMemoryStorage();
  }
}

// The console talks to the API on its own origin, so the session cookie (Path=/api/admin) goes along.
const storage = localStorageOrMemory();
const services = createAdminServices({ baseUrl: '', storage, language: () => document.documentElement.lang });
const language = storedLanguage(storage);
applyDocumentLanguage(language);
const router = createBrowserRouter(createRoutes(), { basename: '/admin' });

// The texts of the kept language first, so no screen ever shows a key in place of its text.
void loadTexts(language).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ServicesProvider services={services}>
        <LanguageProvider initial={language} storage={storage}>
          <RouterProvider router={router} />
        </LanguageProvider>
      </ServicesProvider>
    </StrictMode>,
  ),
);
