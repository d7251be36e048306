// `npm start`: builds whatever is out of date (Nx caches the rest, so a second start is quick) and
// runs the one server that answers /api and serves the store, the business area and the embeds.
import { spawnSync, spawn } from 'node:child_process';

const root = new URL('../..', import.meta.url).pathname;
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
const build = spawnSync(
  'npx',
  ['nx', 'run-many', '-t', 'build', '-p', '@atelier/api-server', '@atelier/store', '@atelier/business', '@atelier/admin', '--outputStyle=static'],
  { cwd: root, stdio: 'inherit', env },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['apps/api/dist/main.js'], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
