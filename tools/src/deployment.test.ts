// The deployment files (Dockerfile, compose.yaml, deploy/haproxy.cfg; docs/deployment.md) checked
// offline: Compose validates the file (Debian's docker-compose or the docker compose plugin, when
// installed: .ci/run installs it), refuses to start without the secrets, and the probes the image
// and the proxy use are the server's readiness route. The image itself is not built here.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** `docker-compose` (Debian's) or `docker compose`; null when neither runs here. */
function composeCommand(): string[] | null {
  for (const command of [['docker-compose'], ['docker', 'compose']]) {
    const probe = spawnSync(command[0]!, [...command.slice(1), 'version'], { encoding: 'utf8' });
    if (probe.status === 0) return command;
  }
  return null;
}
const compose = composeCommand();
const SECRETS = {
  POSTGRES_PASSWORD: 'pw',
  JWT_SECRET: 'x'.repeat(48),
  PREVIEW_TOKEN: 'preview-token-0123',
  PUBLIC_ORIGIN: 'https://shop.example.com',
};
function runCompose(args: string[], env: Record<string, string>) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !(name in SECRETS) && name !== 'APP_REPLICAS'),
  );
  return spawnSync(compose![0]!, [...compose!.slice(1), '-f', 'compose.yaml', ...args], {
    cwd: root,
    env: { ...clean, ...env },
    encoding: 'utf8',
  });
}

describe('deployment files', () => {
  it.skipIf(!compose)(
    `compose.yaml is valid Compose with the secrets set${compose ? '' : ' (SKIPPED: no docker-compose or docker compose here)'}`,
    () => {
      const result = runCompose(['config', '-q'], SECRETS);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      const resolved = runCompose(['config'], { ...SECRETS, APP_REPLICAS: '3' }).stdout;
      // The secrets reach the app, the replicas count is taken, and the app port is not published.
      expect(resolved).toContain('postgres://atelier:pw@postgres:5432/atelier');
      expect(resolved).toMatch(/replicas: 3/);
      expect(resolved).toContain('REDIS_URL: redis://redis:6379');
    },
  );

  it.skipIf(!compose)(
    `compose.yaml refuses to start without the secrets, naming the missing one${compose ? '' : ' (SKIPPED: no docker-compose or docker compose here)'}`,
    () => {
      const { POSTGRES_PASSWORD: _, ...withoutPassword } = SECRETS;
      const result = runCompose(['config', '-q'], withoutPassword);
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain('set POSTGRES_PASSWORD in .env');
    },
  );

  it('probes readiness where the server answers it, and runs as node on Node 20', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toMatch(/^FROM node:20-bookworm-slim AS build$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK[\s\S]*\/api\/health\/ready/m);
    expect(dockerfile).toContain('CMD ["node", "apps/api/dist/main.js"]');
    expect(read('deploy/haproxy.cfg')).toMatch(/option httpchk GET \/api\/health\/ready/);
    // The route both probe is the contract's readiness operation.
    expect(read('libs/api/openapi.yaml')).toMatch(/^ {2}\/api\/health\/ready:\n {4}get:/m);
  });
});
