import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    // With REQUIRE_TEST_SERVICES=1, PostgreSQL and Redis must answer (test/services.ts). One
    // temporary folder per run, removed at its end (test/temp-root.ts); on PostgreSQL the run's
    // scratch databases are dropped at its end too (test/scratch-databases.ts).
    globalSetup: ['test/services.ts', 'test/temp-root.ts', 'test/scratch-databases.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The export test samples the heap after forced collections.
    execArgv: ['--expose-gc'],
  },
});
