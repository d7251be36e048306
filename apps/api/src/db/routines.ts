import { quickAddBatchRoutine } from '../modules/carts';
import { catalogueVersionTriggers } from './catalogue-version';
import type { Routine } from './versioned-routine';

/**
 * The functions the API calls in the database. Each is written in TypeScript next to the
 * statement it is made from, so its SQL has one source, and created after the migrations under
 * the same lock, on every start: `create or replace` of an unchanged text changes nothing.
 */
export const routines: readonly Routine[] = [quickAddBatchRoutine];

export async function installRoutines(run: (sql: string) => Promise<unknown>): Promise<void> {
  for (const routine of routines) await run(routine.definition);
  // The catalogue version's triggers (catalogue-version.ts): on the tables as migrated.
  for (const statement of catalogueVersionTriggers) await run(statement);
}
