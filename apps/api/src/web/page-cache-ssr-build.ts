import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Test helper of the page cache's tests: the store's real SSR build, made into a folder of the
 * test's own (as serve-store-ssr.test.ts does: the repository's dist/ may be rebuilt meanwhile by
 * another command), beside a minimal page template; the business area as a template only (its
 * pages are then client-rendered).
 */
export interface SsrBuild {
  storeDist: string;
  storeServerEntry: string;
  businessDist: string;
  /** Builds the store's SSR module into `storeDist/server` (a minute on a busy machine). */
  build(): void;
  remove(): void;
}

const storeRoot = fileURLToPath(new URL('../../../store/', import.meta.url));

/** The folders now (a server can be configured with them); the build when `build()` is called. */
export function storeSsrFolders(): SsrBuild {
  const storeDist = mkdtempSync(join(tmpdir(), 'atelier-page-cache-store-'));
  mkdirSync(join(storeDist, 'assets'));
  writeFileSync(
    join(storeDist, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><title>x</title><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  const businessDist = mkdtempSync(join(tmpdir(), 'atelier-page-cache-business-'));
  mkdirSync(join(businessDist, 'assets'));
  writeFileSync(
    join(businessDist, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><title>x</title><script type="module" src="/business/assets/index-b.js"></script></head><body><div id="root"></div></body></html>',
  );
  return {
    storeDist,
    storeServerEntry: join(storeDist, 'server/entry-server.js'),
    businessDist,
    build() {
      const build = spawnSync(
        process.execPath,
        [
          join(storeRoot, '../../node_modules/vite/bin/vite.js'),
          'build',
          '--ssr',
          'src/entry-server.tsx',
          '--outDir',
          join(storeDist, 'server'),
          '--logLevel',
          'error',
        ],
        // Vitest runs with NODE_ENV=test; a build takes React's production JSX runtime only under production.
        { cwd: storeRoot, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
      );
      if (build.status !== 0) throw new Error(`SSR build of the store failed: ${build.stderr}`);
    },
    remove() {
      rmSync(storeDist, { recursive: true, force: true });
      rmSync(businessDist, { recursive: true, force: true });
    },
  };
}

/** The state block a server-rendered page hydrates from. */
export const stateOf = (html: string): unknown =>
  JSON.parse(html.match(/<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/)![1]!);

/** The stock of a variant (by sku, the API's item_feed_id) in the state the page hydrates from. */
export function stockIn(html: string, sku: string): number | undefined {
  const seen: unknown[] = [stateOf(html)];
  while (seen.length > 0) {
    const value = seen.pop();
    if (Array.isArray(value)) seen.push(...value);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (record['item_feed_id'] === sku && typeof record['stock'] === 'number') return record['stock'];
      seen.push(...Object.values(record));
    }
  }
  return undefined;
}
