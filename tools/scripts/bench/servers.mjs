// Starting the processes under test: the built API (`apps/api/dist/main.js`, as the e2e stack
// does) and the bare Fastify ceiling, each on a free port, each stopped by its own handle.
/* global fetch -- Node's built-in fetch (Node ≥ 20); the lint config lists no Node globals for .mjs. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout } from 'node:timers';
import { fileURLToPath } from 'node:url';
import { freePort } from '../free-port.mjs';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

async function startProcess(script, env, readyPath, cleanup = () => {}, nodeArgs = []) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), ...env(baseUrl) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    cleanup();
  };
  // Seeding a fresh database takes a while on the first start.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      cleanup();
      throw new Error(`${script} exited early (${child.exitCode}):\n${log}`);
    }
    try {
      const res = await fetch(`${baseUrl}${readyPath}`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${script} did not start in time:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseUrl, stop, output: () => log };
}

/**
 * What the bench changes in the API's settings, printed with the results: every request comes
 * from 127.0.0.1, so the global per-IP limit (1,200 a minute by default) is raised out of the way,
 * and request logs (info) are off — they would measure the logger; warnings and errors still
 * reach the output.
 */
export const SERVER_SETTINGS = { RATE_LIMIT_GLOBAL_MAX: '10000000', LOG_LEVEL: 'warn' };

/**
 * The built API with the seeded data: PostgreSQL when `databaseUrl` is given, else PGlite in a
 * fresh data folder (seeded on the first start).
 */
export function apiRunner(databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-bench-'));
  return {
    start: () =>
      startProcess(
        join(repoRoot, 'apps/api/dist/main.js'),
        (baseUrl) => ({
          PUBLIC_ORIGIN: baseUrl,
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl ?? '',
          ...SERVER_SETTINGS,
        }),
        '/api/health/',
        () => {},
        // `BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"`: Node flags for the API
        // process only (NODE_OPTIONS refuses --cpu-prof, and would profile every process).
        process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [],
      ),
    dispose: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export async function startCeiling() {
  return startProcess(
    fileURLToPath(new URL('./ceiling-server.mjs', import.meta.url)),
    () => ({}),
    '/api/ceiling/',
  );
}
