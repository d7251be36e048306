import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGE } from './catalogue';
import { RESPONSE_DEADLINE_MS } from './response-deadline';
import { createMemoryTokenStore } from './token-store';

const options = {
  baseUrl: 'http://shop.test',
  locale: () => ({ country: 'sg', language: 'en' }),
  tokens: createMemoryTokenStore(),
};
const OFFLINE = { ok: false, kind: 'offline', status: 0, offline: true, message: OFFLINE_MESSAGE };

afterEach(() => {
  vi.doUnmock('./create-api-client');
  vi.resetModules();
  vi.useRealTimers();
});

describe('createDeferredApiClient when its code does not arrive', () => {
  it('answers offline (not an import error) when the code fails to load, and loads it on the next call', async () => {
    let attempt = 0;
    vi.doMock('./create-api-client', () => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { createApiClient: () => ({ GET: async () => ({ ok: true, status: 200, data: [] }) }) };
    });
    const { createDeferredApiClient } = await import('./deferred-api-client');
    const api = createDeferredApiClient(options);
    expect(await api.GET('/api/countries/')).toMatchObject(OFFLINE);
    expect(await api.GET('/api/countries/')).toEqual({ ok: true, status: 200, data: [] });
  });

  it('answers the newsletter form offline with the e-mail typed', async () => {
    vi.doMock('./create-api-client', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { createDeferredApiClient } = await import('./deferred-api-client');
    const api = createDeferredApiClient(options);
    expect(
      await api.emailFlag.POST('/api/subcribers/', { body: { email: 'mei@example.com' } }),
    ).toMatchObject({
      error: true,
      status: 0,
      email: 'mei@example.com',
      message: OFFLINE_MESSAGE,
      offline: true,
    });
  });

  it('answers offline by the deadline when the code hangs (a dead network)', async () => {
    vi.useFakeTimers();
    vi.doMock('./create-api-client', () => new Promise(() => undefined));
    const { createDeferredApiClient } = await import('./deferred-api-client');
    const settled = vi.fn();
    void createDeferredApiClient(options)
      .POST('/api/orders/', { body: {} } as never)
      .then(settled);
    await vi.advanceTimersByTimeAsync(RESPONSE_DEADLINE_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.objectContaining(OFFLINE));
  });
});
