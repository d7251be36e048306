// The ceiling of `npm run bench`: a bare Fastify server (the same Fastify the API runs on) that
// answers one fixed JSON body, so the API's numbers can be read as a share of what this machine's
// HTTP stack can do at all. Run as its own process, like the API, so it does not share the load
// generator's event loop.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../../apps/api/package.json', import.meta.url));
const Fastify = (await import(require.resolve('fastify'))).default;

const body = { status: 'ok', products: [{ id: 1, name: 'Velvet Saffron', price: 12900, currency: 'SGD' }] };
const app = Fastify({ logger: false });
app.get('/api/ceiling/', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => app.close().then(() => process.exit(0)));
