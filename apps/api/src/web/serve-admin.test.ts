import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { databases } from '../../test/support/databases';
import { businessTestHeads, storeTestHeads } from '../../test/support/page-heads-fixture';
import { useTestServer } from '../../test/support/test-server';

// Tiny built apps, so the test checks routing and headers without running Vite.
function fakeDist(name: string, assetsPath: string): string {
  const dist = mkdtempSync(join(tmpdir(), `atelier-${name}-`));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html lang="en" dir="ltr"><head><title>x</title><script type="module" src="${assetsPath}/${name}-abc123.js"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dist, 'assets', `${name}-abc123.js`), `console.log(${JSON.stringify(name)});`);
  return dist;
}

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values.join(' ')] as const;
    }),
  );

describe.each(databases())('serving the operator console at /admin/ ($name)', (target) => {
  const server = useTestServer(target, {
    web: {
      storeDist: fakeDist('store', '/assets'),
      businessDist: fakeDist('business', '/business/assets'),
      adminDist: fakeDist('admin', '/admin/assets'),
      pageHeads: { store: storeTestHeads, business: businessTestHeads },
    },
  });
  const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);

  it('sends its page with a strict policy, no framing and no indexing', async () => {
    const res = await get('/admin/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const csp = directives(res.headers.get('content-security-policy') ?? '');
    expect(csp.get('default-src')).toBe("'none'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('style-src')).toBe("'self'");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'none'");
    expect(csp.get('object-src')).toBe("'none'");
    const html = await res.text();
    expect(html).toContain('/admin/assets/admin-abc123.js');
    expect(html).not.toContain('store-abc123.js');
  });

  it('answers every screen path with the same page, so a reload or a deep link keeps the screen', async () => {
    for (const path of ['/admin/audit-log', '/admin/staff?page=2', '/admin/sign-in?next=%2Faudit-log']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      expect(await res.text(), path).toContain('/admin/assets/admin-abc123.js');
    }
    const bare = await get('/admin?next=x', { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/admin/?next=x');
  });

  it('caches its hashed assets for a year and answers a missing one with a 404, not the page', async () => {
    const asset = await get('/admin/assets/admin-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await asset.text()).toContain('"admin"');
    const missing = await get('/admin/assets/gone-000000.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type') ?? '').not.toContain('text/html');
  });

  it('keeps the console out of the sitemap, robots.txt and the shop pages', async () => {
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain('/admin');
    expect(await (await get('/robots.txt')).text()).not.toContain('/admin');
    for (const path of ['/sg/', '/ae/ar/', '/sg/en/business-scenting']) {
      const html = await (await get(path)).text();
      expect(html, path).not.toContain('/admin');
    }
  });
});

/**
 * The shop's own code: the store's and the business area's sources, and their builds where they
 * are built (npm start, CI's build before the journeys), name nothing of the console, so a shopper's
 * page can neither link to it nor load any of its files.
 */
describe('the shop apps never reference the console', () => {
  const appsDir = fileURLToPath(new URL('../../../', import.meta.url));
  const filesUnder = (dir: string, pattern: RegExp): string[] =>
    existsSync(dir)
      ? readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : filesUnder(path, pattern);
          return pattern.test(name) ? [path] : [];
        })
      : [];
  // An admin asset or page path, or the console's package.
  const CONSOLE = /\/admin\/|@atelier\/admin|["'`]\/admin["'`]/;

  it.each(['store', 'business'])('%s: its sources', (area) => {
    const files = filesUnder(join(appsDir, area, 'src'), /\.(tsx?|json|css|html)$/);
    expect(files.length).toBeGreaterThan(10);
    const offending = files.filter((file) => CONSOLE.test(readFileSync(file, 'utf8')));
    expect(offending).toEqual([]);
  });

  it.each(['store', 'business'])('%s: its built HTML and scripts, when built', (area) => {
    const files = filesUnder(join(appsDir, area, 'dist'), /\.(html|js|css)$/);
    const offending = files.filter((file) => CONSOLE.test(readFileSync(file, 'utf8')));
    expect(offending).toEqual([]);
  });
});
