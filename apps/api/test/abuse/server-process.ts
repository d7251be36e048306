import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/free-port';

const apiRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerProcess {
  /** `http://127.0.0.1:{port}` */
  url: string;
  /** What the process printed so far (for a failure's message). */
  output(): string;
  /** SIGTERM, then waits for the exit; answers the exit code (null when a signal ended it). */
  stop(): Promise<number | null>;
}

/**
 * The real server (`src/main.ts`, what `npm start` runs once built, or another entry of the same
 * kind given as `script`), started from source with tsx so no build has to come first, in its own
 * process on a free port with its own PGlite folder (seeded on start) unless `env` names a
 * `DATABASE_URL`, configured only through the environment like in production.
 */
export async function startServerProcess(
  env: Record<string, string>,
  script = 'src/main.ts',
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-abuse-'));
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      JWT_SECRET: 'abuse-test-jwt-secret-0123456789abcdef',
      PREVIEW_TOKEN: 'abuse-test-preview-token-0123456789',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  // 'close', not 'exit': only then has everything the process wrote been read.
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      // The server exits by itself within its grace (15 s, main.ts); past 90 s it is hung, and the
      // test says so (exit code null) instead of waiting for it until its own timeout.
      const kill = setTimeout(() => child.kill('SIGKILL'), 90_000);
      await exited;
      clearTimeout(kill);
    }
    rmSync(dataDir, { recursive: true, force: true });
    return child.exitCode;
  };

  // Seeding a fresh database is most of the start; a loaded machine may take a minute or more.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited early (${child.exitCode}):\n${log}`);
    }
    try {
      // Our process's own line first: the port was free when chosen, but until the child binds it
      // another test's server may take it, and its health check would answer for ours.
      if (log.includes('Store running at ') && (await fetch(`${url}/api/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not start in time:\n${log}`);
    }
    await sleep(250);
  }
  return { url, output: () => log, stop };
}
