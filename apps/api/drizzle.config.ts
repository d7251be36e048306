import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` diffs the schema against the last snapshot in ./drizzle and writes a new
// SQL migration there (committed). The same files migrate PGlite and PostgreSQL at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: undefined,
  strict: true,
  verbose: false,
});
