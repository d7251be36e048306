import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createDatabase, DatabaseInUseError } from './create-database';

const apiRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Every file under `folder` with its size and modification time: what "touched nothing" compares. */
function snapshot(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      const { size, mtimeMs } = statSync(path);
      return `${path} ${size} ${mtimeMs}`;
    })
    .sort();
}

// Two processes on one PGlite folder would each write it and corrupt it (issue 22, point 15).
describe('one process per embedded database folder', () => {
  it('refuses a second opening of the same DATA_DIR until the first closes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'atelier-lock-'));
    const first = await createDatabase({ dataDir });
    try {
      await expect(createDatabase({ dataDir })).rejects.toBeInstanceOf(DatabaseInUseError);
    } finally {
      await first.close();
    }
    const again = await createDatabase({ dataDir });
    await again.close();
  }, 60_000);

  it('stops a seed run on a folder in use at once, with a clear message, touching nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'atelier-lock-'));
    const running = await createDatabase({ dataDir });
    try {
      await running.migrate();
      const before = snapshot(join(dataDir, 'pglite'));
      const seed = spawnSync(process.execPath, ['--import', 'tsx', 'src/seed/main.ts'], {
        cwd: apiRoot,
        encoding: 'utf8',
        timeout: 60_000,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          JWT_SECRET: 'lock-test-jwt-secret-0123456789abcdef',
          PREVIEW_TOKEN: 'lock-test-preview-token-0123456789',
        },
      });
      expect(seed.status).toBe(1);
      expect(seed.stderr).toContain(`Another process is using the embedded database in ${dataDir}`);
      expect(seed.stdout).not.toContain('Seeded');
      expect(snapshot(join(dataDir, 'pglite'))).toEqual(before);
    } finally {
      await running.close();
    }
  }, 90_000);
});
