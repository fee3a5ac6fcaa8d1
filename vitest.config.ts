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

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web', 'apps/portal', ...apiOnPostgres],
  },
});
