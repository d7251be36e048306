import { defineConfig } from 'vitest/config';

// Journeys share one running stack and one browser per file; files run one after another because
// the machine has two cores and Chromium plus the server already use both.
export default defineConfig({
  test: {
    include: ['src/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
