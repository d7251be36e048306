// eslint-disable-next-line @nx/enforce-module-boundaries -- build configuration, shared by both areas
import { areaConfig } from '../../tools/vite/index.ts';
import { defineConfig } from 'vitest/config';

// Served under /business/ so its hashed assets never collide with the store's.
export default defineConfig(areaConfig({ base: '/business/', proxy: { '/api': 'http://localhost:3000' } }));
