import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { JOB_LOCK_KEYS, whileHoldingLock } from '../../db/process-lock';
import { startIntervalLoop } from '../../kernel/interval-loop';
import type { PaymentProvider } from '../../modules/payments';
import { sweepPayments, type SweepLogger, type SweepResult } from './recovery-sweep';

/** Every 5 minutes: a webhook lost while the server ran is made good soon, at little cost. */
export const DEFAULT_SWEEP_INTERVAL_MS = 5 * 60_000;
/** The first sweep after a start looks back 24 hours (as long as Stripe keeps idempotency keys). */
export const DEFAULT_SWEEP_LOOKBACK_MS = 24 * 60 * 60_000;
/** Later sweeps look back to the previous sweep's start, with this much overlap. */
const OVERLAP_MS = 10 * 60_000;
/** What a round that another process's sweep kept from running did. */
const NOTHING_SWEPT: SweepResult = { settled: 0, recovered: 0, refunded: 0, failed: 0 };

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

  return startIntervalLoop({
    intervalMs,
    firstDelayMs: 0,
    async round() {
      const startedAt = Date.now();
      // One process sweeps at a time (each payment is settled under its order's row lock anyway):
      // N processes would each ask the provider about every payment, N times the API calls.
      const result = await whileHoldingLock(db, JOB_LOCK_KEYS.paymentRecoverySweep, () =>
        sweepPayments(db, provider, logger, since),
      );
      if (!result) {
        logger.info(
          { durationMs: Date.now() - startedAt },
          'payment recovery sweep skipped: another process is sweeping',
        );
        return { ...NOTHING_SWEPT };
      }
      since = new Date(startedAt - OVERLAP_MS);
      logger.info({ ...result, durationMs: Date.now() - startedAt }, 'payment recovery sweep finished');
      return result;
    },
    onError: (error) => logger.error({ err: error }, 'payment recovery sweep failed'),
  });
}

/**
 * Runs the sweep from the moment the app is ready until it closes (after the last request, before
 * the database closes);
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
  // onClose, not preClose: Fastify runs it once the requests in flight have answered (a request
  // may still need the sweep's lock), and before the database's own onClose (registered earlier).
  app.addHook('onClose', async () => {
    await sweep?.stop();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment recovery sweep (absent with `paymentSweep: false`). */
    paymentSweep?: RecoverySweep;
  }
}
