import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../client/create-api-client';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Makes the app's API client available to the hooks of `@atelier/api/queries`. */
export function ApiClientProvider({ client, children }: { client: ApiClient; children?: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient: wrap the tree in <ApiClientProvider client={...}>');
  return client;
}
