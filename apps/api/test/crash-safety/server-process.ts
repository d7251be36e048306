import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ServerProcess {
  pid: number;
  /** Everything the process wrote (JSON log lines, start-up messages). */
  output(): string;
  /** SIGKILL now: no shutdown hook, no flushing, no closing of connections. */
  killHard(): void;
  /** Resolves once the process is gone. */
  exited: Promise<void>;
  /** Waits until a line of the output matches (the process must stay up meanwhile). */
  waitForLine(pattern: RegExp, timeoutMs: number): Promise<string>;
}

/**
 * Starts `node <script>` with `env` and waits until it says it listens and `GET {baseUrl}/api/health/`
 * answers 200.
 * A process that exits first, or is not up within `timeoutMs`, fails with its output.
 */
export async function startServerProcess(
  script: string,
  baseUrl: string,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [script], {
    env: { PATH: process.env.PATH ?? '', TZ: 'UTC', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  // 'close', not 'exit': 'exit' can come before the pipes have given up their last lines, and a
  // killed server's output read then lacked them (a recovery sweep's "recorded a charge", once in CI).
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!alive()) throw new Error(`the server exited before it was ready:\n${log}`);
    try {
      // This process's own line first: until it binds the port, another test's server may hold it
      // (and answer the health check for it).
      if (!log.includes('Store running at ')) throw new Error('not listening yet');
      const res = await fetch(`${baseUrl}/api/health/`, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready within ${timeoutMs} ms:\n${log}`);
    }
    await sleep(100);
  }

  return {
    pid: child.pid!,
    output: () => log,
    killHard: () => {
      if (alive()) child.kill('SIGKILL');
    },
    exited,
    async waitForLine(pattern, lineTimeoutMs) {
      const until = Date.now() + lineTimeoutMs;
      for (;;) {
        const line = log.split('\n').find((l) => pattern.test(l));
        if (line) return line;
        if (!alive()) throw new Error(`the server exited while waiting for ${pattern}:\n${log}`);
        if (Date.now() > until)
          throw new Error(`no line matching ${pattern} within ${lineTimeoutMs} ms:\n${log}`);
        await sleep(100);
      }
    },
  };
}
