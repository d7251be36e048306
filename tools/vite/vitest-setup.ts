import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// Pages talk to a real HTTP server; when the whole workspace's tests run in parallel a response can
// take longer than Testing Library's default second on a loaded 2-core machine, so findBy/waitFor
// wait up to fifteen (a wait only ends early when the page is right; it never loosens an assertion).
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no layout, so no scrolling; react-router's ScrollRestoration calls it on navigation.
window.scrollTo = () => undefined;

// jsdom has no modal <dialog> API. This stand-in only keeps `open` and the close event; modality,
// focus kept inside and Escape are the browser's, proven in the Chromium journeys.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
