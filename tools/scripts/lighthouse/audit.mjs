// One Lighthouse audit of one page in Debian's Chromium: a new browser for every audit (cold cache,
// nothing left over from the page before), Lighthouse's default settings (mobile: a Moto G Power's
// screen, simulated slow 4G and a 4× slower CPU) and the four categories of issue 9.
/* global fetch, window -- Node's fetch; `window` only inside a function run in the page. */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const ONLY_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

// Lighthouse drives the browser with puppeteer-core (its own dependency): the same copy serves to
// put a cart id in the page's localStorage before the audit.
const require = createRequire(import.meta.resolve('lighthouse'));
const puppeteer = require('puppeteer-core');

/**
 * A new Chromium with an empty profile of our own: chrome-launcher deletes the profiles it makes
 * itself while the browser may still be writing to them, which can throw (ENOTEMPTY) and end the
 * run; ours is removed after the browser is gone, with retries.
 */
async function launchChromium({ trustedKey = null } = {}) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'atelier-lighthouse-chromium-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    // The audit's own TLS front (tls-front.mjs): only its certificate's key is trusted.
    chromeFlags: trustedKey
      ? [...CHROME_FLAGS, `--ignore-certificate-errors-spki-list=${trustedKey}`]
      : CHROME_FLAGS,
    userDataDir,
  });
  return {
    port: chrome.port,
    async close() {
      try {
        await chrome.kill();
      } finally {
        rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      }
    },
  };
}

/** The browser's version, for the report. */
export async function chromiumVersion() {
  const chrome = await launchChromium();
  try {
    const res = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
    return (await res.json()).Browser;
  } finally {
    await chrome.close();
  }
}

/**
 * A tab of the browser on `port` whose origin has `values` in its localStorage (e.g. `basketId`), as
 * the store itself would have after an add to cart, with an empty HTTP cache. Lighthouse audits in
 * this tab: a tab of its own would be a new target the storage preset never reached.
 */
async function tabWithStorage(port, origin, values) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const [page = await browser.newPage()] = await browser.pages();
  // A small same-origin document: localStorage belongs to the origin, not to a page.
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate((entries) => {
    for (const [key, value] of entries) window.localStorage.setItem(key, value);
  }, Object.entries(values));
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.detach();
  return { page, disconnect: () => browser.disconnect() };
}

/**
 * Audits `url` and returns Lighthouse's result (LHR). With `storage`, those localStorage entries are
 * set first and Lighthouse is told not to clear the origin's storage (its default would drop them).
 * `trustedKey`: the SPKI hash of the self-signed certificate an https `url` is served with.
 */
export async function auditPage(url, { storage = null, trustedKey = null } = {}) {
  const chrome = await launchChromium({ trustedKey });
  let tab = null;
  try {
    if (storage) tab = await tabWithStorage(chrome.port, new URL(url).origin, storage);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ONLY_CATEGORIES,
        disableStorageReset: storage !== null,
      },
      undefined,
      tab?.page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await tab?.disconnect();
    await chrome.close();
  }
}
