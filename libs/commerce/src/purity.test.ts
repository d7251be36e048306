/// <reference types="vite/client" />
// The lib runs unchanged in browsers and in the Fastify server, and its outputs must be reproducible:
// this guards the "pure TypeScript" rule of DESIGN.md on every file, not only the ones a reviewer reads.
// Sources are read through Vite's import.meta.glob, so the test itself needs no Node API either.
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob(['./**/*.ts', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;
const allFiles = Object.keys(import.meta.glob('./**/*'));

function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

const FORBIDDEN: readonly [string, RegExp][] = [
  ['clock read Date.now()', /\bDate\.now\s*\(/],
  ['clock read new Date()', /\bnew Date\s*\(\s*\)/],
  ['randomness', /\bMath\.random\s*\(/],
  ['network access', /\bfetch\s*\(/],
  ['DOM access', /\b(window|document|navigator|localStorage|sessionStorage)\s*\./],
  ['Node API', /from\s+['"](node:|fs|path|crypto|os)\b/],
  ['process access', /\bprocess\./],
  ['React', /from\s+['"]react/],
  ['runtime-dependent number formatting', /\bIntl\.NumberFormat\b|\.toLocaleString\s*\(/],
  ['float rounding of money', /\.toFixed\s*\(/],
  ['a package import (the lib depends on nothing)', /from\s+['"](?!\.)/],
];

describe('purity', () => {
  it('finds the source files', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(30);
  });

  it.each(FORBIDDEN)('no %s in library code', (_name, pattern) => {
    const offenders = Object.entries(sources)
      .filter(([, code]) => pattern.test(withoutComments(code)))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });

  it('names every file and folder in kebab-case', () => {
    expect(allFiles.filter((file) => !/^\.(\/[a-z0-9]+(-[a-z0-9]+)*)+(\.test)?\.ts$/.test(file))).toEqual([]);
  });
});
