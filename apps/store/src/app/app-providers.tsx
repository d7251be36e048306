import { ApiClientProvider } from '@atelier/api/queries';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider } from '../components/session/session-provider';
import { ToastProvider } from '../components/toasts/toast-provider';
import type { AppServices } from './services/app-services';
import { ServicesProvider } from './services/services-context';

/** Everything above the router: services, react-query, the API client, session and toasts. */
export function AppProviders({ services, children }: { services: AppServices; children?: ReactNode }) {
  return (
    <ServicesProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <ApiClientProvider client={services.api}>
          <SessionProvider>
            <ToastProvider>{children}</ToastProvider>
          </SessionProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </ServicesProvider>
  );
}
