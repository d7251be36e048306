// `npm run seed` (dist/seed.js): migrates the configured database and inserts the seed data.
// Safe to run any number of times: the seed only adds what is missing.
import { ConfigError, parseConfig } from '../config';
import { createDatabase, DatabaseInUseError } from '../db/create-database';
import { seed } from './seed';

try {
  const config = parseConfig();
  const handle = await createDatabase(config);
  try {
    await handle.migrate();
    await seed(handle.db);
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
