// eslint-disable-next-line @nx/enforce-module-boundaries -- build configuration, shared by the browser areas
import { areaConfig } from '../../tools/vite/index.ts';
import { defineConfig } from 'vitest/config';

// Served under /admin/ so its hashed assets never collide with the store's or the business area's,
// and so nothing of it is ever part of a shopper's page. Staff only: no server render, no budget.
export default defineConfig(areaConfig({ base: '/admin/', proxy: { '/api': 'http://localhost:3000' } }));
