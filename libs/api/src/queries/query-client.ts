import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { ApiError } from '../client/api-error';

/** Retry transient failures (offline, 5xx) twice; a 4xx will not change by asking again. */
export function retryTransient(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The store's QueryClient: queries are not refetched on window focus or on mount (SPEC §7).
 * Mutations run whatever the browser says about the network (`networkMode: 'always'`): by default
 * TanStack Query pauses a mutation while the window is offline, and a paused mutation never
 * settles, so its button would spin until the network came back. Run, it fails at once and the
 * page shows the SPEC §8 offline message (issue 22, point 3).
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
      mutations: { retry: false, networkMode: 'always', ...config.defaultOptions?.mutations },
    },
  });
}
