import type { Database } from '../../db/database';
import { startIntervalLoop } from '../../kernel/interval-loop';
import type { MailLogger, MailSender } from './mail-sender';
import { claimDueEmails, markAttemptFailed, markDelivered, releaseClaim } from './outbox-queries';

export interface DispatchOptions {
  /** E-mails claimed per round. */
  batchSize: number;
  /** After this many failed attempts an e-mail is `failed` and left alone. */
  maxAttempts: number;
  /** How long a claimed e-mail is this process's before another may retry it (a crash mid-send). */
  leaseMs: number;
  /** Wait before the next attempt after the `attempts`-th failed one. */
  retryDelayMs(attempts: number): number;
}

export const DEFAULT_DISPATCH_OPTIONS: DispatchOptions = {
  batchSize: 20,
  maxAttempts: 6,
  leaseMs: 5 * 60_000,
  // 1, 2, 4, 8, 16 minutes: a mail server down for half an hour loses nothing.
  retryDelayMs: (attempts) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000),
};

/**
 * One round: claims due e-mails (SKIP LOCKED, so concurrent dispatchers in other processes take
 * others), sends each and records the outcome. A failure keeps the row with the error and the
 * attempt counted, to be retried after a growing delay until `maxAttempts`. Returns how many
 * were claimed. When `stopping()` turns true, the e-mails not yet tried are given back.
 */
export async function dispatchDueEmails(
  db: Database,
  sender: MailSender,
  logger: MailLogger,
  options: DispatchOptions = DEFAULT_DISPATCH_OPTIONS,
  stopping: () => boolean = () => false,
): Promise<number> {
  const claimed = await claimDueEmails(db, options.batchSize, options.leaseMs);
  for (const email of claimed) {
    // Shutting down: the rest of the batch goes back to the queue for the next process.
    if (stopping()) {
      await releaseClaim(db, email.id);
      continue;
    }
    try {
      const status = await sender.deliver(email);
      await markDelivered(db, email.id, status);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = email.attempts >= options.maxAttempts;
      await markAttemptFailed(db, email.id, message, options.retryDelayMs(email.attempts), giveUp);
      logger.warn(
        { emailId: email.id, kind: email.kind, attempts: email.attempts, error: message, gaveUp: giveUp },
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
