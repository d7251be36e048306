// The server `npm run lighthouse` audits: the built `apps/api/dist/main.js` (what `npm start` runs,
// serving the built store and business area) on a free port with a fresh data folder, so the
// embedded PGlite database is created and seeded as on a first start. And the carts it prepares,
// through the API, as a shopper's add to cart would.
/* global fetch -- Node's built-in fetch (Node ≥ 20); the lint config lists no Node globals for .mjs. */
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout } from 'node:timers';
import { fileURLToPath } from 'node:url';
import { freePort } from '../free-port.mjs';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** What the built server reads, relative to the repository (apps/api/src/main.ts, app.ts, package-root.ts). */
const COPIED = [
  'apps/api/dist',
  'apps/api/package.json',
  'apps/store/dist',
  'apps/business/dist',
  'libs/quiz-widget/dist/embed',
];
/** Sources and dependencies, which a build does not change: linked, not copied. */
const LINKED = ['node_modules', 'apps/api/node_modules', 'apps/api/assets', 'apps/api/drizzle', 'libs/api'];

/** Hashed files an app's index.html loads, each of which must be in the copy. */
function missingAssets(root, app, prefix) {
  const html = readFileSync(join(root, app, 'dist/index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="([^"]+)"/g)]
    .map((match) => match[1])
    .filter((url) => url.startsWith(prefix));
  return files.filter(
    (url) => !existsSync(join(root, app, 'dist', url.slice(prefix.length - 'assets/'.length))),
  );
}

/**
 * A copy of the builds the server serves, in a folder of its own laid out like the repository. The
 * audit must see one build from start to end: a build started meanwhile (by a developer, or by
 * another command) replaces `dist/` folders, and the pages would then ask for files that are gone.
 */
export function snapshotBuild() {
  const root = mkdtempSync(join(tmpdir(), 'atelier-lighthouse-build-'));
  try {
    for (const path of COPIED) {
      const from = join(repoRoot, path);
      if (!existsSync(from)) throw new Error(`${path} is missing: build first (or drop --no-build)`);
      mkdirSync(dirname(join(root, path)), { recursive: true });
      if (path.endsWith('.json')) copyFileSync(from, join(root, path));
      else cpSync(from, join(root, path), { recursive: true });
    }
    for (const path of LINKED) {
      if (!existsSync(join(repoRoot, path))) continue;
      mkdirSync(dirname(join(root, path)), { recursive: true });
      symlinkSync(join(repoRoot, path), join(root, path));
    }
    const missing = [
      ...missingAssets(root, 'apps/store', '/assets/'),
      ...missingAssets(root, 'apps/business', '/business/assets/'),
    ];
    if (missing.length > 0)
      throw new Error(`the build is incomplete (a build is running?): missing ${missing.join(', ')}`);
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return { root, dispose: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * Starts the server of the build copied at `root` and waits until it answers; `stop()` ends it and
 * removes its data folder. `publicOrigin`: the origin shoppers use when a front (tls-front.mjs)
 * stands before it, which is then trusted as its proxy; by default the server's own.
 */
export async function startServer(root, { publicOrigin } = {}) {
  const port = await freePort();
  // 127.0.0.1, not localhost: the origin the pages are audited on is the one PUBLIC_ORIGIN names.
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-lighthouse-'));
  let log = '';
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_ORIGIN: publicOrigin ?? baseUrl,
      ...(publicOrigin ? { TRUST_PROXY: '127.0.0.1' } : {}),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Creating and seeding a fresh database takes a while on a loaded machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`the server exited early (${child.exitCode}):\n${log}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health/`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not start in time:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseUrl, stop, output: () => log };
}

async function call(baseUrl, market, method, path, body) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'accept-country': market.country,
      'accept-language': market.language,
      'accept-currency': market.currency,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/**
 * A new cart in the shopper's market holding one of `product` (its first variant in stock); its id
 * is what the store keeps in localStorage as `basketId` (SPEC §3).
 */
export async function cartWithItem(baseUrl, market, product) {
  const detail = await call(
    baseUrl,
    market,
    'GET',
    `/api/products/get/?type=${encodeURIComponent(product.type)}&id=${encodeURIComponent(product.slug)}`,
  );
  const variant = (detail.variants ?? []).find((v) => v.stock > 0);
  if (!variant) throw new Error(`${product.slug} has no variant in stock`);
  const cart = await call(baseUrl, market, 'POST', '/api/carts/', {});
  await call(baseUrl, market, 'POST', `/api/carts/${cart.id}/items/`, {
    product_id: detail.id,
    variant_id: variant.id,
    quantity: 1,
  });
  return cart.id;
}
