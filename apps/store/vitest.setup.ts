import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// Pages talk to a real HTTP server; when the whole workspace's tests run in parallel a response can
// take longer than Testing Library's default second on a loaded 2-core machine, so findBy/waitFor
// wait up to fifteen (a wait only ends early when the page is right; it never loosens an assertion).
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no layout, so no scrolling; react-router's ScrollRestoration calls it on navigation.
window.scrollTo = () => undefined;

// The components run on Preact (vite.config.ts), which runs effects after the browser's next frame
// (at most 35 ms). jsdom paints nothing: run them right after the render that scheduled them, as
// React's act() does, so a test that sees a page also sees what its effects did (events sent,
// focus moved) without waiting for an unrelated timer.
options.requestAnimationFrame = (callback) => queueMicrotask(callback);
