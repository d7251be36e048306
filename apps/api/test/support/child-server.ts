import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** A real server in a child process of the test run (abuse/, crash-safety/, multi-process/). */
export interface ChildServer {
  pid: number;
  /** Everything the process wrote so far (JSON log lines, start-up messages), for a failure's message. */
  output(): string;
  alive(): boolean;
  /** Sends a signal, if the process still runs. */
  kill(signal: NodeJS.Signals): void;
  /** Resolves once the process is gone and everything it wrote has been read. */
  exited: Promise<void>;
  /**
   * Sends `signal` (SIGTERM: the server stops by itself within its grace, 15 s in main.ts), then
   * waits for the end; past 90 s it is hung and gets SIGKILL, so the test says so (exit code null)
   * instead of running into its own timeout. Answers the exit code (null when a signal ended it).
   */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /**
   * Until the process has said it listens (its own "Store running at" line: until it binds the
   * port, another test's server may hold it and answer the health check for it) and
   * `GET {url}/api/health/` answers 200. Fails with the output when the process exits first, or is
   * killed and fails past `timeoutMs`.
   */
  ready(url: string, timeoutMs: number): Promise<void>;
  /** Waits until a line of the output matches (the process must stay up meanwhile). */
  waitForLine(pattern: RegExp, timeoutMs: number): Promise<string>;
}

const HUNG_AFTER_MS = 90_000;

/** Starts `node {args}` with exactly `env` (nothing of the test's own environment but what it passes). */
export function spawnServer(
  args: readonly string[],
  options: { env: NodeJS.ProcessEnv; cwd?: string },
): ChildServer {
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [...args], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  // 'close', not 'exit': 'exit' can come before the pipes have given up their last lines, and a
  // killed server's output read then lacked them (a recovery sweep's "recorded a charge", once in CI).
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const kill = (signal: NodeJS.Signals) => {
    if (alive()) child.kill(signal);
  };

  return {
    pid: child.pid!,
    output: () => log,
    alive,
    kill,
    exited,
    async stop(signal = 'SIGTERM') {
      kill(signal);
      const hung = setTimeout(() => kill('SIGKILL'), HUNG_AFTER_MS);
      await exited;
      clearTimeout(hung);
      return child.exitCode;
    },
    async ready(url, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (!alive()) throw new Error(`the server exited before it was ready (${child.exitCode}):\n${log}`);
        try {
          if (
            log.includes('Store running at ') &&
            (await fetch(`${url}/api/health/`, { signal: AbortSignal.timeout(5_000) })).ok
          )
            return;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline) {
          kill('SIGKILL');
          throw new Error(`the server was not ready within ${timeoutMs} ms:\n${log}`);
        }
        await sleep(100);
      }
    },
    async waitForLine(pattern, timeoutMs) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const line = log.split('\n').find((l) => pattern.test(l));
        if (line) return line;
        if (!alive()) throw new Error(`the server exited while waiting for ${pattern}:\n${log}`);
        if (Date.now() > until)
          throw new Error(`no line matching ${pattern} within ${timeoutMs} ms:\n${log}`);
        await sleep(100);
      }
    },
  };
}
