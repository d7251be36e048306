import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, use, type ReactNode } from 'react';
import { createAdminApi, isAdminError, type AdminApi } from './admin-api';
import { sessionKey } from './session-key';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface AdminServices {
  api: AdminApi;
  queryClient: QueryClient;
  /** Where the language choice is kept (localStorage in the browser). */
  storage: KeyValueStorage;
}

export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

/**
 * A query client whose every failed call is looked at once: a 401 (or a stale CSRF token) means the
 * session is gone, so the session is forgotten and the console's frame sends the person to sign in,
 * keeping the screen to come back to (session.tsx); a stale CSRF token or a required password change
 * re-reads the session.
 * Answers the server gave on purpose (403, 404, 409, ...) are not retried.
 */
export function createAdminQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (isAdminError(error, 'signed_out')) queryClient.setQueryData(sessionKey, null);
    // A stale CSRF token or a required password change: the session read again says what now.
    if (isAdminError(error, 'csrf', 'password_change_required'))
      void queryClient.invalidateQueries({ queryKey: sessionKey });
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          failures < 1 && (!isAdminError(error) || isAdminError(error, 'offline', 'server')),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

export function createAdminServices(options: {
  baseUrl: string;
  storage: KeyValueStorage;
  /** The console's language tag (Accept-Language of its calls). */
  language?: () => string;
}): AdminServices {
  return {
    api: createAdminApi({ baseUrl: options.baseUrl, language: options.language }),
    queryClient: createAdminQueryClient(),
    storage: options.storage,
  };
}

const ServicesContext = createContext<AdminServices | null>(null);

export function ServicesProvider({ services, children }: { services: AdminServices; children: ReactNode }) {
  return (
    <ServicesContext value={services}>
      <QueryClientProvider client={services.queryClient}>{children}</QueryClientProvider>
    </ServicesContext>
  );
}

export function useServices(): AdminServices {
  const services = use(ServicesContext);
  if (!services) throw new Error('useServices: wrap the tree in <ServicesProvider>');
  return services;
}
