import { appendFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { expect } from 'vitest';

/**
 * Where each test server's setup goes (database, seed, app), for docs/performance.md's "CI time":
 * with ATELIER_TEST_TIMINGS=<file> every start appends one JSON line to that file. Off otherwise.
 */
const file = process.env.ATELIER_TEST_TIMINGS?.trim();

export interface SetupTimer {
  /** Milliseconds since the previous mark (or the start), under `step`. */
  mark(step: string): void;
  /** Writes the line: `{ file, target, steps: { step: ms }, total }`. */
  done(target: string): void;
}

export function setupTimer(): SetupTimer {
  const start = performance.now();
  let last = start;
  const steps: Record<string, number> = {};
  return {
    mark(step) {
      if (!file) return;
      const now = performance.now();
      steps[step] = Math.round(now - last);
      last = now;
    },
    done(target) {
      if (!file) return;
      const line = { file: testFile(), target, steps, total: Math.round(last - start) };
      appendFileSync(file, `${JSON.stringify(line)}\n`);
    },
  };
}

/** The running test file, relative to the app. */
function testFile(): string {
  return expect.getState().testPath?.replace(`${process.cwd()}/`, '') ?? 'unknown';
}
