// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { EARLY_TAPS_CSP_SOURCE, EARLY_TAPS_SCRIPT } from './early-taps';
import { insertRenderedPage } from './server-render';

// The page as the server sends it (insertRenderedPage), then the early-taps script run as the
// page's own script (jsdom runs it in the window), as a browser does before the page's modules.
const TEMPLATE =
  '<!doctype html><html><head><meta charset="UTF-8" /><link rel="stylesheet" href="/a.css"></head>' +
  '<body><div id="root"></div></body></html>';
const MARKUP = `
  <button id="add" type="button">Add to cart</button>
  <button id="less" type="button">Less</button>
  <div id="menu" role="button"><span id="menu-label">Menu</span></div>
  <form id="promo"><input name="code"><button id="apply">Apply</button></form>
  <form id="search" action="/sg/search"><button id="find">Search</button></form>
  <a id="link" href="#elsewhere">Elsewhere</a>`;

// jsdom's window, typed as far as this test uses it (the server's TypeScript has no DOM types).
interface Node {
  id: string;
  remove(): void;
  dispatchEvent(event: unknown): boolean;
}
interface Handled {
  target: Node;
  preventDefault(): void;
}
const { document, window, MouseEvent } = globalThis as unknown as {
  document: {
    documentElement: { removeAttribute(name: string): void; dataset: Record<string, string> };
    body: { innerHTML: string; onclick(event: Handled): void; onsubmit(event: Handled): void };
    getElementById(id: string): Node | null;
  };
  window: { eval(script: string): void };
  MouseEvent: new (type: string, init: Record<string, unknown>) => unknown;
};

/** What the page's code did, in order: what the visitor sees answered. */
let answered: string[] = [];

beforeEach(() => {
  document.documentElement.removeAttribute('data-hydrated');
  document.body.innerHTML = MARKUP;
  answered = [];
  // Stands in for React: it listens on the root, below the window where the script holds taps.
  document.body.onclick = (event) => answered.push(`click ${event.target.id}`);
  document.body.onsubmit = (event) => {
    event.preventDefault(); // jsdom does not navigate; a browser would leave the page
    answered.push(`submit ${event.target.id}`);
  };
  window.eval(EARLY_TAPS_SCRIPT);
});
// Each test's script lets go (its listener and observer), so the next one starts alone.
afterEach(() => hydrate());

/** What hydrateServerPage does when the page is ready; the script answers in a microtask. */
async function hydrate() {
  document.documentElement.dataset['hydrated'] = 'true';
  await Promise.resolve();
}

/** A visitor's tap: a click the browser dispatches; answers whether the browser's own action ran. */
function tap(id: string, init: Record<string, unknown> = {}): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
  return document.getElementById(id)!.dispatchEvent(event);
}

it('holds taps on buttons until the page has hydrated, then hands each to its button in order', async () => {
  expect(tap('add')).toBe(false);
  expect(tap('menu-label')).toBe(false);
  expect(tap('add')).toBe(false);
  expect(answered).toEqual([]);

  await hydrate();
  expect(answered).toEqual(['click add', 'click menu', 'click add']);

  // From now on taps reach the page at once, and are no longer held.
  expect(tap('less')).toBe(true);
  expect(answered.at(-1)).toBe('click less');
});

it('does not let a submit button send its form the browser way before the page can; it sends it after', async () => {
  expect(tap('apply')).toBe(false);
  expect(answered).toEqual([]);
  await hydrate();
  expect(answered).toEqual(['click apply', 'submit promo']);
});

it('leaves to the browser what works without script, or asks for another tab', async () => {
  expect(tap('link')).toBe(true);
  expect(tap('find')).toBe(true); // the search form has its own action
  expect(tap('add', { ctrlKey: true })).toBe(true);
  expect(tap('add', { button: 1 })).toBe(true);
  expect(answered).toEqual(['click link', 'click find', 'submit search', 'click add', 'click add']);
});

it('lets a held tap go when its button is no longer on the page', async () => {
  tap('add');
  tap('less');
  document.getElementById('add')!.remove();
  await hydrate();
  expect(answered).toEqual(['click less']);
});

it('is put first in the page head, allowed by the CSP hash of exactly its text', () => {
  const page = insertRenderedPage(TEMPLATE, { status: 200, html: '<p>Hi</p>', state: {}, links: [] });
  const inline = [...page.matchAll(/<script( id="early-taps")?>([\s\S]*?)<\/script>/g)].map(
    (match) => match[2]!,
  );
  expect(inline).toEqual([EARLY_TAPS_SCRIPT]);
  const hash = createHash('sha256').update(inline[0]!).digest('base64');
  expect(EARLY_TAPS_CSP_SOURCE).toBe(`'sha256-${hash}'`);
  // Before the stylesheet: an inline script after one waits for it to load.
  expect(page.indexOf('<script id="early-taps">')).toBeLessThan(page.indexOf('<link rel="stylesheet"'));
  expect(page).toMatch(/^<!doctype html><html><head><meta charset="UTF-8" \/>\s*<script id="early-taps">/);
});
