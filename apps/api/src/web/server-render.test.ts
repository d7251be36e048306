import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { databases } from '../../test/support/databases';
import { useTestServer } from '../../test/support/test-server';
import type { PageRenderer } from './server-render';

// A built store without Vite: the page template, and server-render modules written per test.
function fakeStore(): string {
  const dist = mkdtempSync(join(tmpdir(), 'atelier-store-render-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'server'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><title>x</title><script type="module" crossorigin src="/assets/store-abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'store-abc.js'), 'console.log("store");');
  writeFileSync(join(dist, 'assets', 'store-abc.js.br'), brotliCompressSync('console.log("store");'));
  return dist;
}

const CLIENT_ONLY = '<div id="root"></div>';

describe.each(databases())('store pages when the server render cannot help ($name)', (target) => {
  const missing = fakeStore();
  const throwing = fakeStore();
  writeFileSync(
    join(throwing, 'server/entry-server.js'),
    'export async function render() { throw new Error("render bug"); }',
  );
  const slow: PageRenderer = { render: () => new Promise(() => undefined) };

  const withoutModule = useTestServer(target, { web: { storeDist: missing, businessDist: missing } });
  const withThrowingModule = useTestServer(target, { web: { storeDist: throwing, businessDist: throwing } });
  const withSlowRenderer = useTestServer(target, {
    web: { storeDist: missing, businessDist: missing, storeRenderer: slow, renderBudgetMs: 200 },
  });
  const page = async (url: string) => {
    const res = await fetch(`${url}/sg/en/all-perfumes`);
    return { status: res.status, html: await res.text() };
  };

  it('sends the client-only page when the server-render module is not built', async () => {
    const { status, html } = await page(withoutModule.url);
    expect(status).toBe(200);
    expect(html).toContain(CLIENT_ONLY);
    expect(html).toContain('src="/assets/store-abc.js"');
    expect(html).not.toContain('id="ssr-state"');
  });

  it('sends the client-only page, not a 500, when the render throws', async () => {
    const { status, html } = await page(withThrowingModule.url);
    expect(status).toBe(200);
    expect(html).toContain(CLIENT_ONLY);
    expect(html).not.toContain('id="ssr-state"');
  });

  it('sends the client-only page when the render takes longer than its budget', async () => {
    const started = Date.now();
    const { status, html } = await page(withSlowRenderer.url);
    expect(status).toBe(200);
    expect(html).toContain(CLIENT_ONLY);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('compresses the page, and sends the compressed copies of the assets, to browsers that accept it', async () => {
    const res = await fetch(`${withoutModule.url}/sg/en/all-perfumes`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('accept-encoding');
    expect(await res.text()).toContain(CLIENT_ONLY); // fetch decodes it
    const asset = await fetch(`${withoutModule.url}/assets/store-abc.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(await asset.text()).toBe('console.log("store");');
    const plain = await fetch(`${withoutModule.url}/sg/en/all-perfumes`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });
});
