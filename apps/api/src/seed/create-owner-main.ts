// `npm run admin:create-owner -- --email owner@shop.example --name "Mei Tan"` (dist/create-owner.js):
// the first owner of the configured database (DATABASE_URL, or the embedded one), with a one-time
// password printed once; the owner must replace it at first sign-in at /admin/. Refuses when an
// owner exists already (owners invite everyone else from the console).
import { parseArgs } from 'node:util';
import { ConfigError, parseConfig } from '../config';
import { createDatabase, DatabaseInUseError } from '../db/create-database';
import { createOwner, CreateOwnerError } from '../modules/staff';

const USAGE = 'Usage: npm run admin:create-owner -- --email <address> --name "<full name>"';

try {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' } },
    allowPositionals: false,
  });
  if (!values.email || !values.name) throw new CreateOwnerError(USAGE);
  const config = parseConfig();
  const handle = await createDatabase(config);
  try {
    await handle.migrate();
    const owner = await createOwner(handle.db, { email: values.email, name: values.name });
    console.log(
      [
        `Created the owner ${owner.email} on the ${handle.driver === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL database'}.`,
        `One-time password (shown only now): ${owner.oneTimePassword}`,
        'Sign in at /admin/ with it; you will be asked to choose your own password first.',
      ].join('\n'),
    );
  } finally {
    await handle.close();
  }
} catch (error) {
  const known =
    error instanceof ConfigError ||
    error instanceof DatabaseInUseError ||
    error instanceof CreateOwnerError ||
    (error instanceof TypeError && (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'));
  console.error(
    known ? `${(error as Error).message}${error instanceof TypeError ? `\n${USAGE}` : ''}` : error,
  );
  process.exit(1);
}
