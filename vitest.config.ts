import { defineConfig } from 'vitest/config';

// The API suite runs on embedded PGlite always, and once more on a PostgreSQL server when
// TEST_DATABASE_URL is set (each test file gets its own scratch database there).
const apiOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/api/vitest.config.ts',
        root: './apps/api',
        test: { name: 'api-postgres', env: { VISADESK_TEST_DRIVER: 'postgres' } },
      },
    ]
  : [];

// Files that mock modules (vi.mock) run with a module graph of their own per file; the apps'
// projects share one per worker (apps/web/vitest.config.ts).
const mockedFiles = (app: 'web' | 'portal') => ({
  test: {
    name: `${app}-mocked`,
    root: `./apps/${app}`,
    environment: 'jsdom',
    include: ['src/**/*.mocked.test.{ts,tsx}'],
  },
});

export default defineConfig({
  test: {
    // Both cores: each API file has its own embedded database or scratch PostgreSQL database and
    // its own ports, and mostly waits on I/O (Vitest's default of cores - 1 ran them one at a time
    // here: 17 minutes instead of 8). Files that measure time or memory hold their margins under a
    // second file's load (see shutdown.test.ts and export.test.ts).
    maxWorkers: 2,
    projects: [
      'packages/contract',
      'packages/client',
      'packages/db',
      'apps/api',
      'apps/web',
      'apps/portal',
      mockedFiles('web'),
      mockedFiles('portal'),
      'tests/architecture',
      ...apiOnPostgres,
    ],
  },
});
