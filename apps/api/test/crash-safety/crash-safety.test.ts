import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../support/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_KEY, startFakeStripe, type FakeStripe } from '../support/fake-stripe';
import { newJournal, runShopper, type Assortment, type Journal } from './checkout-shopper';
import { checkHoldsExpire, placeHolds, type PlacedHolds } from './holds';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';
import { seededRandom } from './seeded-random';
import { buildServer, type ServerBuild } from './server-build';
import { ServerLives, type ProviderName } from './server-lives';
import { checkStore } from './store-invariants';

const ADMIN_URL = process.env.TEST_DATABASE_URL?.trim();
/** `CRASH_SEED=<n>` replays a run's plan (printed by every run). */
const SEED = Number(process.env.CRASH_SEED ?? randomInt(2 ** 31));
/** SIGKILLs under load (the issue asks for at least 10). */
const KILLS = Number(process.env.CRASH_KILLS ?? 10);
const SHOPPERS = 6;
/** The test's timeout, and when before it the run reports where it stands (a hang then says where). */
const TEST_TIMEOUT_MS = 420_000;
const WATCHDOG_MS = TEST_TIMEOUT_MS - 30_000;
/**
 * ORDER_HOLD_SECONDS and BOOKING_HOLD_SECONDS of the server: shorter than the run, so unpaid
 * orders (abandoned after a crash, or whose charge a kill cut off) lapse and give their stock back
 * while processes are killed, and some late charges find their order lapsed.
 */
const HOLD_SECONDS = 8;

/**
 * Crash safety (issue 9): the real server process (the production bundle of `src/main.ts`) on
 * PostgreSQL, under checkout load from several shoppers, is killed with SIGKILL at moments drawn
 * from a seeded generator — after a random stretch of load, or the instant Stripe has charged a
 * card and before the server could write it down — and started again on the same database, over
 * and over. After the last restart and its payment recovery sweep, the database must be
 * consistent (`checkStore`), agree with what every shopper was told, and agree with Stripe; holds
 * placed before the crashes must still run out. Only with TEST_DATABASE_URL (CI sets it): the
 * point is PostgreSQL's durability and locking, which PGlite in one process does not have.
 *
 * The server's processes alternate between the offline test provider (card numbers) and Stripe
 * (a local fake of its API that lives in this test process, so what it charged survives every
 * crash of the server, as the real Stripe's records do); the last processes use Stripe so the
 * final sweep can compare against it.
 */
