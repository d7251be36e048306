import { createDeferredApiClient, createMemoryTokenStore, type ApiClient, type FetchLike } from '@atelier/api/client';
import { ApiClientProvider, createQueryClient } from '@atelier/api/queries';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import type { AppConfig } from '@atelier/app-shell/app-config';
import type { ChunkLoader } from '@atelier/app-shell/chunk-retry';
import { createApiLocale, type ApiLocale } from './api-locale';
import { browserTexts, type BusinessTexts } from '../i18n/i18n';

/** What the business area shares between its React tree and its router (made once in main). */
export interface BusinessServices {
  config: AppConfig;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  chunks: ChunkLoader;
  /** Where the crawler's ready flag lives (window in the browser). */
  prerender: { prerenderReady?: boolean };
  /** The typed `/api` client (CMS pages and collections, enquiries). */
  api: ApiClient;
  /** react-query's cache, shared by the route loaders (prefetch) and the pages. */
  queryClient: QueryClient;
  /** The locale the API client sends; the route loaders keep it on the URL's. */
  apiLocale: ApiLocale;
  /** The texts (i18next), one per page in the browser and one per request on the server. */
  texts: BusinessTexts;
}

export interface BusinessServicesInput {
  config: AppConfig;
  storage: BusinessServices['storage'];
  chunks: ChunkLoader;
  prerender: BusinessServices['prerender'];
  /** The path the page opened at; decides the first request's locale headers. */
  initialPathname: string;
  /** API origin; '' for the same origin (paths already start with /api). */
  baseUrl?: string;
  fetch?: FetchLike;
  /** The server's texts for this request; the browser's by default. */
  texts?: BusinessTexts;
}

export function createBusinessServices(input: BusinessServicesInput): BusinessServices {
  const apiLocale = createApiLocale(input.config, input.initialPathname);
  const api = createDeferredApiClient({
    baseUrl: input.baseUrl ?? '',
    fetch: input.fetch,
    locale: apiLocale.headers,
    // Every business call is public: no sign-in here, and the shop's stored session is never touched.
    tokens: createMemoryTokenStore(),
  });
  return {
    config: input.config,
    storage: input.storage,
    chunks: input.chunks,
    prerender: input.prerender,
    api,
    queryClient: createQueryClient(),
    apiLocale,
    texts: input.texts ?? browserTexts,
  };
}

const ServicesContext = createContext<BusinessServices | null>(null);

/** Services, react-query and the API client for everything under it (the router included). */
export function ServicesProvider({
  services,
  children,
}: {
  services: BusinessServices;
  children?: ReactNode;
}) {
  return (
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={services.queryClient}>
        <ApiClientProvider client={services.api}>{children}</ApiClientProvider>
      </QueryClientProvider>
    </ServicesContext.Provider>
  );
}

/** The services where a tree has them (component tests may render parts without). */
export function useOptionalServices(): BusinessServices | null {
  return useContext(ServicesContext);
}

export function useServices(): BusinessServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices: wrap the tree in <ServicesProvider>');
  return services;
}

/** In-memory storage for tests and for browsers that refuse Web Storage. */
export function createMemoryStorage(): BusinessServices['storage'] {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}
