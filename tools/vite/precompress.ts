import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|map)$/;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build's assets,
 * compressed once at build time at the highest levels; the API server sends them to browsers that
 * accept them (@fastify/static `preCompressed`, apps/api/src/web/serve-apps.ts). On a slow phone
 * connection this is most of the first load's time: the entry script is ≈ 170 KB as a file and
 * ≈ 55 KB gzip (docs/performance.md, "Lighthouse"). Source maps are left alone (developers only).
 */
export function precompress(assetsDir = 'assets'): Plugin {
  let outDir = 'dist';
  return {
    name: 'atelier:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const dir = join(outDir, assetsDir);
      for (const name of readdirSync(dir)) {
        if (!COMPRESSIBLE.test(name) || name.endsWith('.map')) continue;
        const file = join(dir, name);
        if (!statSync(file).isFile()) continue;
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}
