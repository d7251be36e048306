// Runs drizzle-kit with `drizzle-orm` resolved from this package. npm nests drizzle-orm in
// apps/api/node_modules while drizzle-kit is hoisted to the root, so drizzle-kit's own
// `import('drizzle-orm/version')` would not find it; a resolve hook points it here.
// Usage: node scripts/drizzle-kit.mjs generate [--name x]
import { register } from 'node:module';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const here = new URL('../package.json', import.meta.url).href;
register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
        return next(specifier, { ...context, parentURL: ${JSON.stringify(here)} });
      }
      return next(specifier, context);
    }
  `)}`,
);

const require = createRequire(here);
process.env.NODE_PATH = [new URL('../node_modules', import.meta.url).pathname, process.env.NODE_PATH]
  .filter(Boolean)
  .join(':');
require('node:module').Module._initPaths();
// The package exports only its API; the CLI sits beside its main file.
const bin = join(dirname(require.resolve('drizzle-kit')), 'bin.cjs');
process.argv = [process.argv[0], bin, ...process.argv.slice(2)];
await import(pathToFileURL(bin).href);
