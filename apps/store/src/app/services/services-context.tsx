import { createContext, useContext, type ReactNode } from 'react';
import type { AppServices } from './app-services';

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children?: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices: wrap the tree in <ServicesProvider>');
  return services;
}

/** The services where a tree has them (component tests may render parts without). */
export function useOptionalServices(): AppServices | null {
  return useContext(ServicesContext);
}
