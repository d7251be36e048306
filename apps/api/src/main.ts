import { fileURLToPath } from 'node:url';
import { buildApp } from './app';

// dist/main.js lives in apps/api/dist; the built apps sit beside it in the repo.
const appsDir = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const app = await buildApp({
  logger: true,
  web: { storeDist: `${appsDir}store/dist`, businessDist: `${appsDir}business/dist` },
});
await app.listen({ port, host: '0.0.0.0' });
console.log(`Store running at http://localhost:${port}/`);
