import { createContext, useContext, type ReactNode } from 'react';
import type { AppConfig } from '@atelier/app-shell/app-config';
import type { ChunkLoader } from '@atelier/app-shell/chunk-retry';

/** What the business area shares between its React tree and its router (made once in main). */
export interface BusinessServices {
  config: AppConfig;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  chunks: ChunkLoader;
  /** Where the crawler's ready flag lives (window in the browser). */
  prerender: { prerenderReady?: boolean };
}

const ServicesContext = createContext<BusinessServices | null>(null);

export function ServicesProvider({
  services,
  children,
}: {
  services: BusinessServices;
  children?: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
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
