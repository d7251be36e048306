import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databases } from '../../test/support/databases';
import { businessTestHeads, storeTestHeads } from '../../test/support/page-heads-fixture';
import { useTestServer } from '../../test/support/test-server';

// Two tiny built areas, so the test checks routing and headers without running Vite.
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

describe.each(databases())('serving the browser apps ($name)', (target) => {
  const server = useTestServer(target, {
    web: {
      storeDist: fakeDist('store', '/assets'),
      businessDist: fakeDist('business', '/business/assets'),
      // What the areas' SSR builds export (fake dists have none): the sitemap's own pages.
      pageHeads: { store: storeTestHeads, business: businessTestHeads },
    },
  });
  const get = (path: string) => fetch(`${server.url}${path}`);

  it('sends the store page for /sg/ with lang, title, canonical and alternates from the database', async () => {
    const res = await get('/sg/');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    // A page carries the full set: its own scripts only, no framing, the document-only headers.
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const html = await res.text();
    expect(html).toContain('store-abc123.js');
    expect(html).toContain('<html lang="en-SG" dir="ltr">');
    expect(html).toContain('<link rel="canonical" href="http://shop.test/sg">');
    expect(html).toContain('hreflang="ar-AE" href="http://shop.test/ae"');
    expect(html).toContain('hreflang="zh-Hans-SG" href="http://shop.test/sg/zh-hans"');
    const config = JSON.parse(html.match(/id="app-config">([\s\S]*?)<\/script>/)![1]!);
    expect(config.countries.map((c: { code: string }) => c.code).sort()).toEqual([
      'ae',
      'kr',
      'sg',
      'us',
      'vn',
    ]);
  });

  it('sends the business page (and not the store code) for business-scenting paths', async () => {
    for (const path of [
      '/sg/en/business-scenting',
      '/sg/business-scenting/contact',
      '/ae/ar/business-scenting',
    ]) {
      const html = await (await get(path)).text();
      expect(html, path).toContain('business-abc123.js');
      expect(html, path).not.toContain('store-abc123.js');
    }
  });

  it('renders Arabic right-to-left and Vietnamese with the Open Sans class', async () => {
    expect(await (await get('/ae/ar/')).text()).toContain('<html lang="ar-AE" dir="rtl">');
    expect(await (await get('/vn/vi/')).text()).toContain('class="font-open-sans"');
  });

  it('answers 404 with the store page for a bad country or language', async () => {
    for (const path of ['/zz9/', '/xx/all-perfumes', '/sg/fr/']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('store-abc123.js');
    }
  });

  it('serves robots.txt and a sitemap with hreflang alternates for every country', async () => {
    const robots = await get('/robots.txt');
    expect(await robots.text()).toContain('Sitemap: http://shop.test/sitemap.xml');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain('<loc>http://shop.test/ae/en/faq</loc>');
    expect(xml).toContain('hreflang="ar-AE" href="http://shop.test/ae/faq"');
    expect(xml).toContain(
      '<loc>http://shop.test/sg/product/reed_diffuser/botanic-garden-reed-diffuser</loc>',
    );
    expect(xml).toContain('<loc>http://shop.test/vn/products/best_seller/amber-oud</loc>');
  });

  it('caches hashed assets for a year and keeps unknown API paths as JSON 404s', async () => {
    const asset = await get('/business/assets/business-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const api = await get('/api/nothing-here/');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ status: 404 });
  });
});

describe.each(databases())('alternate links with countries on their own hosts ($name)', (target) => {
  // Production's SPEC §2 setup: every country but sg on a host of its own (COUNTRY_BASES).
  const bases = {
    us: 'https://atelier.us',
    vn: 'https://atelier.vn',
    kr: 'https://atelier.kr',
    ae: 'https://atelier.ae',
  };
  const server = useTestServer(target, {
    config: { countryBases: bases },
    web: {
      storeDist: fakeDist('store', '/assets'),
      businessDist: fakeDist('business', '/business/assets'),
      pageHeads: { store: storeTestHeads, business: businessTestHeads },
    },
  });

  it('links only sg with a path prefix; every language of every country is an alternate', async () => {
    const res = await fetch(`${server.url}/kr/vi/faq`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="vi-KR" dir="ltr" class="font-open-sans">');
    expect(html).toContain('<link rel="canonical" href="https://atelier.kr/vi/faq">');
    const links = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
      ([, hreflang, href]) => ({ hreflang: hreflang!, href: href! }),
    );
    // Four languages for each of the five countries, and x-default.
    expect(links).toHaveLength(21);
    for (const { hreflang, href } of links) {
      const country = hreflang === 'x-default' ? 'sg' : hreflang.split('-').at(-1)!.toLowerCase();
      const url = new URL(href);
      if (country === 'sg') {
        expect(`${url.origin}${url.pathname}`, hreflang).toMatch(/^http:\/\/shop\.test\/sg(\/(ar|zh-hans|vi))?\/faq$/);
      } else {
        expect(url.origin, hreflang).toBe(bases[country as keyof typeof bases]);
        expect(url.pathname, hreflang).toMatch(/^(\/(en|ar|zh-hans|vi))?\/faq$/);
      }
    }
    expect(links).toContainEqual({ hreflang: 'ar-AE', href: 'https://atelier.ae/faq' });
    expect(links).toContainEqual({ hreflang: 'en-AE', href: 'https://atelier.ae/en/faq' });
    expect(links).toContainEqual({ hreflang: 'zh-Hans-SG', href: 'http://shop.test/sg/zh-hans/faq' });
    expect(links).toContainEqual({ hreflang: 'x-default', href: 'http://shop.test/sg/faq' });
  });

  it('serves every country in each of the four languages', async () => {
    for (const [path, lang] of [
      ['/us/ar/', 'lang="ar-US" dir="rtl"'],
      ['/kr/zh-hans/faq', 'lang="zh-Hans-KR" dir="ltr"'],
      ['/ae/vi/', 'lang="vi-AE" dir="ltr"'],
    ] as const) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain(`<html ${lang}`);
    }
  });
});
