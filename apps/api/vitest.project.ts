import { fileURLToPath } from 'node:url';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { EMBEDDED_DRIVER_FILES } from './test/embedded-driver-files';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The API suite as a Vitest project on one driver: `embedded` (PGlite, the default database) or
 * `postgres` (each test file in a scratch database on TEST_DATABASE_URL). `onlyDriverFiles` keeps
 * the embedded run to the files whose subject differs between the drivers (ADR 0038).
 */
export function apiProject(
  driver: 'embedded' | 'postgres',
  onlyDriverFiles = false,
): TestProjectInlineConfiguration {
  return {
    test: {
      name: driver === 'embedded' ? 'api' : 'api-postgres',
      root,
      include: onlyDriverFiles ? EMBEDDED_DRIVER_FILES : ['test/**/*.test.ts'],
      ...(driver === 'postgres' ? { env: { VISADESK_TEST_DRIVER: 'postgres' } } : {}),
      // With REQUIRE_TEST_SERVICES=1, PostgreSQL and Redis must answer (test/services.ts). One
      // temporary folder per run, removed at its end (test/temp-root.ts); on PostgreSQL the run's
      // scratch databases are dropped at its end too (test/scratch-databases.ts).
      // Test apps start from a database migrated once per run (test/migrated-templates.ts).
      globalSetup: [
        'test/services.ts',
        'test/temp-root.ts',
        'test/scratch-databases.ts',
        'test/migrated-templates.ts',
        'test/server-bundle.ts',
      ],
      // One module graph per worker, not per file: evaluating the app's modules took about 4 s of
      // each API file's 5-8 s start (every file builds its own app on its own database, so nothing
      // else is shared between files).
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // The export test samples the heap after forced collections.
      execArgv: ['--expose-gc'],
    },
  };
}
