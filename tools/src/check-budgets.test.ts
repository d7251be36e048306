// The embed budget check as CI runs it (a child process on a built folder), on small fake builds:
// it must pass what fits and name every budget that is missed.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../scripts/check-budgets.mjs', import.meta.url));

interface FakeBuild {
  loader?: Buffer | string;
  /** The quiz page imports the builder's chunk statically (the mistake the check exists for). */
  builderInQuiz?: boolean;
  /** Incompressible bytes in the shared chunk both pages load first. */
  sharedBytes?: number;
  manifest?: boolean;
}

function fakeBuild(options: FakeBuild = {}): string {
  const dist = mkdtempSync(join(tmpdir(), 'atelier-budgets-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'snippet.js'), '(function(w){if(w.a)return;w.a=function(){}})(window);');
  writeFileSync(join(dist, 'loader.js'), options.loader ?? 'customElements.define("scent-quiz",class{});');
  const files = {
    'quiz.js': 'import "./shared.js";',
    'builder.js': 'import("./perfume-builder.js");',
    'shared.js': randomBytes(options.sharedBytes ?? 1000).toString('base64'),
    'perfume-builder.js': 'export default 1;',
  };
  for (const [file, code] of Object.entries(files)) writeFileSync(join(dist, 'assets', file), code);
  const manifest = {
    'quiz.html': {
      file: 'assets/quiz.js',
      isEntry: true,
      imports: ['_shared.js', ...(options.builderInQuiz ? ['../perfume-builder/index.ts'] : [])],
    },
    'builder.html': {
      file: 'assets/builder.js',
      isEntry: true,
      imports: ['_shared.js'],
      dynamicImports: ['../perfume-builder/index.ts'],
    },
    '_shared.js': { file: 'assets/shared.js' },
    '../perfume-builder/index.ts': { file: 'assets/perfume-builder.js', imports: ['_shared.js'] },
  };
  if (options.manifest !== false)
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

function check(dist: string) {
  const run = spawnSync(process.execPath, [script, dist], { encoding: 'utf8' });
  rmSync(dist, { recursive: true, force: true });
  return { status: run.status, out: run.stdout, errors: run.stderr };
}

describe('check-budgets', () => {
  it('passes a build within every budget', () => {
    const result = check(fakeBuild());
    expect(result.errors).toBe('');
    expect(result.out).toContain('Every embed budget is met.');
    expect(result.status).toBe(0);
  });

  it('fails a loader over 3 KB gzipped', () => {
    const result = check(fakeBuild({ loader: randomBytes(4000) }));
    expect(result.status).toBe(1);
    expect(result.errors).toMatch(/loader: loader\.js is \d+ B gzipped, over its 3072 B/);
  });

  it('fails pages whose first load is over 100 KB of JavaScript gzipped', () => {
    const result = check(fakeBuild({ sharedBytes: 140_000 }));
    expect(result.status).toBe(1);
    expect(result.errors).toMatch(/quiz page: first load is \d+ B of JavaScript gzipped, over its 102400 B/);
    expect(result.errors).toMatch(/builder page: first load is \d+ B/);
  });

  it('fails when the builder’s code is in the quiz page’s first load', () => {
    const result = check(fakeBuild({ builderInQuiz: true }));
    expect(result.status).toBe(1);
    expect(result.errors).toContain(
      'quiz page: the builder (assets/perfume-builder.js) is in the first load',
    );
    expect(result.errors).not.toContain('builder page:');
  });

  it('fails when the build is missing', () => {
    const result = check(fakeBuild({ manifest: false }));
    expect(result.status).toBe(1);
    expect(result.errors).toContain('manifest.json is missing');
  });
});
