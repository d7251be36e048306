/// <reference types="vite/client" />
// package.json "exports" is the public API: every entry must resolve, and there is no catch-all barrel.
import { describe, expect, it } from 'vitest';
import manifest from '../package.json';

const ENTRY_POINTS = [
  'money',
  'exchange',
  'validation',
  'paths',
  'checkout',
  'workshops',
  'marketing',
  'analytics',
  'enums',
  'cart',
  'builder',
  'dates',
  'media',
  'tax',
];
const indexes = import.meta.glob<Record<string, unknown>>('./*/index.ts');
const exportsMap: Record<string, string> = manifest.exports;

describe('entry points', () => {
  it('exports exactly the narrow entry points and no root barrel', () => {
    const codeEntries = Object.keys(exportsMap).filter((key) => key !== './package.json');
    expect(codeEntries.sort()).toEqual(ENTRY_POINTS.map((name) => `./${name}`).sort());
    expect(Object.keys(exportsMap)).not.toContain('.');
  });

  it('has an entry point for every folder with an index, and nothing internal', () => {
    expect(Object.keys(indexes).sort()).toEqual(ENTRY_POINTS.map((name) => `./${name}/index.ts`).sort());
  });

  it.each(ENTRY_POINTS)('./%s points at its src index and loads with exports', async (name) => {
    expect(exportsMap[`./${name}`]).toBe(`./src/${name}/index.ts`);
    const load = indexes[`./${name}/index.ts`];
    if (!load) throw new Error(`no index for ${name}`);
    expect(Object.keys(await load()).length).toBeGreaterThan(0);
  });
});
