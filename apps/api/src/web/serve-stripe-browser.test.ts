import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EARLY_TAPS_CSP_SOURCE } from './early-taps';
import { databases } from '../../test/support/databases';
import { FAKE_STRIPE_KEY, FAKE_STRIPE_PUBLISHABLE_KEY } from '../../test/support/fake-stripe';
import { businessTestHeads, storeTestHeads } from '../../test/support/page-heads-fixture';
import { useTestServer } from '../../test/support/test-server';

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

const web = () => ({
  storeDist: fakeDist('store', '/assets'),
  businessDist: fakeDist('business', '/business/assets'),
  pageHeads: { store: storeTestHeads, business: businessTestHeads },
});

async function page(url: string): Promise<{ csp: string; config: Record<string, unknown>; html: string }> {
  const res = await fetch(`${url}/sg/checkout`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const config = JSON.parse(html.match(/id="app-config">([\s\S]*?)<\/script>/)![1]!) as Record<
    string,
    unknown
  >;
  return { csp: res.headers.get('content-security-policy') ?? '', config, html };
}

/** Which Stripe.js the pages load, and what their CSP lets it do (issue 25 point 1). */
describe.each(databases())('Stripe in the browser ($name)', (target) => {
  describe('with STRIPE_PUBLISHABLE_KEY and Stripe’s own Stripe.js', () => {
    const server = useTestServer(target, {
      web: web(),
      config: {
        stripe: {
          secretKey: FAKE_STRIPE_KEY,
          apiBase: null,
          publishableKey: FAKE_STRIPE_PUBLISHABLE_KEY,
          jsUrl: 'https://js.stripe.com/endive/stripe.js',
        },
      },
    });

    it('hands the page the publishable key (never the secret one) and allows only Stripe’s hosts', async () => {
      const { csp, config, html } = await page(server.url);
      expect(config.stripe).toEqual({
        publishableKey: FAKE_STRIPE_PUBLISHABLE_KEY,
        jsUrl: 'https://js.stripe.com/endive/stripe.js',
      });
      expect(html).not.toContain(FAKE_STRIPE_KEY);
      const directives = Object.fromEntries(
        csp.split(';').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const),
      );
      expect(directives['script-src']).toEqual([
        "'self'",
        EARLY_TAPS_CSP_SOURCE,
        'https://js.stripe.com',
        'https://*.js.stripe.com',
      ]);
      expect(directives['frame-src']).toEqual([
        'https://js.stripe.com',
        'https://*.js.stripe.com',
        'https://hooks.stripe.com',
      ]);
      expect(directives['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
      expect(directives['frame-ancestors']).toEqual(["'none'"]);
    });

    it('keeps the API answers’ own CSP, which allows nothing', async () => {
      const res = await fetch(`${server.url}/api/health/`);
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    });
  });

  describe('with a stand-in Stripe.js on another origin', () => {
    const server = useTestServer(target, {
      web: web(),
      config: {
        stripe: {
          secretKey: FAKE_STRIPE_KEY,
          apiBase: 'http://127.0.0.1:12111',
          publishableKey: FAKE_STRIPE_PUBLISHABLE_KEY,
          jsUrl: 'http://127.0.0.1:12111/stand-in/stripe.js',
        },
      },
    });

    it('allows the stand-in’s origin for its script, frames and calls', async () => {
      const { csp, config } = await page(server.url);
      expect(config.stripe).toMatchObject({ jsUrl: 'http://127.0.0.1:12111/stand-in/stripe.js' });
      expect(csp).toContain(
        `script-src 'self' ${EARLY_TAPS_CSP_SOURCE} https://js.stripe.com https://*.js.stripe.com http://127.0.0.1:12111;`,
      );
      expect(csp).toContain('https://hooks.stripe.com http://127.0.0.1:12111;');
      expect(csp).toContain("connect-src 'self' https://api.stripe.com http://127.0.0.1:12111;");
    });
  });

  describe('with Stripe only on the server (no publishable key)', () => {
    const server = useTestServer(target, {
      web: web(),
      config: { stripe: { secretKey: FAKE_STRIPE_KEY, apiBase: null } },
    });

    it('gives the page no Stripe.js and allows no Stripe host', async () => {
      const { csp, config } = await page(server.url);
      expect(config.stripe).toBeNull();
      expect(csp).not.toContain('stripe');
      expect(csp).not.toContain('frame-src');
      expect(csp).toContain(`script-src 'self' ${EARLY_TAPS_CSP_SOURCE};`);
    });
  });
});
