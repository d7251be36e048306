import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type TestDatabase } from '../../test/support/databases';
import { staff } from '../db/schema';
import { isDemoMode } from './demo-mode';
import { prepareDatabase } from './prepare-database';

describe('demo mode', () => {
  it('is on for the embedded database, and for DATABASE_URL only with DEMO_DATA=1', () => {
    expect(isDemoMode('pglite', {})).toBe(true);
    expect(isDemoMode('postgres', {})).toBe(false);
    expect(isDemoMode('postgres', { DEMO_DATA: '1' })).toBe(true);
    expect(isDemoMode('postgres', { DEMO_DATA: 'yes' })).toBe(false);
  });
});

describe.each(databases())('prepareDatabase and demo staff on %s', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.create();
  });
  afterAll(() => database.drop());

  it('gives a DATABASE_URL shop no demo staff, DEMO_DATA=1 the four demo accounts (once)', async () => {
    const asPostgres = { ...database.handle, driver: 'postgres' as const };
    await prepareDatabase(asPostgres, undefined, {});
    expect(await database.handle.db.select().from(staff)).toEqual([]);
    await prepareDatabase(asPostgres, undefined, { DEMO_DATA: '1' });
    await prepareDatabase(asPostgres, undefined, { DEMO_DATA: '1' });
    const rows = await database.handle.db.select().from(staff);
    expect(rows.map((r) => [r.email, r.role]).sort()).toEqual([
      ['editor@atelier.test', 'editor'],
      ['merchandiser@atelier.test', 'merchandiser'],
      ['owner@atelier.test', 'owner'],
      ['staff@atelier.test', 'staff'],
    ]);
    expect(rows.every((r) => !r.mustChangePassword)).toBe(true);
  });
});
