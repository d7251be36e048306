import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

export interface RunningStack {
  baseUrl: string;
  /** The server's data folder (its embedded PGlite database). */
  dataDir: string;
  /** Stops the server and keeps its data folder, so a journey can read the database it left. */
  halt(): Promise<void>;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
  output(): string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Starts the real built server (the same `apps/api/dist/main.js` that `npm start` runs) on a free
 * port with a fresh data folder, and waits until it answers. */
export async function startStack(extraEnv: Record<string, string> = {}): Promise<RunningStack> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-e2e-'));
  let log = '';
  // A diagnostic report on SIGUSR2 (open handles, stacks), asked for when the server will not stop.
  const reportFlags = ['--report-on-signal', '--report-signal=SIGUSR2', `--report-directory=${dataDir}`];
  const child: ChildProcess = spawn(
    process.execPath,
    [...reportFlags, join(repoRoot, 'apps/api/dist/main.js')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_ORIGIN: baseUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  // Generous: a fresh data folder migrates and seeds first, slow on a loaded machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${log}`);
    try {
      // Our server's own line first: the port was free when chosen, but until the child binds it
      // another suite's server may take it, and its health check would answer for ours.
      if (log.includes('Store running at ') && (await fetch(`${baseUrl}/api/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const exited = () => new Promise((resolve) => child.once('exit', resolve));
  const halt = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exit = exited();
    child.kill('SIGTERM');
    // The server cuts open connections after 5 s and exits by 15 s; past 20 s something hangs:
    // say what (its report's open handles) rather than let the journey time out silently.
    const gaveUp = await Promise.race([exit.then(() => false), delay(20_000).then(() => true)]);
    if (!gaveUp) return;
    child.kill('SIGUSR2');
    await delay(2_000);
    const report = readdirSync(dataDir).find((name) => name.startsWith('report.'));
    const handles = report ? readFileSync(join(dataDir, report), 'utf8') : '(no report written)';
    child.kill('SIGKILL');
    await exit;
    throw new Error(`the server did not stop within 20 s of SIGTERM.\nOutput:\n${log}\nReport:\n${handles}`);
  };
  return {
    baseUrl,
    dataDir,
    output: () => log,
    halt,
    async stop() {
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
