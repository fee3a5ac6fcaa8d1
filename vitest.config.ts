import { defineConfig } from 'vitest/config';
import { apiProject } from './apps/api/vitest.project';

// The API suite runs on the embedded database (PGlite) alone where no PostgreSQL server is set.
// With TEST_DATABASE_URL every file runs on PostgreSQL, the production driver (each file in a
// scratch database), and only the files whose subject differs between the drivers run on PGlite
// too (apps/api/test/embedded-driver-files.ts, ADR 0038): the two full runs were a third of the
// test command's CPU, most of it the same route checks twice.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const apiProjects = onPostgres
  ? [apiProject('embedded', true), apiProject('postgres')]
  : [apiProject('embedded')];

// Files that mock modules (vi.mock) run with a module graph of their own per file; the apps'
// projects share one per worker (apps/web/vitest.config.ts).
const mockedFiles = (app: 'web' | 'portal') => ({
  test: {
    name: `${app}-mocked`,
    root: `./apps/${app}`,
    environment: 'jsdom',
    include: ['src/**/*.mocked.test.{ts,tsx}'],
    // Each file renders the app shell in a module graph of its own: 3-5 s a case beside the
    // browser suite on 2 cores (the tickets list hit Vitest's default 5 s twice).
    testTimeout: 15_000,
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
      ...apiProjects,
      'apps/web',
      'apps/portal',
      mockedFiles('web'),
      mockedFiles('portal'),
      'tests/architecture',
    ],
  },
});
