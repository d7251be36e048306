import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEFERRED_ENTRY_CSP_SOURCE,
  DEFERRED_ENTRY_SCRIPT,
  loadCodeAfterFirstPaint,
  PAGE_MODULES_ID,
} from './deferred-entry';

const page = (head: string) => `<!doctype html><html><head><title>x</title>\n${head}</head><body><div id="root"><h1>Hi</h1></div></body></html>`;
const modulesOf = (html: string) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${PAGE_MODULES_ID}">([^<]*)</script>`).exec(html)![1]!);

describe('loadCodeAfterFirstPaint', () => {
  it('takes the entry and every module preload out of the page and lists them, entry first, once each', () => {
    const html = loadCodeAfterFirstPaint(
      page(
        '    <script type="module" crossorigin src="/assets/index-a.js"></script>\n' +
          '    <link rel="modulepreload" crossorigin href="/assets/framework-b.js">\n' +
          '    <link rel="stylesheet" crossorigin href="/assets/index-c.css">\n' +
          '    <link rel="modulepreload" crossorigin href="/assets/page-d.js">\n' +
          '    <link rel="modulepreload" crossorigin href="/assets/framework-b.js">\n',
      ),
    );
    expect(modulesOf(html)).toEqual(['/assets/index-a.js', '/assets/framework-b.js', '/assets/page-d.js']);
    expect(html).not.toMatch(/<link rel="modulepreload"|src="\/assets\/index-a\.js"/);
    // The stylesheet stays: the first paint needs it.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">');
    expect(html).toContain(`<script type="module">${DEFERRED_ENTRY_SCRIPT}</script>\n  </head>`);
    expect(html).toContain('<div id="root"><h1>Hi</h1></div>');
  });

  it('leaves a page without an entry script as it is', () => {
    const html = page('<link rel="stylesheet" href="/a.css">');
    expect(loadCodeAfterFirstPaint(html)).toBe(html);
  });

  it('cannot let a URL end the block early', () => {
    const html = loadCodeAfterFirstPaint(page('<script type="module" src="/assets/</script>x.js"></script>'));
    expect(html).not.toContain('</script>x.js');
  });

  it("gives the CSP the hash of the script's exact text", () => {
    const hash = createHash('sha256').update(DEFERRED_ENTRY_SCRIPT).digest('base64');
    expect(DEFERRED_ENTRY_CSP_SOURCE).toBe(`'sha256-${hash}'`);
    expect(DEFERRED_ENTRY_SCRIPT).toContain(`getElementById("${PAGE_MODULES_ID}")`);
  });
});
