import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './vite-precompress';

/** A file of the workspace, by absolute path. */
const workspaceFile = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/**
 * What the first load is made of (docs/performance.md, "Page weight"), resolved the same way for
 * the build and the unit tests, so the tests exercise what ships:
 * - React's API on Preact (preact/compat): the same components, ≈ 55 KB less gzip than react-dom;
 * - `react-i18next` → the texts runtime of libs/app-shell (`useTranslation`, the provider): the
 *   part of i18next the app uses, without its ≈ 15 KB. react-i18next and i18next stay for types.
 */
const aliases = [
  { find: /^react-i18next$/, replacement: workspaceFile('libs/app-shell/src/i18n/react-texts.tsx') },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * React Router publishes a development and a production build that differ only in its developer
 * warnings, and its package exports always pick the development one; the builds take the
 * production one (no warning code shipped), the unit tests keep the warnings.
 */
const routerProduction = [
  { find: /^react-router$/, replacement: workspaceFile('node_modules/react-router/dist/production/index.mjs') },
  {
    find: /^react-router\/dom$/,
    replacement: workspaceFile('node_modules/react-router/dist/production/dom-export.mjs'),
  },
];

/**
 * The unit tests run in Node, which loads packages itself unless Vitest inlines them: the packages
 * that import React are inlined so the aliases above reach them too (one Preact for components,
 * router, react-query and Testing Library), and resolved to their ES module builds (Vitest's
 * conditions would pick their CommonJS builds, whose `require`s pass the aliases by).
 */
const testAliases = [
  {
    find: /^@testing-library\/react$/,
    replacement: workspaceFile('node_modules/@testing-library/react/dist/@testing-library/react.esm.js'),
  },
  {
    find: /^react-router$/,
    replacement: workspaceFile('node_modules/react-router/dist/development/index.mjs'),
  },
  {
    find: /^react-router\/dom$/,
    replacement: workspaceFile('node_modules/react-router/dist/development/dom-export.mjs'),
  },
  { find: /^react-router-dom$/, replacement: workspaceFile('node_modules/react-router-dom/dist/index.mjs') },
];
const REACT_USERS = ['@testing-library/react', 'react-router', 'react-router-dom', '@tanstack/react-query'];

/** The browser build: hashed files in dist/assets, and the manifest the server's preloads read. */
const browserBuild = {
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: true,
    manifest: true,
    // Fonts stay files: inlined as base64 they would weigh on every first load's CSS, whether or
    // not the page's language uses them (the browser fetches only the faces it needs).
    assetsInlineLimit: (file: string) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
  },
};

/**
 * The server build (`vite build --ssr`, the second half of `npm run build`): src/entry-server.tsx as
 * one self-contained ES module in dist/server/ (beside the browser build, outside dist/assets which
 * is served publicly), loaded by the API server at runtime to render each store page's first HTML
 * (apps/api/src/web/server-render.ts). Every package is bundled (`noExternal`) so the aliases above
 * reach the router and react-query there too: one Preact renders the page.
 */
const serverBuild = {
  ssr: { noExternal: true as const, target: 'node' as const },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist/server',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: true,
    minify: false,
  },
};

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  resolve: { alias: mode === 'test' ? aliases : [...aliases, ...routerProduction] },
  ...(isSsrBuild ? serverBuild : browserBuild),
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
    server: { deps: { inline: REACT_USERS } },
    alias: testAliases,
  },
}));
