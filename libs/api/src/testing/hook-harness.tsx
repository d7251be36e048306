import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createApiClient, type ApiClient } from '../client/create-api-client';
import { createMemoryTokenStore, type TokenStore } from '../client/token-store';
import { ApiClientProvider } from '../queries/api-client-context';
import { createQueryClient } from '../queries/query-client';
import { startTestServer, type TestHandler, type TestServer } from './test-server';

export interface HookHarness {
  server: TestServer;
  api: ApiClient;
  tokens: TokenStore;
  queryClient: QueryClient;
  /** renderHook's wrapper: the query client and the API client of the running test. */
  wrapper(props: { children: ReactNode }): ReactNode;
}

/**
 * For a query-hook test file (jsdom): one real HTTP test server answering with `handler`, and
 * before each test a fresh client (memory tokens, sg/en), query client and no recorded requests.
 * Read the fields inside tests: they change per test. Not part of `./testing` (it needs
 * Testing Library): this library's own tests import it by path.
 */
export function useHookHarness(handler: TestHandler): HookHarness {
  const harness = {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={harness.queryClient}>
        <ApiClientProvider client={harness.api}>{children}</ApiClientProvider>
      </QueryClientProvider>
    ),
  } as HookHarness;
  beforeAll(async () => {
    harness.server = await startTestServer(handler);
  });
  afterAll(() => harness.server.close());
  beforeEach(() => {
    harness.server.requests.length = 0;
    harness.tokens = createMemoryTokenStore();
    harness.api = createApiClient({
      baseUrl: harness.server.url,
      locale: () => ({ country: 'sg', language: 'en' }),
      tokens: harness.tokens,
    });
    harness.queryClient = createQueryClient();
  });
  afterEach(() => {
    cleanup();
    harness.queryClient.clear();
  });
  return harness;
}
