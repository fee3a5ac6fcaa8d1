import { dropScratchDatabases, scratchRunTag } from '@visadesk/db';

/**
 * Vitest global setup of the API projects: with TEST_DATABASE_URL, every scratch database of the run
 * carries the run's tag (packages/db/src/test-database.ts), and the run's end drops whichever a test
 * file left (a worker killed by a timeout never reaches its afterAll). Its start drops those left by
 * earlier runs on this host that were killed outright. Workers inherit VISADESK_TEST_RUN.
 */
export default async function setup() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl || process.env.VISADESK_TEST_RUN) return undefined;
  const run = scratchRunTag();
  process.env.VISADESK_TEST_RUN = run;
  // A server that cannot be reached fails the PostgreSQL project's tests, which say why; the sweep
  // only warns, so the embedded project still runs.
  const sweep = (tag?: string) =>
    dropScratchDatabases(serverUrl, tag).catch((error: Error) =>
      console.warn(`scratch databases not swept (${serverUrl}): ${error.message}`),
    );
  await sweep();
  return async () => {
    await sweep(run);
  };
}
