import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { ApiError } from '../client/api-error';

/** Retry transient failures (offline, 5xx) twice; a 4xx will not change by asking again. */
export function retryTransient(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The store's QueryClient: queries are not refetched on window focus or on mount (SPEC §7).
 * Anything in `config` wins over these defaults.
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        retry: retryTransient,
        ...config.defaultOptions?.queries,
      },
      mutations: { retry: false, ...config.defaultOptions?.mutations },
    },
  });
}
