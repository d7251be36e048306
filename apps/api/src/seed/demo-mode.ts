import type { DatabaseHandle } from '../db/database';

/**
 * Demo mode: the embedded database (`npm start` without DATABASE_URL) always; a database given by
 * DATABASE_URL only with DEMO_DATA=1. In demo mode the console's demo staff accounts are added
 * (owner@, staff@, merchandiser@, editor@atelier.test with the members' demo password); a real
 * shop's database gets its first owner from `npm run admin:create-owner` instead.
 *
 * The demo shop itself (catalogue, content, demo members) is still seeded into any empty
 * database, PostgreSQL included: the PostgreSQL test runs and the bench rely on it, and without
 * a catalogue there is nothing to sell.
 */
export function isDemoMode(driver: DatabaseHandle['driver'], env: NodeJS.ProcessEnv = process.env): boolean {
  return driver === 'pglite' || env.DEMO_DATA === '1';
}
