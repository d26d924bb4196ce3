import { defineConfig } from 'vitest/config';

/** The reliability suite (docs/reliability.md): each also runs at a small size in its own level. */
const RELIABILITY_TESTS = [
  'gateway-tests/src/reliability/conflictingEdits.int.spec.ts',
  'projector/src/projectorCrash.int.spec.ts',
  'worker/src/media/workerCrash.int.spec.ts',
  'worker/src/reactions/reactionsHandover.int.spec.ts',
  'e2e/platform/supervision.e2e.spec.ts',
  'command-api/src/routes/profileWrites.property.int.spec.ts',
  'gateway-tests/src/reliability/authorizationMatrix.int.spec.ts',
];

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
          include: [
            '{domain,infrastructure,command-api,query-api,projector,worker,scripts,gateway-tests}/src/**/*.unit.spec.ts',
          ],
          // Pure tests that keep no state between files share one module graph: importing it again for each
          // file was most of the level (imports 48 s, tests 5 s; 89 s of wall time against 44 s shared, 2026-11-29).
          isolate: false,
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
          // react-admin screens in jsdom take a few seconds each on two busy cores.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'int',
          include: [
            '{infrastructure,command-api,query-api,projector,worker,scripts,gateway-tests}/src/**/*.int.spec.ts',
          ],
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
          // A page's answer (a sign-in checks a password hash) can take over vitest's default 1 s on a busy
          // 2-core machine; a poll still ends as soon as its condition holds.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        // `npm run reliability`: the reliability tests of the int and e2e levels at full size, one
        // file at a time; they record their figures and docs/reliability.md is written at the end.
        test: {
          name: 'reliability',
          include: RELIABILITY_TESTS,
          env: { RELIABILITY_SIZE: 'full' },
          globalSetup: ['./testing/src/reliability/reliabilitySetup.ts'],
          testTimeout: 1_800_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
