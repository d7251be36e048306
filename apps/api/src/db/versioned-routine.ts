import { createHash } from 'node:crypto';

/** A function the API calls in the database, created after the migrations (routines.ts). */
export interface Routine {
  name: string;
  /** A `create or replace function` statement. */
  definition: string;
}

/**
 * A routine whose name ends in a hash of its text: when the text changes, a server started with
 * the new code creates and calls a new function while one still running the old code (a rolling
 * deploy) keeps calling its own, which nobody replaced under it.
 */
export function versionedRoutine(base: string, define: (name: string) => string): Routine {
  const hash = createHash('sha256').update(define(base)).digest('hex').slice(0, 12);
  const name = `${base}_${hash}`;
  return { name, definition: define(name) };
}
