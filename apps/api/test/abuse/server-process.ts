import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnServer } from '../support/child-server';
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
  const server = spawnServer(['--import', 'tsx', script], {
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
  });
  const stop = async () => {
    const code = await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    return code;
  };
  try {
    // Seeding a fresh database is most of the start; a loaded machine may take a minute or more.
    await server.ready(url, 240_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, output: server.output, stop };
}
