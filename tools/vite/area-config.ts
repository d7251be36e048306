import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import type { ConfigEnv } from 'vitest/config';
import { precompress } from './precompress.ts';

/** A file of the workspace, by absolute path. */
const workspaceFile = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/**
 * React Router publishes a development and a production build that differ only in its developer
 * warnings, and its package exports always pick the development one; the builds take the
 * production one (no warning code shipped), the unit tests keep the warnings. React itself picks
 * its production build from NODE_ENV, which Vite sets for builds.
 */
const routerProduction = [
  {
    find: /^react-router$/,
    replacement: workspaceFile('node_modules/react-router/dist/production/index.mjs'),
  },
  {
    find: /^react-router\/dom$/,
    replacement: workspaceFile('node_modules/react-router/dist/production/dom-export.mjs'),
  },
];

/**
 * The chunks of a first load (docs/performance.md, "Page weight"):
 * - `framework`: React, react-dom, the router and i18next, one file cached once for every page of
 *   an area. TanStack Query is not in it: its modules split cleanly, and the parts only lazy pages
 *   use (mutation observers, `useQueries`) then load with those pages.
 * - `app`: every module the entry imports statically (Rolldown's built-in `$initial` tag), which
 *   lands in the entry's own chunk. Left to automatic splitting, a module the entry shared with a
 *   lazy page became a small file of its own, and each file is compressed on its own (the store's
 *   product page: 15 first-load files, 1.9 KB heavier).
 * - `display`: prices, badges and product pictures (libs/ui price, badge and responsive image,
 *   commerce money, the app's currency display, the product picture sizes), shown by nearly every
 *   page and by the mini cart's lazy panel. Left to automatic splitting they became seven files of
 *   a few hundred bytes each in a first load (the product page: +1 KB against one file).
 */
const CHUNK_GROUPS = [
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-i18next|i18next)[\\/]/,
    priority: 2,
  },
  { name: 'app', tags: ['$initial' as const], priority: 1 },
  {
    name: 'display',
    test: /libs[\\/]ui[\\/]src[\\/](price|badge|responsive-image)[\\/]|libs[\\/]commerce[\\/]src[\\/]money[\\/]|src[\\/]app[\\/]money[\\/]|product-image-size/,
    priority: 1,
  },
];

/**
 * Both areas' page, one file (`tools/vite/index.html`): each app's `index.html` only names Vite's
 * entry, and its content is replaced by the template before Vite reads it, so relative paths in
 * the template resolve from the app's folder as before. The server fills the title, language and
 * links per request (apps/api/src/web/render-page.ts).
 */
function sharedPage(): Plugin {
  const template = fileURLToPath(new URL('./index.html', import.meta.url));
  return {
    name: 'atelier:shared-page',
    transformIndexHtml: { order: 'pre', handler: () => readFileSync(template, 'utf8') },
  };
}

export interface AreaOptions {
  /** Where the area's assets are served (`/` for the store, `/business/` for the business area). */
  base?: string;
  /**
   * The stack in a `framework` chunk of its own (default): cached across deploys, so a returning
   * visitor fetches only the app's chunk again. False puts the stack in the entry's chunk: one file
   * compresses better (the business landing page: 130.16 → 129.60 KB), at the price of the whole
   * first load again after each deploy.
   */
  splitFramework?: boolean;
  /** `npm run dev`: paths the Vite dev server hands to the API server (npm start, port 3000). */
  proxy: Record<string, string>;
}

/**
 * The Vite config of a browser area (the store, the business area), one helper for both:
 * - the browser build: hashed files in dist/assets, the manifest the server's preloads read, and
 *   Brotli/gzip copies (precompress.ts);
 * - the server build (`vite build --ssr src/entry-server.tsx`): one self-contained ES module in
 *   dist/server/ (outside dist/assets, never served), loaded by the API server to render each
 *   page's first HTML with react-dom/server (apps/api/src/web/server-render.ts);
 * - the unit tests: jsdom with Node's module transform (jsdom-ssr-environment.ts), React 19.
 */
export function areaConfig(options: AreaOptions) {
  return ({ isSsrBuild, mode }: ConfigEnv): UserConfig & { test: object } => ({
    base: options.base ?? '/',
    plugins: isSsrBuild ? [react()] : [react(), sharedPage(), precompress()],
    resolve: { alias: mode === 'test' ? [] : routerProduction },
    ...(isSsrBuild
      ? {
          // Bundled whole (React, the router, react-query, i18next): the server loads one file,
          // with React's production build whatever the server's NODE_ENV (its development build
          // renders several times slower and checks what the browser build already checked).
          ssr: { noExternal: true, target: 'node' },
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          build: {
            ssr: 'src/entry-server.tsx',
            outDir: 'dist/server',
            emptyOutDir: true,
            copyPublicDir: false,
            sourcemap: true,
            minify: false,
          },
        }
      : {
          build: {
            outDir: 'dist',
            assetsDir: 'assets',
            sourcemap: true,
            manifest: true,
            // No modulepreload polyfill (0.4 KB of every first load): every browser of Vite's
            // default target but Safari 16.4–16.6 supports `<link rel="modulepreload">`, and there
            // the modules still load through their imports, only less in parallel.
            modulePreload: { polyfill: false },
            // Fonts stay files: inlined as base64 they would weigh on every first load's CSS,
            // whether or not the page's language uses them (the browser fetches only the faces it needs).
            assetsInlineLimit: (file: string) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
            rollupOptions: {
              output: {
                codeSplitting: {
                  groups:
                    options.splitFramework === false
                      ? CHUNK_GROUPS.filter((g) => g.name !== 'framework')
                      : CHUNK_GROUPS,
                },
              },
            },
          },
        }),
    server: { proxy: options.proxy },
    test: {
      environment: workspaceFile('tools/vite/jsdom-ssr-environment.ts'),
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [workspaceFile('tools/vite/vitest-setup.ts')],
      testTimeout: 30_000,
    },
  });
}
