import { fileURLToPath } from 'node:url';

/**
 * Folder of this package (`apps/api`). This file sits directly in `src/`, and esbuild bundles it
 * into `dist/main.js` / `dist/seed.js`, where `import.meta.url` is the bundle's own URL — both one
 * level below the package root, so the same `..` works from source (tests) and from the build.
 */
export const packageRoot = fileURLToPath(new URL('..', import.meta.url));

/** The monorepo root: the package lives in `apps/api`. */
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