describe.skipIf(!ADMIN_URL)('crash safety: SIGKILL under checkout load on PostgreSQL', () => {
  let build: ServerBuild | undefined;
  let database: ScratchDatabase | undefined;
  let fake: FakeStripe | undefined;
  let lives: ServerLives | undefined;
  let dataDir: string | undefined;
  /** Set while a kill waits for the next Stripe charge. */
  let chargeTrap: (() => void) | null = null;
  /** The charges a kill cut off from the server, with their outcome at Stripe. */
  const trapped: { id: string; status: string; key: unknown }[] = [];

  beforeAll(async () => {
    console.log(`crash-safety seed ${SEED} (replay: CRASH_SEED=${SEED})`);
    [build, database, fake] = await Promise.all([
      buildServer(),
      createScratchDatabase(ADMIN_URL!),
      startFakeStripe({
        onIntentCreated: (intent) => {
          const trap = chargeTrap;
          chargeTrap = null;
          if (!trap) return;
          // The request being answered is the fake's latest (nothing awaited since it arrived).
          trapped.push({
            id: intent.id,
            status: intent.status,
            key: fake!.requests.at(-1)?.headers['idempotency-key'],
          });
          trap();
        },
      }),
    ]);
    dataDir = mkdtempSync(join(tmpdir(), 'atelier-crash-'));
    lives = new ServerLives(build.script, `http://127.0.0.1:${await freePort()}`);
  }, 120_000);

  afterAll(async () => {
    chargeTrap = null;
    await lives?.kill();
    await fake?.close();
    await database?.drop();
    build?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  function env(provider: ProviderName, logLevel: string): Record<string, string> {
    const port = new URL(lives!.baseUrl).port;
    return {
      DATABASE_URL: database!.url,
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: lives!.baseUrl,
      DATA_DIR: dataDir!,
      JWT_SECRET: 'crash-safety-jwt-secret-0123456789abcdef',
      PREVIEW_TOKEN: 'crash-safety-preview-token',
      LOG_LEVEL: logLevel,
      RATE_LIMIT_GLOBAL_MAX: '1000000',
      ORDER_HOLD_SECONDS: String(HOLD_SECONDS),
      BOOKING_HOLD_SECONDS: String(HOLD_SECONDS),
      ...(provider === 'stripe' ? { STRIPE_SECRET_KEY: FAKE_STRIPE_KEY, STRIPE_API_BASE: fake!.url } : {}),
    };
  }

  it(
    `keeps orders, stock and payments consistent through ${KILLS} SIGKILLs`,
    // Generous: on a quiet machine the run takes under a minute, but CI runs it beside other
    // suites on 2 cores, where each of the 11 restarts (a Node start, migrations check, the
    // recovery sweep) can take several seconds. A hang is not waited out here: every shopper's
    // request has its own deadline (checkout-shopper.ts) and fails naming the request.
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const random = seededRandom(SEED);
      const server = lives!;
      const pool = database!.pool;

      // The first process migrates and seeds the new database.
      await server.start('stripe', env('stripe', 'warn'));
      const { rows: variants } = await pool.query<{ product_id: number; variant_id: number; slug: string }>(`
      select p.id as product_id, v.id as variant_id, p.slug from products p
        join product_variants v on v.product_id = p.id
       where p.slug in ('kaya-toast-candle', 'white-tea-yuzu', 'amber-oud') order by v.id`);
      const {
        rows: [rule],
      } = await pool.query<{ id: number }>(
        `select id from shipping_rules where country = 'sg' and method = 'standard' limit 1`,
      );
      expect(variants.length).toBeGreaterThanOrEqual(3);
      // Plenty of everything but one variant, which sells out during the run (409s on the way).
      const scarce = variants.find((v) => v.slug === 'amber-oud')!;
      await pool.query(
        `update product_variants set stock = case when id = $1 then 15 else 100000 end
                       where id = any($2::int[])`,
        [scarce.variant_id, variants.map((v) => v.variant_id)],
      );
      const assortment: Assortment = {
        variants: variants.map((v) => ({ productId: v.product_id, variantId: v.variant_id })),
        shippingRuleId: rule!.id,
      };
      const holdItem = variants.find((v) => v.slug === 'white-tea-yuzu')!;
      const holds: PlacedHolds = await placeHolds(server.baseUrl, {
        productId: holdItem.product_id,
        variantId: holdItem.variant_id,
        shippingRuleId: rule!.id,
      });
      const { rows: stockRows } = await pool.query<{ id: number; stock: number }>(
        `select id, stock from product_variants`,
      );
      // Units the hold's order took are part of what the orders account for.
      const initialStock = new Map(stockRows.map((r) => [r.id, r.stock]));
      const { rows: held } = await pool.query<{ variant_id: number; quantity: number }>(
        `select variant_id, quantity from order_lines`,
      );
      for (const line of held)
        initialStock.set(line.variant_id, initialStock.get(line.variant_id)! + line.quantity);

      let stopping = false;
      const journals: Journal[] = [];
      const shoppers = Array.from({ length: SHOPPERS }, (_, i) => {
        const journal = newJournal();
        journals.push(journal);
        return runShopper({
          lives: server,
          random: random.fork(i),
          assortment,
          journal,
          member:
            i % 2 === 0
              ? {
                  email: `crash.${i}.${randomBytes(4).toString('hex')}@example.com`,
                  password: 'Crash-Safety-2026',
                }
              : null,
          stopping: () => stopping,
        });
      });
      const failed = Promise.all(shoppers).then(
        () => null,
        (error: unknown) => error,
      );

      const plan: string[] = [];
      /** How long each restart took to answer its health check (printed: a slow CI shows here). */
      const startMs: number[] = [];
      // Should the run overrun its timeout, say where everyone was shortly before it does.
      const testStartedAt = Date.now();
      const watchdog = setTimeout(() => {
        const now = Date.now();
        const where = journals.map((j, i) =>
          j.current
            ? `shopper ${i}: ${j.current.request}, try ${j.current.attempt}, ${now - j.current.since} ms`
            : `shopper ${i}: between requests`,
        );
        console.log(
          `crash-safety seed ${SEED} still running after ${now - testStartedAt} ms: kills ${plan.join(', ')}; ` +
            `restarts took ${startMs.join(', ')} ms; process ${server.count} ${server.up ? 'up' : 'down'}, ` +
            `stopping ${stopping}\n${where.join('\n')}\nlast output:\n${server.current?.output().slice(-3000) ?? ''}`,
        );
      }, WATCHDOG_MS);
      watchdog.unref();
      for (let kill = 0; kill < KILLS; kill++) {
        // Every fourth kill (and some others) waits for Stripe's next charge, so crashes between a
        // charge and the server's write are certain to happen, not only likely.
        const atCharge = server.provider === 'stripe' && (kill % 4 === 0 || random.chance(0.4));
        const delay = random.int(300, 2500);
        if (atCharge) {
          const hit = await new Promise<boolean>((resolve) => {
            chargeTrap = () => {
              server.killNow();
              resolve(true);
            };
            // No payment within a while (everyone between carts): fall back to a timed kill.
            setTimeout(() => {
              if (chargeTrap) {
                chargeTrap = null;
                resolve(false);
              }
            }, 5_000);
          });
          plan.push(hit ? 'at-charge' : 'at-charge→timed');
        } else {
          await sleep(delay);
          plan.push(`after ${delay} ms`);
        }
        await server.kill();
        const next: ProviderName = kill === KILLS - 1 || kill % 2 === 1 ? 'stripe' : 'test';
        const startedAt = Date.now();
        await server.start(next, env(next, 'warn'));
        startMs.push(Date.now() - startedAt);
      }
      console.log(`crash-safety seed ${SEED}: ${KILLS} kills done after ${Date.now() - testStartedAt} ms`);

      // Load continues on the last process until every shopper has finished the checkout it was
      // in; then one more restart, with nobody shopping, whose start-up sweep is awaited.
      await sleep(random.int(500, 1500));
      stopping = true;
      const shopperError = await failed;
      expect(shopperError, String(shopperError)).toBeNull();
      await server.kill();
      const last = await server.start('stripe', env('stripe', 'info'));
      const sweepLine = await last.waitForLine(/"payment recovery sweep finished"/, 60_000);

      const { violations, summary } = await checkStore(pool, initialStock, {
        intents: [...fake!.intents.values()],
        refunds: [...fake!.refunds.values()].map((r) => ({
          paymentIntent: r.payment_intent,
          amount: r.amount,
        })),
      });
      const all = {
        placed: journals.flatMap((j) => j.placed),
        paid: journals.flatMap((j) => [...j.paid]),
        interrupted: journals.reduce((n, j) => n + j.interrupted, 0),
        abandoned: journals.reduce((n, j) => n + j.abandoned, 0),
        declined: journals.reduce((n, j) => n + j.declined, 0),
        serverErrors: journals.flatMap((j) => j.serverErrors),
      };
      const logs = [...server.outputs, last.output()].join('\n');
      const recovered = logs.match(/recovery sweep: recorded a charge/g)?.length ?? 0;
      const refunded = logs.match(/recovery sweep: refunded a charge/g)?.length ?? 0;
      // A retry that reached a later Stripe process with the same attempt key got the same charge
      // back from Stripe and recorded it itself; the others only a sweep can have put right.
      const replayed = (key: unknown) =>
        fake!.requests.filter((r) => r.headers['idempotency-key'] === key).length > 1;
      const cutOff = trapped.filter((t) => t.status === 'succeeded' && !replayed(t.key)).length;
      console.log(
        `crash-safety seed ${SEED}: ${server.count - 1} restarts, kills ${plan.join(', ')}; ` +
          `orders ${JSON.stringify(summary.byStatus)}, payments ${JSON.stringify(summary.payments)}; ` +
          `${all.interrupted} requests cut by a crash, ${all.abandoned} payments abandoned, ` +
          `${all.declined} declines; ${cutOff} successful charges cut off by a kill; ` +
          `the sweeps recorded ${recovered} and refunded ${refunded} charges ` +
          `(last sweep: ${sweepLine.trim()}); restarts took ${startMs.join(', ')} ms`,
      );
      clearTimeout(watchdog);

      expect(plan.length).toBeGreaterThanOrEqual(10);
      expect(violations, `seed ${SEED}`).toEqual([]);
      expect(all.serverErrors, `seed ${SEED}`).toEqual([]);
      // What the shoppers were told holds: each order answered 201 exists, each payment answered
      // succeeded left its order paid.
      const { rows: stored } = await pool.query<{ id: string; status: string }>(
        `select id, status from orders`,
      );
      const statusOf = new Map(stored.map((o) => [o.id, o.status]));
      expect(
        all.placed.filter((id) => !statusOf.has(id)),
        `seed ${SEED}: orders answered 201 but missing`,
      ).toEqual([]);
      expect(
        all.paid.filter((id) => statusOf.get(id) !== 'paid'),
        `seed ${SEED}: orders the shopper was told are paid`,
      ).toEqual([]);
      expect(all.placed.length).toBeGreaterThan(0);
      // Each charge a kill cut off was never written by the server that made it (the process died
      // before Stripe's answer reached it): unless a retry got it back from Stripe, only a sweep
      // can have recorded it (its order paid) or refunded it (the order paid otherwise).
      expect(recovered + refunded, `seed ${SEED}`).toBeGreaterThanOrEqual(cutOff);

      // The checks themselves can fail: a line lost, a unit of stock off and a charge unrecorded,
      // inside a transaction rolled back afterwards, are each reported.
      const client = await pool.connect();
      try {
        await client.query('begin');
        const {
          rows: [victim],
        } = await client.query<{ order_id: string; variant_id: number }>(
          // A line of an order that still holds its stock (a lapsed order gave it back).
          `delete from order_lines where id = (select min(l.id) from order_lines l
             join orders o on o.id = l.order_id where o.status <> 'cancelled') returning order_id, variant_id`,
        );
        await client.query(`delete from payments where provider = 'stripe' and status = 'succeeded'`);
        const broken = await checkStore(client, initialStock, {
          intents: [...fake!.intents.values()],
          refunds: [],
        });
        expect(broken.violations).toEqual(
          expect.arrayContaining([
            expect.stringMatching(new RegExp(`^order ${victim!.order_id} .*subtotal`)),
            expect.stringMatching(new RegExp(`^variant ${victim!.variant_id}: `)),
            expect.stringMatching(/^Stripe charged pi_\w+ for order .*: no payment of ours records it$/),
          ]),
        );
      } finally {
        await client.query('rollback');
        client.release();
      }

      await checkHoldsExpire(server.baseUrl, pool, holds, HOLD_SECONDS);
    },
  );
});
