import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { minifySnippet } from './src/embed/minify-snippet';

/**
 * The embed build for partner sites (DESIGN "Widgets"), into `dist/embed/`, in two passes:
 * - default mode: the widget pages `quiz.html` and `builder.html` with content-hashed assets
 *   under `assets/` (the server serves them at `/embed/v1/{quiz,builder}` and `/embed/assets/`);
 * - `--mode loader`: `loader.js` (the one stable name: partners' pages point at it), a classic
 *   script with nothing shared with the pages, and `snippet.js`.
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const outDir = here('./dist/embed');

function snippet(): Plugin {
  return {
    name: 'atelier-embed-snippet',
    generateBundle() {
      const source = readFileSync(here('./src/embed/snippet.js'), 'utf8');
      this.emitFile({ type: 'asset', fileName: 'snippet.js', source: minifySnippet(source) });
    },
  };
}

const pages: UserConfig = {
  root: here('./src/embed'),
  base: '/embed/',
  publicDir: false,
  plugins: [react()],
  build: {
    outDir,
    emptyOutDir: true,
    assetsDir: 'assets',
    // .vite/manifest.json: which files each page loads first (tools/scripts/check-budgets.mjs).
    manifest: true,
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { quiz: here('./src/embed/quiz.html'), builder: here('./src/embed/builder.html') },
    },
  },
};

const loader: UserConfig = {
  publicDir: false,
  plugins: [snippet()],
  build: {
    outDir,
    emptyOutDir: false,
    minify: true,
    lib: {
      entry: here('./src/embed/loader-entry.ts'),
      formats: ['iife'],
      name: 'atelierEmbedLoader',
      fileName: () => 'loader.js',
    },
  },
};

export default defineConfig(({ mode }) => (mode === 'loader' ? loader : pages));
