/**
 * A background job that runs in rounds: the mail dispatcher, the payment recovery sweep. Kernel
 * code (no module, no flow): both may import it.
 */
export interface IntervalLoop<T> {
  /** Runs a round now, after the one in progress (rounds never overlap); its result or error. */
  runOnce(): Promise<T>;
  /** Ends the loop and waits for the round in progress. */
  stop(): Promise<void>;
}

export interface IntervalLoopSettings<T> {
  /** One round. `stopped()` turns true once `stop` is called: a long round may give up early. */
  round(stopped: () => boolean): Promise<T>;
  /** Pause between the end of a round and the start of the next. */
  intervalMs: number;
  /** Wait before the first round; `intervalMs` unless said (0: at once). */
  firstDelayMs?: number;
  /** A round of the loop's own failed (the loop goes on); `runOnce` callers get their error instead. */
  onError(error: unknown): void;
}

/** Runs `round` every `intervalMs`, serialized with `runOnce`, until stopped. */
export function startIntervalLoop<T>(settings: IntervalLoopSettings<T>): IntervalLoop<T> {
  const { intervalMs, onError } = settings;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<unknown> = Promise.resolve();
  const isStopped = () => stopped;

  function runOnce(): Promise<T> {
    const round = chain.then(() => settings.round(isStopped));
    chain = round.catch(() => undefined);
    return round;
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch(onError)
        .finally(() => schedule(intervalMs));
    }, delayMs);
    // The loop alone never keeps the process alive.
    timer.unref();
  }

  schedule(settings.firstDelayMs ?? intervalMs);
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await chain;
    },
  };
}
