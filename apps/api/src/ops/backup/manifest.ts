import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { knownMigrations, MIGRATIONS_TABLE, type SqlQuery } from '@visadesk/db';
import { BackupError } from './settings';

/** What a backup holds and how to check it: the manifest, and the database facts it records. */
export const MANIFEST_FORMAT = 'visadesk-backup/1';

export interface Counts {
  requests: number;
  documents: number;
  transactions: number;
}

export interface DatabaseFacts {
  counts: Counts;
  /** Tag of the newest applied migration (`created_at …` when this code does not know it). */
  latestMigration: string | null;
  migrations: number;
  serverVersion: string;
  /** Storage keys of the request documents (not in the manifest: checked against the files). */
  documentKeys: string[];
}

export interface StoredFileEntry {
  key: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  createdAt: string;
  driver: 'pglite' | 'postgres';
  database: Omit<DatabaseFacts, 'counts' | 'documentKeys'> & { file: string; bytes: number; sha256: string };
  counts: Counts;
  files:
    | {
        storage: 'local';
        count: number;
        bytes: number;
        /** Documents in the database whose file was not in DATA_DIR/files when it was copied. */
        missing: string[];
        list: StoredFileEntry[];
      }
    | { storage: 's3'; bucket: string };
  jwtSecret: {
    /** A hash of the signing secret in use when the backup was made, to recognise it at restore. */
    fingerprint: string | null;
    /** The data directory's generated secret (`jwt-secret` in the backup); never JWT_SECRET. */
    included: boolean;
  };
}

/** Recognises the signing secret at restore without storing it. */
export const fingerprint = (secret: string) =>
  createHash('sha256').update(`visadesk-backup:${secret.trim()}`).digest('hex').slice(0, 16);

/** The counts and migration state a manifest records, read through either driver. */
export async function databaseFacts(query: SqlQuery, migrationsFolder: string): Promise<DatabaseFacts> {
  const { rows: present } = await query(
    `select to_regclass('public.requests') is not null as schema, to_regclass('${MIGRATIONS_TABLE}') is not null as migrations`,
  );
  if (!present[0]?.schema || !present[0]?.migrations) {
    throw new BackupError('the database has no VisaDesk tables (start VisaDesk on it once first)');
  }
  const { rows } = await query(
    `select (select count(*) from requests)::int as requests,
            (select count(*) from request_documents)::int as documents,
            (select count(*) from transactions)::int as transactions,
            (select count(*) from ${MIGRATIONS_TABLE})::int as migrations,
            (select max(created_at) from ${MIGRATIONS_TABLE})::text as newest,
            current_setting('server_version') as version`,
  );
  const row = rows[0]!;
  const keys = await query('select file_key from request_documents order by file_key');
  const newest = row.newest === null ? null : Number(row.newest);
  const known = knownMigrations(migrationsFolder).find((m) => m.when === newest);
  return {
    counts: {
      requests: Number(row.requests),
      documents: Number(row.documents),
      transactions: Number(row.transactions),
    },
    latestMigration: newest === null ? null : (known?.tag ?? `created_at ${newest}`),
    migrations: Number(row.migrations),
    serverVersion: String(row.version),
    documentKeys: keys.rows.map((r) => String(r.file_key)),
  };
}

export async function readManifest(backupDir: string): Promise<Manifest> {
  const file = join(backupDir, 'manifest.json');
  if (!existsSync(file)) throw new BackupError(`${file} not found: not a VisaDesk backup folder`);
  const manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
  if (manifest.format !== MANIFEST_FORMAT) {
    throw new BackupError(`${file}: unknown backup format ${JSON.stringify(manifest.format)}`);
  }
  return manifest;
}
