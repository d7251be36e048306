import { spawnServer } from '../support/child-server';

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
  const server = spawnServer([script], { env: { PATH: process.env.PATH ?? '', TZ: 'UTC', ...env } });
  await server.ready(baseUrl, timeoutMs);
  return {
    pid: server.pid,
    output: server.output,
    killHard: () => server.kill('SIGKILL'),
    exited: server.exited,
    waitForLine: server.waitForLine,
  };
}
