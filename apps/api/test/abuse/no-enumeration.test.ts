import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productVariants, products } from '../../src/db/schema';
import { GENEROUS_RATE_LIMITS } from '../support/checkout-calls';
import { DEMO_PASSWORD, seedData } from '../../src/seed/data';
import { databases } from '../support/databases';
import { request, type JsonResponse } from '../support/http-client';
import { uniqueEmail } from '../support/members';
import { useTestServer } from '../support/test-server';

const demo = seedData.members[0]!;

/**
 * What a client can compare between two answers: the status, the body (with the echo of the
 * submitted address put back to a placeholder) and which headers came (values like `date` and
 * `x-request-id` differ between any two requests).
 */
function visible(res: JsonResponse, submitted: string) {
  const body = JSON.parse(
    JSON.stringify(res.body ?? null)
      .split(JSON.stringify(submitted).slice(1, -1))
      .join('<email>'),
  );
  return {
    status: res.status,
    body,
    headers: [...res.headers.keys()].sort(),
    contentType: res.headers.get('content-type'),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * A coarse check, not a benchmark: the two kinds of request, interleaved so machine load hits
 * both alike, take times of the same order. The leak it guards against is a path that skips the
 * expensive step (a password hash of ~20 ms against a ~1 ms lookup, 10-50×); a factor of 6 on
 * medians stays clear of the noise of a shared machine.
 */
async function expectSameOrderOfTime(a: (i: number) => Promise<unknown>, b: (i: number) => Promise<unknown>) {
  const times: { a: number[]; b: number[] } = { a: [], b: [] };
  for (let i = 0; i < 9; i++) {
    for (const [kind, run] of [
      ['a', a],
      ['b', b],
    ] as const) {
      const start = performance.now();
      await run(i);
      times[kind].push(performance.now() - start);
    }
  }
  const ratio = median(times.a) / median(times.b);
  expect(ratio, JSON.stringify(times)).toBeGreaterThan(1 / 6);
  expect(ratio, JSON.stringify(times)).toBeLessThan(6);
}

describe.each(databases())('no user enumeration on %s', (target) => {
  const server = useTestServer(target, {
    // Limits are another test's subject: here the same address is tried over and over.
    rateLimits: { ...GENEROUS_RATE_LIMITS, login: { max: 100_000, timeWindowMs: 60_000 } },
    mail: false,
  });
  const post = (path: string, body: unknown) => request(server.url, 'POST', path, { body });

  it('login: a wrong password and an unknown address answer alike, in alike time', async () => {
    const unknown = uniqueEmail('nobody');
    const wrong = await post('/api/token/', { email: demo.email, password: 'not the password' });
    const none = await post('/api/token/', { email: unknown, password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(visible(none, unknown)).toEqual(visible(wrong, demo.email));
    await expectSameOrderOfTime(
      () => post('/api/token/', { email: demo.email, password: 'not the password' }),
      () => post('/api/token/', { email: uniqueEmail('nobody'), password: 'not the password' }),
    );
    // The check has teeth: a right password is a different answer.
    expect((await post('/api/token/', { email: demo.email, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('registration: a taken address and a free one answer alike, in alike time', async () => {
    const register = (email: string) =>
      post('/api/users/register/', {
        email,
        password: 'a good password',
        first_name: 'Mei',
        last_name: 'Tan',
      });
    const free = uniqueEmail('free');
    const fresh = await register(free);
    const taken = await register(demo.email);
    expect(fresh.status).toBe(202);
    expect(visible(taken, demo.email)).toEqual(visible(fresh, free));
    await expectSameOrderOfTime(
      () => register(uniqueEmail('free')),
      () => register(demo.email),
    );
  });

  it('newsletter: a subscribed address and a new one answer alike, in alike time', async () => {
    const known = uniqueEmail('reader');
    const first = await post('/api/subcribers/', { email: known });
    expect(first.status).toBe(201);
    const again = await post('/api/subcribers/', { email: known });
    const fresh = uniqueEmail('reader');
    const brandNew = await post('/api/subcribers/', { email: fresh });
    expect(visible(again, known)).toEqual(visible(brandNew, fresh));
    // A member's address is no different either.
    const member = await post('/api/subcribers/', { email: demo.email });
    expect(visible(member, demo.email)).toEqual(visible(brandNew, fresh));
    await expectSameOrderOfTime(
      () => post('/api/subcribers/', { email: known }),
      () => post('/api/subcribers/', { email: uniqueEmail('reader') }),
    );
  });

  it('back-in-stock: an address already waiting and a new one answer alike, in alike time', async () => {
    // A sold-out variant of a product on sale.
    const [row] = await server.db
      .select({ variantId: productVariants.id, productId: productVariants.productId })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.active, true))
      .orderBy(productVariants.id)
      .limit(1);
    await server.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, row!.variantId));
    const notify = (email: string) =>
      post(`/api/items/${row!.productId}/notify-stock/`, { email, variant_id: row!.variantId });

    const waiting = uniqueEmail('waiting');
    expect((await notify(waiting)).status).toBe(201);
    const again = await notify(waiting);
    const fresh = uniqueEmail('waiting');
    const brandNew = await notify(fresh);
    expect(again.status).toBe(201);
    expect(visible(again, waiting)).toEqual(visible(brandNew, fresh));
    await expectSameOrderOfTime(
      () => notify(waiting),
      () => notify(uniqueEmail('waiting')),
    );
  });
});
