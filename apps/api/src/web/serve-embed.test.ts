import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databases } from '../../test/support/databases';
import { useTestServer } from '../../test/support/test-server';

// A tiny embed build, so the test checks routes and headers without running Vite.
function fakeEmbedDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'atelier-embed-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'loader.js'), 'customElements.define("scent-quiz",class extends HTMLElement{});');
  writeFileSync(join(dist, 'snippet.js'), "s.src='__EMBED_ORIGIN__/embed/loader.js';");
  for (const widget of ['quiz', 'builder']) {
    writeFileSync(
      join(dist, `${widget}.html`),
      `<!doctype html><html><head><title>${widget}</title><script type="module" src="/embed/assets/${widget}-abc123.js"></script></head><body><div id="root"></div></body></html>`,
    );
  }
  writeFileSync(join(dist, 'assets', 'quiz-abc123.js'), 'console.log("quiz");');
  return dist;
}

function emptyDist(name: string): string {
  const dist = mkdtempSync(join(tmpdir(), `atelier-${name}-`));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body></body></html>',
  );
  return dist;
}

const frameAncestorsOf = (res: Response) =>
  res.headers
    .get('content-security-policy')
    ?.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('frame-ancestors'));

describe.each(databases())('serving the embed ($name)', (target) => {
  const server = useTestServer(target, {
    web: { storeDist: emptyDist('store'), businessDist: emptyDist('business'), embedDist: fakeEmbedDist() },
  });
  const get = (path: string) => fetch(`${server.url}${path}`);

  it('serves the loader at its stable URL, briefly cached and loadable from partner pages', async () => {
    const res = await get('/embed/loader.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await res.text()).toContain('customElements.define("scent-quiz"');
  });

  it('serves the snippet with our origin in it', async () => {
    const res = await get('/embed/snippet.js');
    expect(await res.text()).toBe("s.src='http://shop.test/embed/loader.js';");
  });

  it('serves the hashed assets as immutable', async () => {
    const res = await get('/embed/assets/quiz-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('console.log("quiz");');
  });

  it('lets only the partner’s allowed origins frame its widget pages', async () => {
    for (const widget of ['quiz', 'builder']) {
      const res = await get(
        `/embed/v1/${widget}?partnership=acme&country=sg&lang=en&parent=https%3A%2F%2Facme.example`,
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(frameAncestorsOf(res)).toBe(
        'frame-ancestors http://localhost:4000 https://acme.example https://www.acme.example',
      );
      // The rest of our page policy stays (scripts from our origin only), and no X-Frame-Options
      // overrides the list.
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(res.headers.get('x-frame-options')).toBeNull();
      expect(await res.text()).toContain(`/embed/assets/${widget}-abc123.js`);
    }
  });

  it('lets only our own pages frame the widget without a partnership', async () => {
    const res = await get('/embed/v1/quiz?lang=ar');
    expect(res.status).toBe(200);
    expect(frameAncestorsOf(res)).toBe("frame-ancestors 'self'");
  });

  it('answers 404 for an unknown or malformed partnership, and cannot be framed then', async () => {
    for (const query of ['partnership=nobody', 'partnership=../acme', 'partnership=acme&partnership=x']) {
      const res = await get(`/embed/v1/quiz?${query}`);
      expect(res.status, query).toBe(404);
      expect(frameAncestorsOf(res), query).toBe("frame-ancestors 'none'");
    }
  });

  it('keeps every other page unframeable', async () => {
    const res = await get('/sg/');
    expect(frameAncestorsOf(res)).toBe("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});
