import { startContractTestServer } from '@atelier/api/testing/contract-server';
import type { TestServer } from '@atelier/api/testing/server';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createFakeAdminApi, type FakeAdminApi } from './fake-admin-api';

export interface FakeAdminServer {
  /** One HTTP test server for the file; its recorded requests are cleared before each test. */
  server: TestServer;
  /** The fake API answering this test (a fresh one before each test). */
  api: FakeAdminApi;
}

/** For a test file: the console's API over real HTTP, checked against openapi.yaml, fresh before each test. */
export function useFakeAdminServer(): FakeAdminServer {
  const context: FakeAdminServer = { server: {} as TestServer, api: createFakeAdminApi() };
  beforeAll(async () => {
    Object.assign(context.server, await startContractTestServer());
  });
  afterAll(() => context.server.close());
  beforeEach(() => {
    context.api = createFakeAdminApi();
    context.server.setHandler(context.api.handle);
    context.server.requests.length = 0;
  });
  return context;
}
