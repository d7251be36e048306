import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Node by default (the client talks to a real node:http server); hook tests opt into jsdom
    // with a `// @vitest-environment jsdom` comment at the top of the file.
    environment: 'node',
  },
});
