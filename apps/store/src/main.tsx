import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import '@atelier/ui/tokens.css';
import '@atelier/ui/base.css';
import './styles/fonts';
import { AppProviders } from './app/app-providers';
import { initialise } from './app/init/initialise';
import { createRoutes } from './app/router/routes';

// The initialisation routine runs before the first render (SPEC §1).
const services = initialise({ win: window, now: new Date() });
const router = createBrowserRouter(createRoutes(services));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
