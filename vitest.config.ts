import { defineConfig } from 'vitest/config';

/**
 * Test levels by file name (STYLE.md): *.unit.spec.ts(x) pure, *.int.spec.ts against real
 * Redis/SQLite/S3/HTTP, *.e2e.spec.ts in Chromium or testcontainers. Each runs alone:
 * `npx vitest run --project unit|int|e2e`.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{domain,infrastructure,command-api,query-api,projector,worker,scripts}/src/**/*.unit.spec.ts'],
        },
      },
      {
        extends: './frontend/vite.config.ts',
        test: {
          name: 'frontend',
          root: './frontend',
          include: ['src/**/*.unit.spec.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'int',
          include: ['{infrastructure,command-api,query-api,projector,worker,scripts}/src/**/*.int.spec.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.spec.ts', '{infrastructure,worker}/src/**/*.e2e.spec.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
