import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../client/api-error';
import { createApiClient } from '../../client/create-api-client';
import { createMemoryTokenStore } from '../../client/token-store';
import * as fixtures from '../../testing/fixtures';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { clearOutcome } from './clear-outcome';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const api = () =>
  createApiClient({
    baseUrl: server.url,
    locale: () => ({ country: 'sg', language: 'en' }),
    tokens: createMemoryTokenStore(),
  });

describe('clearOutcome', () => {
  it('posts to the outcome’s /clear/ and resolves on 204', async () => {
    server.setHandler(() => ({ status: 204 }));
    await expect(clearOutcome(api(), fixtures.outcome.id)).resolves.toBeUndefined();
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/api/outcomes/${fixtures.outcome.id}/clear/`,
    });
  });

  it('counts an outcome that is already gone (404) as cleared', async () => {
    server.setHandler(() => ({ status: 404, body: fixtures.errors.notFound }));
    await expect(clearOutcome(api(), fixtures.outcome.id)).resolves.toBeUndefined();
  });

  it('rejects when the outcome is someone else’s (403)', async () => {
    server.setHandler(() => ({ status: 403, body: { message: 'Forbidden', status: 403 } }));
    const failure = await clearOutcome(api(), fixtures.outcome.id).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(403);
  });
});
