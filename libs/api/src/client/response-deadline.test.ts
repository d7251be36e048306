import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as fixtures from '../testing/fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';
import { OFFLINE_MESSAGE } from './catalogue';
import { createApiClient, type ApiClientOptions } from './create-api-client';
import { createMemoryTokenStore } from './token-store';
import {
  PAYMENT_RESPONSE_DEADLINE_MS,
  READ_RESPONSE_DEADLINE_MS,
  RESPONSE_DEADLINE_MS,
  responseDeadlineOf,
} from './response-deadline';

const OFFLINE = { ok: false, kind: 'offline', status: 0, offline: true, message: OFFLINE_MESSAGE };

/** A network that takes the request and never answers (a dead Wi-Fi the browser has not noticed). */
const hanging = () => new Promise<Response>(() => undefined);

function client(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: 'http://shop.test',
    locale: () => ({ country: 'sg', language: 'en' }),
    tokens: createMemoryTokenStore(),
    fetch: hanging,
    deadline: { events: null },
    ...overrides,
  });
}

/** Settles `promise` into a spy, so a test can tell "not yet" from "done". */
function watch<T>(promise: Promise<T>) {
  const settled = vi.fn();
  promise.then(settled, settled);
  return settled;
}

afterEach(() => vi.useRealTimers());

describe('a call without an answer', () => {
  it('reads as offline after 4 s, not before (add to cart on a dead network)', async () => {
    vi.useFakeTimers();
    const settled = watch(
      client().POST('/api/carts/{cartPk}/items/', {
        params: { path: { cartPk: fixtures.cart.id } },
        body: { product_id: 101, quantity: 1 },
      }),
    );
    await vi.advanceTimersByTimeAsync(RESPONSE_DEADLINE_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(OFFLINE);
    expect(RESPONSE_DEADLINE_MS).toBeLessThan(5_000);
  });

  it('gives paying 30 s (the provider may be slow), then reads as offline', async () => {
    vi.useFakeTimers();
    const settled = watch(
      client().POST('/api/orders/{id}/pay/', {
        params: { path: { id: 'b3c1f1de-8a0e-4a51-9c1e-3f7a2b8c9d10' } },
        body: { card_number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
      } as never),
    );
    await vi.advanceTimersByTimeAsync(RESPONSE_DEADLINE_MS * 2);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(PAYMENT_RESPONSE_DEADLINE_MS);
    expect(settled).toHaveBeenCalledWith(OFFLINE);
  });

  it('ends at once, payment included, when the window says it went offline', async () => {
    vi.useFakeTimers();
    const window = new EventTarget();
    const api = client({ deadline: { events: window } });
    const settled = watch(
      api.POST('/api/bookings/{id}/pay/', {
        params: { path: { id: 'b3c1f1de-8a0e-4a51-9c1e-3f7a2b8c9d10' } },
        body: { token: 'tok_visa' },
      } as never),
    );
    await vi.advanceTimersByTimeAsync(10);
    expect(settled).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalledWith(OFFLINE);
  });

  it('the newsletter form hears offline too, with the e-mail typed', async () => {
    vi.useFakeTimers();
    const settled = watch(
      client().emailFlag.POST('/api/subcribers/', { body: { email: 'mei@example.com' } }),
    );
    await vi.advanceTimersByTimeAsync(RESPONSE_DEADLINE_MS);
    expect(settled).toHaveBeenCalledWith({
      error: true,
      status: 0,
      email: 'mei@example.com',
      message: OFFLINE_MESSAGE,
      offline: true,
    });
  });

  it("still rejects with the caller's AbortError when the caller cancels", async () => {
    const controller = new AbortController();
    // Like a browser's fetch: an aborted signal rejects it, whether before or during the call.
    const fetch = (request: Request) =>
      new Promise<Response>((_, reject) => {
        if (request.signal.aborted) reject(request.signal.reason);
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      });
    const pending = client({ fetch }).GET('/api/countries/', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('a call that is answered', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('is not cut off when the answer starts in time (real HTTP)', async () => {
    server.setHandler(() => ({ status: 200, body: fixtures.countries, delayMs: 50 }));
    const api = client({
      baseUrl: server.url,
      fetch: undefined,
      deadline: { events: null, deadlineOf: () => 1_000 },
    });
    const result = await api.GET('/api/countries/');
    expect(result.ok).toBe(true);
  });

  it('reads as offline when the server does not start answering by the deadline (real HTTP)', async () => {
    server.setHandler(() => ({ status: 200, body: fixtures.countries, delayMs: 500 }));
    const api = client({
      baseUrl: server.url,
      fetch: undefined,
      deadline: { events: null, deadlineOf: () => 50 },
    });
    expect(await api.GET('/api/countries/')).toEqual(OFFLINE);
  });
});

describe('responseDeadlineOf', () => {
  it.each([
    ['POST', '/api/orders/9f1c/pay/', PAYMENT_RESPONSE_DEADLINE_MS],
    ['POST', 'https://shop.example/api/bookings/9f1c/pay/', PAYMENT_RESPONSE_DEADLINE_MS],
    ['POST', '/api/verify/', PAYMENT_RESPONSE_DEADLINE_MS],
    ['POST', '/api/orders/', RESPONSE_DEADLINE_MS],
    ['GET', '/api/orders/9f1c/pay/', READ_RESPONSE_DEADLINE_MS],
    ['GET', '/api/workshop-slots/?date=2026-12-01', READ_RESPONSE_DEADLINE_MS],
    ['PATCH', '/api/carts/1/', RESPONSE_DEADLINE_MS],
  ])('%s %s waits %i ms', (method, url, expected) => {
    expect(responseDeadlineOf(method, url)).toBe(expected);
  });
});
