import { createHash } from 'node:crypto';

/**
 * A server-rendered page is on screen, and tappable, before its code has hydrated it: the module
 * scripts download, then the page's start-up runs in several tasks (hydrate-server-page.ts in
 * @atelier/app-shell) before React listens to anything. A tap on a button in that time did
 * nothing (the button's handler did not exist yet), and a submit button sent its form the browser's
 * way (a GET of the same page with the fields in its address). Journeys found it: "add to cart"
 * clicked right after the page loaded showed no confirmation, ever.
 *
 * This script, inline in the page's head so it runs before the markup can be tapped, holds every
 * tap on a button (`button`, `[role=button]`) and hands each one, in order, to the button again once
 * the page says it is ready: `data-hydrated` on <html>, which hydrateServerPage sets when every part
 * has hydrated and the fields typed into early were handed to React. A button the page no longer
 * shows (the area re-rendered) lets its tap go.
 *
 * Left to the browser: links, a submit button of a form with its own `action` (the search form,
 * which works without script), and taps with a modifier key or another mouse button (a new tab).
 * Google's JSAction holds early events the same way (its "early event contract"); React has no
 * equivalent for a root it has not started on.
 *
 * Written as plain ES2017 in a string, not compiled: the server puts it into the page as it is, and
 * the page's CSP allows exactly this text by its hash (`EARLY_TAPS_CSP_SOURCE`). It is tested in
 * a DOM (early-taps.test.ts) and in real Chromium (the journeys click right after a page loads).
 */
export const EARLY_TAPS_SCRIPT = `(() => {
  const held = [];
  const hold = (event) => {
    const control = event.target.closest && event.target.closest('button,[role=button]');
    if (!control || event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
      return;
    if (control.type === 'submit' && control.form && control.form.hasAttribute('action')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(control);
  };
  addEventListener('click', hold, true);
  const html = document.documentElement;
  new MutationObserver((_, observer) => {
    if (!html.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    removeEventListener('click', hold, true);
    for (const control of held) if (control.isConnected) control.click();
  }).observe(html, { attributeFilter: ['data-hydrated'] });
})();`;

/** The CSP source that allows `EARLY_TAPS_SCRIPT` inline, and no other inline script. */
export const EARLY_TAPS_CSP_SOURCE = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

/** The script element for the page's head (its id tells it from an injected one, xss-watch.ts). */
export const EARLY_TAPS_TAG = `<script id="early-taps">${EARLY_TAPS_SCRIPT}</script>`;
