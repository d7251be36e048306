import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  // Served under /business/ so its hashed assets never collide with the store's.
  base: '/business/',
  plugins: [react()],
  build: { outDir: 'dist', assetsDir: 'assets', sourcemap: true },
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
