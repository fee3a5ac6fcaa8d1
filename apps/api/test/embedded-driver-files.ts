/**
 * The API test files that also run on the embedded database (PGlite) when a PostgreSQL server is
 * there (ADR 0038). Every file runs on PostgreSQL, the production driver; on a machine without one
 * every file runs on PGlite instead. These are the files whose subject differs between the two
 * drivers: code with a branch per driver (the job queue's connection, the event hub, exports'
 * COPY against keyset pages, backups, the server's start and close, the dashboard's parallel
 * reads, error codes, prepared statements), what the demo does on PGlite (its seed, its process),
 * the triggers and migrations, and the multi-statement transactions that PGlite's one connection
 * runs one at a time (where a query outside an open transaction would wait for ever).
 */
export const EMBEDDED_DRIVER_FILES = [
  'applicant-moves',
  'backup',
  'closing',
  'dashboard',
  'demo-seed',
  'events',
  'events-own-actions',
  'export',
  'export-progress',
  'export-sql',
  'health',
  'idempotency',
  'jobs',
  'metrics',
  'migrations',
  'payments',
  'pg-errors',
  'prepared-statements',
  'request-counts',
  'request-lifecycle',
  'requests',
  'seed',
  'server-process',
  'shutdown',
  'shutdown-without-reader',
  'transaction-agency-days',
  'transaction-totals',
].map((name) => `test/${name}.test.ts`);
