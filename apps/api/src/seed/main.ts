// `npm run seed` (dist/seed.js): migrates the configured database and inserts the seed data.
// Safe to run any number of times: the seed only adds what is missing.
import { ConfigError, parseConfig } from '../config';
import { createDatabase, DatabaseInUseError } from '../db/create-database';
import { seedDemoStaff } from '../modules/staff';
import { DEMO_PASSWORD } from './data';
import { isDemoMode } from './demo-mode';
import { seed } from './seed';

try {
  const config = parseConfig();
  const handle = await createDatabase(config);
  try {
    await handle.migrate();
    await seed(handle.db);
    if (isDemoMode(handle.driver)) await seedDemoStaff(handle.db, DEMO_PASSWORD);
    console.log(
      `Seeded the ${handle.driver === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL database'}.`,
    );
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof DatabaseInUseError ? error.message : error);
  process.exit(1);
}
