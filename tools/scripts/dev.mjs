// `npm run dev`: hot reload while working.
// - the store runs on Vite's dev server (http://localhost:5173) with instant React refresh, and
//   proxies /api, /media and /business to the API server;
// - the API server is rebuilt by esbuild on every change and restarted by `node --watch`
//   (http://localhost:3000, which also serves the built business area and the last built store).
import { spawn, spawnSync } from 'node:child_process';

const root = new URL('../..', import.meta.url).pathname;
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
const initial = spawnSync(
  'npx',
  ['nx', 'run-many', '-t', 'build', '-p', '@atelier/api-server', '@atelier/business', '@atelier/store', '@atelier/admin', '--outputStyle=static'],
  { cwd: root, stdio: 'inherit', env },
);
if (initial.status !== 0) process.exit(initial.status ?? 1);

const children = [
  spawn('node', ['scripts/build.mjs', '--watch'], { cwd: `${root}apps/api`, stdio: 'inherit', env }),
  spawn('node', ['--watch', 'dist/main.js'], { cwd: `${root}apps/api`, stdio: 'inherit', env }),
  spawn('npx', ['vite', '--port', '5173'], { cwd: `${root}apps/store`, stdio: 'inherit', env }),
];
console.log('\nStore with hot reload: http://localhost:5173/sg/   API and built areas: http://localhost:3000/\n');
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
