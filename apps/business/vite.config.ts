import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Served under /business/ so its hashed assets never collide with the store's.
  base: '/business/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: true,
    manifest: true,
    // Fonts stay files: inlined as base64 they would weigh on every first load's CSS, whether or
    // not the page's language uses them (the browser fetches only the faces it needs).
    assetsInlineLimit: (file: string) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  test: {
    // jsdom with Node's module transform: the fake API's test server reads files next to it.
    environment: './vitest.environment.ts',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 30_000,
  },
});
