// Bundles the server with esbuild. Our own libs are source-first TypeScript, so they are bundled
// in; every third-party dependency stays external and is loaded from node_modules at run time
// (PGlite's WASM and argon2's native binary must not be inlined).
import { context } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@atelier/'),
);

const options = {
  // main: the server; seed: `npm run seed` (migrate + idempotent seed of the configured database);
  // content: `npm run content:export` / `content:import` (CMS pages as files); create-owner:
  // `npm run admin:create-owner` (the console's first owner on a shop's own database).
  entryPoints: {
    main: 'src/main.ts',
    seed: 'src/seed/main.ts',
    content: 'src/content-files/main.ts',
    'create-owner': 'src/seed/create-owner-main.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
};

// `--watch` (used by `npm run dev`) rebuilds on every change; `node --watch` then restarts the server.
const ctx = await context(options);
if (process.argv.includes('--watch')) {
  await ctx.watch();
  console.log('esbuild: watching apps/api for changes');
} else {
  await ctx.rebuild();
  await ctx.dispose();
}
