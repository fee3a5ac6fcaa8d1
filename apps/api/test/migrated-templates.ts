import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDb, createScratchDatabase } from '@visadesk/db';
import { loadConfig } from '../src/config';

/**
 * Vitest global setup of the API projects: migrates one database per run and hands its copy to
 * every test app (test/helpers.ts), instead of each test file starting an empty cluster and
 * migrating it. For PGlite a fresh cluster (initdb inside WebAssembly) takes 3-4 s on these
 * machines and loading a migrated dump about 1 s; on PostgreSQL a scratch database is created
 * `TEMPLATE` the migrated one. migrations.test.ts still migrates empty databases itself.
 * Runs after temp-root.ts (the dump lives in the run's folder) and scratch-databases.ts (the
 * template carries the run's tag, so the run's end drops it).
 */
export default async function setup() {
  if (process.env.VISADESK_TEST_PGLITE_TEMPLATE) return;
  const { MIGRATIONS_DIR } = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(48) });

  const embedded = await createDb({ migrationsFolder: MIGRATIONS_DIR });
  try {
    await embedded.migrate();
    const dump = await embedded.pglite!.dumpDataDir('gzip');
    const file = join(process.env.VISADESK_TEST_TMP ?? '.', 'migrated-pglite.tgz');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env.VISADESK_TEST_PGLITE_TEMPLATE = file;
  } finally {
    await embedded.close();
  }

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  // A server that cannot be reached is reported by the PostgreSQL project's own tests.
  try {
    const template = await createScratchDatabase(serverUrl);
    const server = await createDb({
      databaseUrl: template.url,
      poolSize: 1,
      migrationsFolder: MIGRATIONS_DIR,
    });
    try {
      await server.migrate();
    } finally {
      await server.close();
    }
    process.env.VISADESK_TEST_PG_TEMPLATE = new URL(template.url).pathname.slice(1);
  } catch (error) {
    console.warn(
      `no migrated PostgreSQL template (${(error as Error).message}); test files migrate their own`,
    );
  }
}
