import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// The widgets talk to a real HTTP server; on a loaded 2-core machine a response can take longer
// than Testing Library's default second (a wait ends early when the page is right).
configure({ asyncUtilTimeout: 15_000 });
