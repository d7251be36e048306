import type { Database } from '../../db/database';
import { startIntervalLoop } from '../../kernel/interval-loop';
import type { MailLogger, MailSender } from './mail-sender';
import {
  claimDueEmails,
  type LeaseClock,
  markAttemptFailed,
  markDelivered,
  releaseClaim,
  renewLease,
} from './outbox-queries';
import { SendStopped, sendUnderLease } from './send-under-lease';

export interface DispatchOptions {
  /** E-mails claimed per round. */
  batchSize: number;
  /** After this many failed attempts an e-mail is `failed` and left alone. */
  maxAttempts: number;
  /**
   * How long a claimed e-mail is this process's before another may retry it (a crash mid-send).
   * Renewed before each send and every fifth of it while the send runs (send-under-lease.ts).
   */
  leaseMs: number;
  /**
   * The longest one send may take before it is stopped and counted as a failed attempt (a hung
   * server). The lease does not depend on it (renewed while the send runs, and the send stopped
   * if it cannot be); by default shorter than the lease all the same.
   */
  sendTimeoutMs: number;
  /** Wait before the next attempt after the `attempts`-th failed one. */
  retryDelayMs(attempts: number): number;
  /** The lease clock (tests): the database's `now()` unless given. */
  clock?: LeaseClock;
}

export const DEFAULT_DISPATCH_OPTIONS: DispatchOptions = {
  batchSize: 20,
  maxAttempts: 6,
  leaseMs: 5 * 60_000,
  // nodemailer's own timeouts (mail-sender.ts) end most hung sends sooner; this bounds the whole.
  sendTimeoutMs: 2 * 60_000,
  // 1, 2, 4, 8, 16 minutes: a mail server down for half an hour loses nothing.
  retryDelayMs: (attempts) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000),
};

/**
 * One round: claims due e-mails (SKIP LOCKED, so concurrent dispatchers in other processes take
 * others), sends each under its lease and records the outcome. A failure keeps the row with the
 * error and the attempt counted, to be retried after a growing delay until `maxAttempts`. Returns
 * how many were claimed. When `stopping()` turns true, the e-mails not yet tried are given back.
 *
 * Every write is conditional on this round's claim (outbox-queries.ts): an e-mail whose lease
 * lapsed while it waited its turn in the batch, and was claimed elsewhere, is left to that claim;
 * one lost during its send has the send stopped and nothing recorded.
 */
export async function dispatchDueEmails(
  db: Database,
  sender: MailSender,
  logger: MailLogger,
  options: DispatchOptions = DEFAULT_DISPATCH_OPTIONS,
  stopping: () => boolean = () => false,
): Promise<number> {
  const { leaseMs, clock } = options;
  const claimed = await claimDueEmails(db, options.batchSize, leaseMs, clock);
  for (const email of claimed) {
    // Shutting down: the rest of the batch goes back to the queue for the next process.
    if (stopping()) {
      await releaseClaim(db, email, clock);
      continue;
    }
    const about = { emailId: email.id, kind: email.kind, attempts: email.attempts };
    // A full lease from now (the batch's earlier sends took some of the claim's).
    if (!(await renewLease(db, email, leaseMs, clock))) {
      logger.info(about, 'e-mail claimed by another dispatcher; left to it');
      continue;
    }
    try {
      const status = await sendUnderLease(
        {
          leaseMs,
          sendTimeoutMs: options.sendTimeoutMs,
          renew: () => renewLease(db, email, leaseMs, clock),
          onRenewError: (error) => logger.warn({ ...about, err: error }, 'e-mail lease not renewed'),
        },
        (signal) => sender.deliver(email, signal),
      );
      if (!(await markDelivered(db, email, status))) {
        // Only a sender that ignores its signal gets here: the other claim may send it again.
        logger.warn(about, 'e-mail delivered after its lease was lost to another dispatcher');
      }
    } catch (error) {
      if (error instanceof SendStopped && error.leaseLost) {
        logger.warn(about, 'e-mail send stopped: its lease was lost to another dispatcher');
        continue;
      }
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = email.attempts >= options.maxAttempts;
      const recorded = await markAttemptFailed(
        db,
        email,
        message,
        options.retryDelayMs(email.attempts),
        giveUp,
        clock,
      );
      if (!recorded) {
        logger.warn(about, 'e-mail attempt failed after its lease was lost; left to the other claim');
        continue;
      }
      logger.warn(
        { ...about, error: message, gaveUp: giveUp },
        giveUp ? 'e-mail failed for good' : 'e-mail attempt failed; will retry',
      );
    }
  }
  return claimed.length;
}

export interface MailDispatcher {
  /** Sends what is due now (serialized with the loop's own rounds); the number claimed. */
  runOnce(): Promise<number>;
  /** Ends the loop, waits for the round in progress and closes the sender. */
  stop(): Promise<void>;
}

export interface MailDispatcherSettings {
  db: Database;
  sender: MailSender;
  logger: MailLogger;
  /** Pause between rounds. */
  intervalMs: number;
  options?: DispatchOptions;
}

/** A loop that sends due e-mails every `intervalMs` until stopped. */
export function startMailDispatcher(settings: MailDispatcherSettings): MailDispatcher {
  const { db, sender, logger, intervalMs } = settings;
  const options = settings.options ?? DEFAULT_DISPATCH_OPTIONS;
  const loop = startIntervalLoop({
    intervalMs,
    // Rounds until the queue is drained (a full batch means there may be more).
    async round(stopped) {
      let total = 0;
      while (!stopped()) {
        const count = await dispatchDueEmails(db, sender, logger, options, stopped);
        total += count;
        if (count < options.batchSize) break;
      }
      return total;
    },
    onError: (error) => logger.error({ err: error }, 'mail dispatch round failed'),
  });
  return {
    runOnce: loop.runOnce,
    async stop() {
      await loop.stop();
      sender.close();
    },
  };
}
