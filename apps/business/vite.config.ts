// eslint-disable-next-line @nx/enforce-module-boundaries -- build configuration, shared by both areas
import { areaConfig } from '../../tools/vite/index.ts';
import { defineConfig } from 'vitest/config';

// Served under /business/ so its hashed assets never collide with the store's. One first-load
// file: a business visitor comes seldom, so the first load's weight counts more than what a
// returning visitor's cache keeps across deploys (its limit is 130 KB, docs/performance.md).
export default defineConfig(
  areaConfig({ base: '/business/', proxy: { '/api': 'http://localhost:3000' }, splitFramework: false }),
);
