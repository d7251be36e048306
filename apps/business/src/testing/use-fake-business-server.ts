import { startContractTestServer } from '@atelier/api/testing/contract-server';
import type { TestServer } from '@atelier/api/testing/server';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createFakeBusinessApi, type FakeBusinessApi } from './fake-business-api';

export interface FakeBusinessServer {
  /** One HTTP test server for the file; its recorded requests are cleared before each test. */
  server: TestServer;
  /** The fake API answering this test (a fresh one before each test). */
  api: FakeBusinessApi;
}

/** For a test file: the business area's API over real HTTP, as a fresh fake before each test. */
export function useFakeBusinessServer(): FakeBusinessServer {
  const context: FakeBusinessServer = { server: {} as TestServer, api: createFakeBusinessApi() };
  beforeAll(async () => {
    Object.assign(context.server, await startContractTestServer());
  });
  afterAll(() => context.server.close());
  beforeEach(() => {
    context.api = createFakeBusinessApi();
    context.server.setHandler(context.api.handle);
    context.server.requests.length = 0;
  });
  return context;
}
