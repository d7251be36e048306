import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { startIntervalLoop, type IntervalLoop } from '../../kernel/interval-loop';
import type { PaymentProvider } from '../../modules/payments';
import { releaseLapsedHolds, type HoldSweepResult } from './hold-release';

/**
 * Every 5 seconds: a hold that ran out is released within its deadline + 5 s (+ the sweep's own
 * time), well inside the promised 30 s, with nobody touching the order or booking. A sweep with
 * nothing lapsed is one indexed query per table.
 */
export const DEFAULT_HOLD_SWEEP_INTERVAL_MS = 5_000;

export interface HoldSweepSettings {
  db: Database;
  provider: PaymentProvider;
  logger: FastifyInstance['log'];
  intervalMs?: number;
  /** The clock deciding what has lapsed (tests move it forward instead of waiting). */
  now?: () => Date;
}

/** Sweeps at once (a start after a crash releases what lapsed while the server was down), then every `intervalMs`. */
export function startHoldSweep(settings: HoldSweepSettings): IntervalLoop<HoldSweepResult> {
  const { db, provider, logger } = settings;
  const now = settings.now ?? (() => new Date());
  return startIntervalLoop({
    intervalMs: settings.intervalMs ?? DEFAULT_HOLD_SWEEP_INTERVAL_MS,
    firstDelayMs: 0,
    async round() {
      const result = await releaseLapsedHolds(db, provider, now(), logger);
      if (result.released + result.paid + result.bookings + result.failed > 0) {
        logger.info(result, 'hold sweep released lapsed holds');
      }
      return result;
    },
    onError: (error) => logger.error({ err: error }, 'hold sweep failed'),
  });
}

/**
 * Runs the hold sweep from the moment the app is ready until it closes (before the database
 * closes); `app.holdSweep.runOnce()` sweeps on demand. Every API process runs one: they skip the
 * rows another holds, so they never release anything twice.
 */
export function registerHoldSweep(app: FastifyInstance, settings: Omit<HoldSweepSettings, 'logger'>): void {
  let sweep: IntervalLoop<HoldSweepResult> | undefined;
  app.decorate('holdSweep', {
    runOnce: () => (sweep ? sweep.runOnce() : Promise.reject(new Error('the app is not ready'))),
    stop: async () => sweep?.stop(),
  });
  app.addHook('onReady', async () => {
    sweep = startHoldSweep({ ...settings, logger: app.log });
  });
  // onClose, not preClose: Fastify runs it once the requests in flight have answered (a request
  // may still need the sweep's lock), and before the database's own onClose (registered earlier).
  app.addHook('onClose', async () => {
    await sweep?.stop();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sweep of lapsed order and booking holds (absent with `holdSweep: false`). */
    holdSweep?: IntervalLoop<HoldSweepResult>;
  }
}
