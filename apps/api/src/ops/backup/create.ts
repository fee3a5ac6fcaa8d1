import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { backUpFiles, copyPrivate, sha256File } from './files';
import { type DatabaseFacts, fingerprint, MANIFEST_FORMAT, type Manifest } from './manifest';
import { checkPgliteForBackup, dumpPglite } from './pglite';
import { pgDump } from './postgres';
import { BackupError, DIR_MODE, FILE_MODE, type OpsSettings, paths } from './settings';

export interface BackupResult {
  path: string;
  manifest: Manifest;
}

/**
 * Writes a backup into a new folder `visadesk-backup-<time>` under `outDir`. The folder appears
 * only when complete (it is written as `….partial` and renamed). With the embedded database,
 * VisaDesk must be stopped (`force` skips that check for a server that stopped without closing).
 */
export async function createBackup(
  settings: OpsSettings,
  outDir: string,
  options: { force?: boolean; now?: Date } = {},
): Promise<BackupResult> {
  const createdAt = (options.now ?? new Date()).toISOString();
  const where = paths(settings.dataDir);
  const driver = settings.databaseUrl ? 'postgres' : 'pglite';
  if (driver === 'pglite') checkPgliteForBackup(where.pglite, options.force);
  const target = join(resolve(outDir), `visadesk-backup-${createdAt.replace(/[:.]/g, '-')}`);
  if (existsSync(target)) throw new BackupError(`${target} already exists`);
  const partial = `${target}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true, mode: DIR_MODE });
  await chmod(partial, DIR_MODE);
  try {
    // The database first, then the files: a file is stored before the row that names it commits,
    // so every document in the dump has its file by the time the files are copied.
    let facts: DatabaseFacts;
    let databaseFile: string;
    if (driver === 'postgres') {
      databaseFile = 'database.pgdump';
      facts = await pgDump(settings, join(partial, databaseFile));
      await chmod(join(partial, databaseFile), FILE_MODE);
    } else {
      databaseFile = 'database.pglite.tar.gz';
      const dump = await dumpPglite(where.pglite, settings.migrationsFolder);
      facts = dump.facts;
      await writeFile(join(partial, databaseFile), dump.archive, { mode: FILE_MODE });
    }
    const databasePath = join(partial, databaseFile);

    const files: Manifest['files'] = settings.s3Bucket
      ? { storage: 's3', bucket: settings.s3Bucket }
      : await backUpFiles(where.files, partial, facts.documentKeys);

    // Outside production the signing secret is generated into the data directory; it also seals
    // two-factor secrets, so it travels with the backup. JWT_SECRET itself never does.
    const generated = !settings.jwtSecret && existsSync(where.secret);
    if (generated) await copyPrivate(where.secret, join(partial, 'jwt-secret'));
    const secret = settings.jwtSecret ?? (generated ? await readFile(where.secret, 'utf8') : null);

    const { counts, documentKeys: _, ...database } = facts;
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      createdAt,
      driver,
      database: {
        ...database,
        file: databaseFile,
        bytes: (await stat(databasePath)).size,
        sha256: await sha256File(databasePath),
      },
      counts,
      files,
      jwtSecret: { fingerprint: secret ? fingerprint(secret) : null, included: generated },
    };
    await writeFile(join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: FILE_MODE,
    });
    await rename(partial, target);
    return { path: target, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}
