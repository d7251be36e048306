import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PartnerResponse } from './partner-site';

const readmePath = fileURLToPath(new URL('../../../../libs/quiz-widget/README.md', import.meta.url));
/** The README's stand-in for our store's origin in what partners paste. */
export const README_ORIGIN = 'https://shop.example';

/** The two lines of the quiz-widget README, "For partners: what to paste", exactly as written. */
export function readmeSnippet(): string {
  const readme = readFileSync(readmePath, 'utf8');
  const section = readme.slice(readme.indexOf('## For partners'));
  const block = /```html\n([\s\S]*?)\n```/.exec(section)?.[1];
  if (!block) throw new Error(`no html block under "For partners" in ${readmePath}`);
  return block;
}

/** The events the README lists, recorded by the partner page in `window.partner`. */
export const EMBED_EVENTS = ['ready', 'step', 'outcome', 'add-to-cart'] as const;

export interface RecordedEvent {
  type: string;
  element: string;
  detail: Record<string, unknown>;
}

/** What the partner page's own script records (read with `page.evaluate(() => window.partner)`). */
export interface PartnerRecord {
  violations: string[];
  events: RecordedEvent[];
  /** Events received through `atelierEmbed('on', 'outcome', ...)`, called before the loader arrives. */
  outcomesViaCommand: Record<string, unknown>[];
  /** `message` events on the partner's window: the origin and a forger's `{forger}` marker. */
  messages: { origin: string; forger: string | null }[];
}

export interface PartnerPageOptions {
  /** Our stack's origin, replacing the README's `https://shop.example`. */
  storeOrigin: string;
  /** Origins (besides ours) the page frames, e.g. a third party's page. */
  otherFrames?: string[];
}

/**
 * A partner's page with a strict CSP (nonces for its scripts, only our origin for scripts and
 * frames, nothing else) that pastes the README's two lines, adding only the nonce a strict page
 * must put on an inline script. Its own script, first in the page, records CSP violations, our
 * events and the window's messages.
 */
export function partnerPage({ storeOrigin, otherFrames = [] }: PartnerPageOptions): PartnerResponse {
  const nonce = randomBytes(16).toString('base64');
  const [stub, element] = readmeSnippet().replaceAll(README_ORIGIN, storeOrigin).split('\n');
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' ${storeOrigin}`,
    `frame-src ${[storeOrigin, ...otherFrames].join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  const recorder = `
    window.partner = { violations: [], events: [], outcomesViaCommand: [], messages: [] };
    document.addEventListener('securitypolicyviolation', (e) =>
      partner.violations.push(e.violatedDirective + ' ' + e.blockedURI));
    for (const type of ${JSON.stringify(EMBED_EVENTS)})
      document.addEventListener(type, (e) =>
        partner.events.push({ type, element: e.target.localName, detail: e.detail }));
    addEventListener('message', (e) =>
      partner.messages.push({ origin: e.origin, forger: (e.data && e.data.forger) || null }));`;
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Acme Hotels</title>
    <script nonce="${nonce}">${recorder}</script>
  </head>
  <body>
    <h1>Acme Hotels</h1>
    <p>Find the scent of your stay.</p>
    ${stub!.replace('<script>', `<script nonce="${nonce}">`)}
    ${element}
    <script nonce="${nonce}">atelierEmbed('on', 'outcome', (detail) => partner.outcomesViaCommand.push(detail));</script>
    ${otherFrames.map((src) => `<iframe title="Weather" src="${src}/"></iframe>`).join('\n')}
  </body>
</html>`;
  return { html, headers: { 'content-security-policy': csp } };
}

/**
 * A third party's page, framed by the partner page, that posts our protocol's messages to its
 * parent as if it were our frame: a hello with a port (then an outcome on that port) and events
 * straight on the window, then `{forger: 'done'}`. It forges once on load; `forge()` again.
 */
export function forgerPage(): PartnerResponse {
  const html = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Weather</title></head>
  <body>
    <p>Sunny</p>
    <script>
      function forge() {
        const outcome = { v: 1, type: 'outcome', personality: 'Forged', families: ['Forged'] };
        const channel = new MessageChannel();
        parent.postMessage({ v: 1, type: 'hello', widget: 'quiz' }, '*', [channel.port2]);
        channel.port1.postMessage(outcome);
        channel.port1.postMessage({ v: 1, type: 'resize', height: 7 });
        parent.postMessage(outcome, '*');
        parent.postMessage({ v: 1, type: 'step', step: 1, total: 1 }, '*');
        parent.postMessage({ v: 1, type: 'resize', height: 7 }, '*');
        parent.postMessage({ forger: 'done' }, '*');
      }
      forge();
    </script>
  </body>
</html>`;
  return { html };
}
