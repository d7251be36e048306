/** Why a send was stopped before it finished (its message is recorded as the attempt's error). */
export class SendStopped extends Error {
  constructor(
    message: string,
    /** The claim is another dispatcher's now: this one must record nothing. */
    readonly leaseLost: boolean,
  ) {
    super(message);
    this.name = 'SendStopped';
  }
}

export interface LeaseSettings {
  /** How long a renewal holds the e-mail (the claim's lease). */
  leaseMs: number;
  /** The longest one send may take (a hung server): stopped then, a failed attempt. */
  sendTimeoutMs: number;
  /** Extends the lease; false when the claim is gone. */
  renew(): Promise<boolean>;
  /** A renewal that failed (the database did not answer); the next one is tried on time. */
  onRenewError(error: unknown): void;
}

/**
 * Runs `send` while holding an e-mail's lease: renewed every fifth of the lease (a heartbeat), so
 * a slow send is never claimed again by another dispatcher. The send is stopped through its
 * signal (nodemailer closes the connection) when
 * - a renewal finds the claim gone (this process stalled past its lease and another claimed it),
 * - no renewal succeeded for the lease less one heartbeat (the database is unreachable): stopped
 *   while the lease still holds, so nobody else can have claimed the e-mail yet,
 * - it has taken `sendTimeoutMs`.
 * Resolves or rejects as `send` does, except that a send stopped this way rejects with the
 * `SendStopped` saying why. (A send that ignores its signal and succeeds anyway resolves: it was
 * sent, and the caller's conditional mark tells whether the claim still held.)
 */
export async function sendUnderLease<T>(
  settings: LeaseSettings,
  send: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const { leaseMs, sendTimeoutMs } = settings;
  const heartbeatMs = Math.max(1, Math.floor(leaseMs / 5));
  const controller = new AbortController();
  const stop = (message: string, leaseLost = false) => {
    if (!controller.signal.aborted) controller.abort(new SendStopped(message, leaseLost));
  };
  let finished = false;
  const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

  const timeout = setTimeout(() => stop(`send took longer than ${seconds(sendTimeoutMs)}`), sendTimeoutMs);
  // The lease was (re)taken just before the send started: it holds at least this long.
  let lapse: NodeJS.Timeout | undefined;
  const holdUntil = (renewedAt: number) => {
    clearTimeout(lapse);
    const left = renewedAt + leaseMs - heartbeatMs - Date.now();
    lapse = setTimeout(() => stop('lease could not be renewed (database unreachable)'), Math.max(0, left));
  };
  holdUntil(Date.now());

  // One renewal at a time; awaited before the outcome is recorded, so a late one cannot move
  // a failed attempt's retry time.
  let renewing: Promise<void> = Promise.resolve();
  const heartbeat = setInterval(() => {
    renewing = renewing.then(async () => {
      if (finished || controller.signal.aborted) return;
      const startedAt = Date.now();
      try {
        if (await settings.renew()) holdUntil(startedAt);
        else stop('lease lost: another dispatcher claimed the e-mail', true);
      } catch (error) {
        settings.onRenewError(error);
      }
    });
  }, heartbeatMs);

  try {
    return await send(controller.signal);
  } catch (error) {
    throw controller.signal.aborted ? (controller.signal.reason as SendStopped) : error;
  } finally {
    finished = true;
    clearInterval(heartbeat);
    clearTimeout(timeout);
    clearTimeout(lapse);
    await renewing;
  }
}
