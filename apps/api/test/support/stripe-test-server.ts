import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { DatabaseTarget } from './databases';
import { startTestServer, type TestServer } from './test-server';
import { GENEROUS_RATE_LIMITS } from './checkout-calls';
import { FAKE_STRIPE_KEY, startFakeStripe, type FakeStripe } from './fake-stripe';

export interface StripeTestServer {
  /** The API with STRIPE_SECRET_KEY set and STRIPE_API_BASE pointing at `fake`. */
  server: TestServer;
  /** The local fake of Stripe's API the server talks to. */
  fake: FakeStripe;
}

/**
 * For a `describe` block: the API taking payments through Stripe (a local fake of its API), on a
 * fresh database of `target`, filled in `beforeAll`. After each test the fake must not have
 * refused anything the server sent (a request Stripe would have refused).
 */
export function useStripeTestServer(target: DatabaseTarget): StripeTestServer {
  const context = { server: {} as TestServer } as StripeTestServer;
  beforeAll(async () => {
    context.fake = await startFakeStripe();
    Object.assign(
      context.server,
      await startTestServer(target, {
        rateLimits: GENEROUS_RATE_LIMITS,
        config: { stripe: { secretKey: FAKE_STRIPE_KEY, apiBase: context.fake.url } },
      }),
    );
  });
  afterAll(async () => {
    await context.server.close?.();
    await context.fake?.close();
  });
  afterEach(() => {
    expect(context.fake.problems).toEqual([]);
  });
  return context;
}
