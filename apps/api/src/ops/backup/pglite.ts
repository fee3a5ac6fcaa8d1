import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { dumpPgliteDataDir, loadPgliteDataDir } from '@visadesk/db';
import { type DatabaseFacts, databaseFacts } from './manifest';
import { BackupError, DIR_MODE } from './settings';

/** The embedded database: a copy of its data directory, taken and put back by PGlite itself. */

/** Only a closed embedded database is copied (`force`: a server that stopped without closing). */
export function checkPgliteForBackup(dir: string, force: boolean | undefined) {
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    throw new BackupError(`no embedded database in ${dir} (is DATA_DIR right?)`);
  }
  if (existsSync(join(dir, 'postmaster.pid')) && !force) {
    throw new BackupError(
      `the embedded database in ${dir} is open: stop VisaDesk first (a backup of the embedded database needs the server stopped). If no VisaDesk runs on this data directory (it stopped without closing), pass --force.`,
    );
  }
}

/** Never into an open one, even with --force: moving a running server's directory aside would lose its writes. */
export function checkPgliteForRestore(dir: string) {
  const openDatabase = join(dir, 'postmaster.pid');
  if (existsSync(openDatabase)) {
    throw new BackupError(
      `the embedded database in ${dir} is open; nothing was restored: stop VisaDesk first. If no VisaDesk runs on this data directory (it stopped without closing), delete ${openDatabase} and restore with --force.`,
    );
  }
}

export function dumpPglite(dir: string, migrationsFolder: string) {
  return dumpPgliteDataDir(dir, (query) => databaseFacts(query, migrationsFolder));
}

export async function restorePglite(
  dir: string,
  archive: Buffer,
  migrationsFolder: string,
  /** The backup's PostgreSQL version, named if the copy does not open. */
  serverVersion: string,
): Promise<DatabaseFacts> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true, mode: DIR_MODE });
  return loadPgliteDataDir(dir, archive, (query) => databaseFacts(query, migrationsFolder)).catch(
    (error: Error) => {
      // The dump is a copy of the data directory: it opens only in PGlite's PostgreSQL major version.
      throw new BackupError(
        `the embedded database could not be opened from the backup (made with PostgreSQL ${serverVersion} in PGlite): ${error.message}`,
      );
    },
  );
}
