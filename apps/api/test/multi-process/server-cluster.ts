import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer } from '../support/child-server';
import { freePort } from '../support/free-port';
// The repo's own proxy script (tools/scripts, not an Nx library): the one the bench runs too.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startProxy } from '../../../../tools/scripts/round-robin-proxy.mjs';
import { buildServer, type ServerBuild } from '../crash-safety/server-build';

/** One server process of the cluster. */
export interface ClusterProcess {
  url: string;
  output(): string;
  /** SIGTERM, then the exit code once it is gone (null when a signal ended it). */
  stop(): Promise<number | null>;
}

export interface ServerCluster {
  /** The round-robin proxy in front of every process. */
  url: string;
  processes: ClusterProcess[];
  /** Stops the proxy, then SIGTERMs every process; their exit codes. */
  stop(): Promise<(number | null)[]>;
}

function startProcess(script: string, port: number, env: Record<string, string>) {
  const server = spawnServer([script], {
    env: { PATH: process.env.PATH ?? '', TZ: 'UTC', PORT: String(port), HOST: '127.0.0.1', ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  const process_: ClusterProcess = { url, output: server.output, stop: () => server.stop() };
  return { process: process_, ready: (timeoutMs: number) => server.ready(url, timeoutMs) };
}

/**
 * `count` real server processes (the production bundle of `src/main.ts`, built here with esbuild
 * as `npm run build` does, so a fresh clone needs no build first) started AT ONCE on one database
 * (an empty one: they race to migrate and seed it) and one Redis, configured only through the
 * environment as in production, behind tools/scripts/round-robin-proxy.mjs.
 */
export async function startCluster(
  count: number,
  env: Record<string, string>,
  timeoutMs = 180_000,
): Promise<ServerCluster> {
  const build: ServerBuild = await buildServer();
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const proxyPort = await freePort();
  const origin = `http://127.0.0.1:${proxyPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-cluster-'));
  const started = ports.map((port) =>
    startProcess(build.script, port, {
      PUBLIC_ORIGIN: origin,
      DATA_DIR: dataDir,
      JWT_SECRET: 'multi-process-jwt-secret-0123456789abcdef',
      PREVIEW_TOKEN: 'multi-process-preview-token-0123456789',
      ...env,
    }),
  );
  const processes = started.map((s) => s.process);
  const cleanUp = async () => {
    await Promise.all(processes.map((p) => p.stop()));
    build.remove();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all(started.map((s) => s.ready(timeoutMs)));
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const proxy = await startProxy({ port: proxyPort, targets: processes.map((p) => p.url) });
  return {
    url: proxy.url,
    processes,
    async stop() {
      await proxy.close();
      const codes = await Promise.all(processes.map((p) => p.stop()));
      await cleanUp();
      return codes;
    },
  };
}
