import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { PaymentProvider } from './provider';
import { sweepPayments, type SweepLogger, type SweepResult } from './recovery-sweep';

/** Every 5 minutes: a webhook lost while the server ran is made good soon, at little cost. */
export const DEFAULT_SWEEP_INTERVAL_MS = 5 * 60_000;
/** The first sweep after a start looks back 24 hours (as long as Stripe keeps idempotency keys). */
export const DEFAULT_SWEEP_LOOKBACK_MS = 24 * 60 * 60_000;
/** Later sweeps look back to the previous sweep's start, with this much overlap. */
const OVERLAP_MS = 10 * 60_000;

export interface RecoverySweep {
  /** Sweeps now (serialized with the loop's own sweeps). */
  runOnce(): Promise<SweepResult>;
  /** Ends the loop and waits for the sweep in progress. */
  stop(): Promise<void>;
}

export interface RecoverySweepSettings {
  db: Database;
  provider: PaymentProvider;
  logger: SweepLogger;
  intervalMs?: number;
  lookbackMs?: number;
}

/**
 * Sweeps at once (a start after a crash repairs what the crash left) and then every
 * `intervalMs`; each sweep's summary is logged (`payment recovery sweep finished`).
 */
export function startRecoverySweep(settings: RecoverySweepSettings): RecoverySweep {
  const { db, provider, logger } = settings;
  const intervalMs = settings.intervalMs ?? DEFAULT_SWEEP_INTERVAL_MS;
  let since = new Date(Date.now() - (settings.lookbackMs ?? DEFAULT_SWEEP_LOOKBACK_MS));
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<unknown> = Promise.resolve();

  async function sweep(): Promise<SweepResult> {
    const startedAt = Date.now();
    const result = await sweepPayments(db, provider, logger, since);
    since = new Date(startedAt - OVERLAP_MS);
    logger.info({ ...result, durationMs: Date.now() - startedAt }, 'payment recovery sweep finished');
    return result;
  }

  function runOnce(): Promise<SweepResult> {
    const round = chain.then(sweep);
    chain = round.catch(() => undefined);
    return round;
  }

  function loop(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => logger.error({ err: error }, 'payment recovery sweep failed'))
        .finally(() => loop(intervalMs));
    }, delayMs);
    // The loop alone never keeps the process alive.
    timer.unref();
  }

  loop(0);
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await chain;
    },
  };
}

/**
 * Runs the sweep from the moment the app is ready until it closes (before the database closes);
 * `app.paymentSweep.runOnce()` sweeps on demand (tests).
 */
export function registerRecoverySweep(
  app: FastifyInstance,
  settings: Omit<RecoverySweepSettings, 'logger'>,
): void {
  let sweep: RecoverySweep | undefined;
  app.decorate('paymentSweep', {
    runOnce: () => (sweep ? sweep.runOnce() : Promise.reject(new Error('the app is not ready'))),
    stop: async () => sweep?.stop(),
  });
  app.addHook('onReady', async () => {
    sweep = startRecoverySweep({ ...settings, logger: app.log });
  });
  app.addHook('preClose', async () => {
    await sweep?.stop();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment recovery sweep (absent with `paymentSweep: false`). */
    paymentSweep?: RecoverySweep;
  }
}
