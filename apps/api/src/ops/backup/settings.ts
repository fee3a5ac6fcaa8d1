import { join, resolve } from 'node:path';
import { MIGRATIONS_DIR } from '../../config';

/**
 * Backup and restore of one VisaDesk installation (docs/operations.md, "Backup and restore"): the
 * database (PostgreSQL through pg_dump/pg_restore, the embedded one through PGlite's own dump), the
 * local files directory, and the generated secret of a data directory that has one. A backup is one
 * directory holding those and a manifest of what they contain, so a restore can check itself.
 */

export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;

/** The few settings backups need, read like the server reads them (apps/api/src/config.ts). */
export interface OpsSettings {
  dataDir: string;
  databaseUrl?: string | undefined;
  s3Bucket?: string | undefined;
  jwtSecret?: string | undefined;
  migrationsFolder: string;
}

export function opsSettings(env: NodeJS.ProcessEnv = process.env): OpsSettings {
  const value = (name: string) => (env[name] === '' ? undefined : env[name]);
  const databaseUrl = value('DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new BackupError('DATABASE_URL: must start with postgres:// or postgresql://');
  }
  return {
    dataDir: resolve(value('DATA_DIR') ?? './data'),
    databaseUrl,
    s3Bucket: value('S3_BUCKET'),
    jwtSecret: value('JWT_SECRET'),
    migrationsFolder: MIGRATIONS_DIR,
  };
}

/** A problem the operator must act on; its message is printed without a stack. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** Where an installation keeps what a backup holds. */
export const paths = (dataDir: string) => ({
  pglite: join(dataDir, 'pglite'),
  files: join(dataDir, 'files'),
  secret: join(dataDir, '.jwt-secret'),
});
