import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { packageRoot } from '../../src/package-root';

export interface ServerBuild {
  /** The bundled server (`main.js`) to run with `node`. */
  script: string;
  remove(): void;
}

/**
 * Bundles `src/main.ts` the way `scripts/build.mjs` does (`npm run build`: esbuild, our own libs
 * bundled, every dependency external), so the crash test runs the real server process without
 * depending on a build made beforehand, and never overwrites `dist/` that another task may be
 * serving. Why a build and not tsx: the test starts the server a dozen times, and a bundle starts
 * in a fraction of the time source transpiled on every start takes, with exactly the module
 * resolution the production build has.
 *
 * The bundle goes to `node_modules/.cache/` of this package (git-ignored, removed afterwards):
 * inside the package, so Node finds the external dependencies in the workspace's node_modules.
 * `import.meta.url` is pinned to where `dist/main.js` would be, because the server finds its
 * migrations, media and the built apps relative to it (`package-root.ts`, `main.ts`).
 */
export async function buildServer(): Promise<ServerBuild> {
  const pkg = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
    (name) => !name.startsWith('@atelier/'),
  );
  const outdir = join(packageRoot, 'node_modules/.cache', `crash-safety-${randomBytes(4).toString('hex')}`);
  await build({
    absWorkingDir: packageRoot,
    entryPoints: { main: 'src/main.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external,
    logLevel: 'warning',
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(join(packageRoot, 'dist/main.js')).href) },
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
  });
  return {
    script: join(outdir, 'main.js'),
    remove: () => rmSync(outdir, { recursive: true, force: true }),
  };
}
