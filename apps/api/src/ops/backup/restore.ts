import { existsSync } from 'node:fs';
import { mkdir, readFile, rename } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { copyPrivate, nonEmptyDir, restoreFiles } from './files';
import { type Counts, type DatabaseFacts, fingerprint, type Manifest, readManifest } from './manifest';
import { checkPgliteForRestore, restorePglite } from './pglite';
import { databaseTables, pgRestore, replaceSchemasPrelude, restoredFacts } from './postgres';
import { BackupError, DIR_MODE, type OpsSettings, paths } from './settings';
import { verifyBackup } from './verify';

/** What a restore would overwrite in the target: a non-empty database or files directory. */
async function occupied(settings: OpsSettings, manifest: Manifest, backupDir: string) {
  const where = paths(settings.dataDir);
  const found: { what: string; path?: string }[] = [];
  if (settings.databaseUrl) {
    const tables = await databaseTables(settings.databaseUrl);
    if (tables) found.push({ what: `the database at DATABASE_URL has tables (${tables})` });
  } else if (await nonEmptyDir(where.pglite)) {
    found.push({ what: `${where.pglite} is not empty`, path: where.pglite });
  }
  if (manifest.files.storage === 'local' && (await nonEmptyDir(where.files))) {
    found.push({ what: `${where.files} is not empty`, path: where.files });
  }
  if (manifest.jwtSecret.included && existsSync(where.secret)) {
    const same =
      (await readFile(where.secret, 'utf8')).trim() ===
      (await readFile(join(backupDir, 'jwt-secret'), 'utf8')).trim();
    if (!same) found.push({ what: `${where.secret} holds another secret`, path: where.secret });
  }
  return found;
}

export interface RestoreResult {
  counts: Counts;
  latestMigration: string | null;
  files: number;
  /** Folders and files a forced restore moved aside (`….before-restore-<time>`). */
  movedAside: string[];
  warnings: string[];
}

/**
 * Restores a backup into the configured target (DATA_DIR, and DATABASE_URL for a PostgreSQL
 * backup). Refuses a target that holds data unless `force`; then the embedded database, files
 * directory and secret are moved aside, and the database's schemas (public, drizzle, pgboss, any
 * other) are dropped and restored, in the one transaction of the restore.
 * VisaDesk must be stopped meanwhile. Ends by checking the restored counts against the manifest.
 */
export async function restoreBackup(
  settings: OpsSettings,
  backupDir: string,
  options: { force?: boolean; now?: Date } = {},
): Promise<RestoreResult> {
  const from = resolve(backupDir);
  const manifest = await readManifest(from);
  const driver = settings.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.driver !== driver) {
    throw new BackupError(
      manifest.driver === 'postgres'
        ? 'this backup is of a PostgreSQL database: set DATABASE_URL to the (empty) database to restore into'
        : 'this backup is of the embedded database: unset DATABASE_URL to restore it into DATA_DIR',
    );
  }
  const damaged = await verifyBackup(from, manifest);
  if (damaged.length > 0) {
    throw new BackupError(
      `the backup does not match its manifest; nothing was restored:\n  ${damaged.join('\n  ')}`,
    );
  }
  const where = paths(settings.dataDir);
  if (driver === 'pglite') checkPgliteForRestore(where.pglite);
  const found = await occupied(settings, manifest, from);
  if (found.length > 0 && !options.force) {
    throw new BackupError(
      `the target is not empty; nothing was restored:\n  ${found.map((f) => f.what).join('\n  ')}\nRestore into an empty DATA_DIR${driver === 'postgres' ? ' and an empty database' : ''}, or pass --force to replace what is there.`,
    );
  }
  const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
  const movedAside: string[] = [];
  for (const { path } of found) {
    if (!path) continue;
    const aside = `${path}.before-restore-${stamp}`;
    await rename(path, aside);
    movedAside.push(aside);
  }
  await mkdir(settings.dataDir, { recursive: true, mode: DIR_MODE });

  let facts: DatabaseFacts;
  const databasePath = join(from, manifest.database.file);
  if (driver === 'postgres') {
    const prelude = found.length > 0 ? await replaceSchemasPrelude(settings.databaseUrl!) : '';
    await pgRestore(settings.databaseUrl!, databasePath, prelude);
    facts = await restoredFacts(settings.databaseUrl!, settings.migrationsFolder);
  } else {
    facts = await restorePglite(
      where.pglite,
      await readFile(databasePath),
      settings.migrationsFolder,
      manifest.database.serverVersion,
    );
  }

  const restoredFiles =
    manifest.files.storage === 'local' ? await restoreFiles(from, where.files, manifest.files.list) : 0;
  if (manifest.jwtSecret.included && !existsSync(where.secret)) {
    await copyPrivate(join(from, 'jwt-secret'), where.secret);
  }

  const warnings: string[] = [];
  if (manifest.files.storage === 's3') {
    warnings.push(
      `files are in the bucket ${manifest.files.bucket} and were not part of this backup: restore the bucket from its versioning or replica to the backup's time (${manifest.createdAt})`,
    );
  }
  const secretNow =
    settings.jwtSecret ?? (existsSync(where.secret) ? await readFile(where.secret, 'utf8') : null);
  if (
    manifest.jwtSecret.fingerprint &&
    (!secretNow || fingerprint(secretNow) !== manifest.jwtSecret.fingerprint)
  ) {
    warnings.push(
      'the signing secret differs from the one in use when the backup was made: two-factor sign-in of admins who enrolled cannot be read and mailed links stop working; start with the JWT_SECRET of that time',
    );
  }

  const mismatches = (Object.keys(manifest.counts) as (keyof Counts)[])
    .filter((k) => facts.counts[k] !== manifest.counts[k])
    .map((k) => `${k}: ${facts.counts[k]} restored, ${manifest.counts[k]} in the backup`);
  if (facts.latestMigration !== manifest.database.latestMigration) {
    mismatches.push(
      `latest migration: ${facts.latestMigration} restored, ${manifest.database.latestMigration} in the backup`,
    );
  }
  if (mismatches.length > 0) {
    throw new BackupError(`the restored database does not match the backup:\n  ${mismatches.join('\n  ')}`);
  }
  return {
    counts: facts.counts,
    latestMigration: facts.latestMigration,
    files: restoredFiles,
    movedAside,
    warnings,
  };
}
