// `npm run content:export -- <folder>` and `npm run content:import -- <folder> [--dry-run]`: CMS pages
// as files (apps/api/src/content-files). Builds the server bundle if it is out of date (Nx cache),
// then runs apps/api/dist/content.js against the database `npm start` uses (DATABASE_URL, else
// the embedded one in DATA_DIR).
import { spawnSync } from 'node:child_process';
import { isAbsolute, resolve } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const [command, ...args] = process.argv.slice(2);
const folder = args.find((arg) => !arg.startsWith('--'));
if ((command !== 'export' && command !== 'import') || !folder) {
  console.error(
    'Usage: npm run content:export -- <folder>\n       npm run content:import -- <folder> [--dry-run]',
  );
  process.exit(2);
}
// npm runs scripts from the repo root; a relative folder means relative to where the user typed it.
const from = process.env.INIT_CWD ?? process.cwd();
const absolute = (arg) => (arg === folder && !isAbsolute(arg) ? resolve(from, arg) : arg);

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
const build = spawnSync('npx', ['nx', 'run', '@atelier/api-server:build', '--outputStyle=static'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
if (build.status !== 0) process.exit(build.status ?? 1);

const run = spawnSync(process.execPath, ['apps/api/dist/content.js', command, ...args.map(absolute)], {
  cwd: root,
  stdio: 'inherit',
  env,
});
process.exit(run.status ?? 1);
