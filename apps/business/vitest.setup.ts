import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// Pages talk to a real HTTP server (the fake API); on a loaded 2-core machine a response can take
// longer than Testing Library's default second. A wait ends as soon as the page is right.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no layout, so no scrolling; react-router's ScrollRestoration calls it on navigation.
window.scrollTo = () => undefined;
