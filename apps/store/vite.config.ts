import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
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
  // `npm run dev`: the API server (npm start, port 3000) answers /api on the same origin.
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      '/business/': 'http://localhost:3000',
    },
  },
  test: {
    environment: './vitest.environment.ts',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 30_000,
  },
});
