import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: './vitest.environment.ts',
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 30_000,
  },
});
