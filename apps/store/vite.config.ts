// eslint-disable-next-line @nx/enforce-module-boundaries -- build configuration, shared by both areas
import { areaConfig } from '../../tools/vite/index.ts';
import { defineConfig } from 'vitest/config';

export default defineConfig(
  areaConfig({
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000', '/business/': 'http://localhost:3000' },
  }),
);
