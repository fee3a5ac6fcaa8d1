import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  defaultMigrationsFolder,
  dumpPgliteDataDir,
  knownMigrations,
  loadPgliteDataDir,
  MIGRATIONS_TABLE,
  type SqlQuery,
} from '@visadesk/db';
import pg from 'pg';

/**
 * Backup and restore of one VisaDesk installation (docs/operations.md, "Backup and restore"): the
 * database (PostgreSQL through pg_dump/pg_restore, the embedded one through PGlite's own dump), the
 * local files directory, and the generated secret of a data directory that has one. A backup is one
 * directory holding those and a manifest of what they contain, so a restore can check itself.
 */

export const MANIFEST_FORMAT = 'visadesk-backup/1';
const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

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
    migrationsFolder: defaultMigrationsFolder,
  };
}

/** A problem the operator must act on; its message is printed without a stack. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export interface Counts {
  requests: number;
  documents: number;
  transactions: number;
}

interface DatabaseFacts {
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

const paths = (dataDir: string) => ({
  pglite: join(dataDir, 'pglite'),
  files: join(dataDir, 'files'),
  secret: join(dataDir, '.jwt-secret'),
});

const fingerprint = (secret: string) =>
  createHash('sha256').update(`visadesk-backup:${secret.trim()}`).digest('hex').slice(0, 16);

async function databaseFacts(query: SqlQuery, migrationsFolder: string): Promise<DatabaseFacts> {
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

async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every stored file under `root`, as storage keys (`a/b.pdf`); a write in progress (`*.tmp`) is skipped. */
async function storedFiles(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith('.tmp'))
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

async function copyPrivate(from: string, to: string) {
  await mkdir(dirname(to), { recursive: true, mode: DIR_MODE });
  await copyFile(from, to);
  await chmod(to, FILE_MODE);
}

/** A postgres:// URL without its password (which goes to the tools through PGPASSWORD, not argv). */
function toolConnection(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    url: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

const missingTool = (command: string) =>
  new BackupError(
    `${command} is not on PATH: install the PostgreSQL client tools of the server's major version or newer (Debian: postgresql-client)`,
  );

function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return exited(spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] }), command);
}

async function pgDump(settings: OpsSettings, file: string): Promise<DatabaseFacts> {
  const url = settings.databaseUrl!;
  // The manifest's counts and the dump read one snapshot: a server that keeps running while the
  // backup is taken still gets a manifest that matches the dump exactly.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const facts = await databaseFacts((text) => client.query(text), settings.migrationsFolder);
    const conn = toolConnection(url);
    await runTool(
      'pg_dump',
      ['--format=custom', `--snapshot=${rows[0]!.id}`, `--file=${file}`, `--dbname=${conn.url}`],
      conn.env,
    );
    await client.query('commit');
    return facts;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * pg_dump's scripts run with an empty search_path, but VisaDesk's vd_normalize() (migration 0001)
 * calls vd_unaccent() unqualified, and generated columns and indexes call vd_normalize() while the
 * restore fills them: with the empty path they fail ("function vd_unaccent(text) does not exist").
 * The restore therefore runs pg_restore's script through psql with `public` on the path (every
 * name in the script is qualified, and pg_catalog is still searched first), in one transaction.
 */
const EMPTY_SEARCH_PATH = Buffer.from("SELECT pg_catalog.set_config('search_path', '', false);");
const PUBLIC_SEARCH_PATH = Buffer.from("SELECT pg_catalog.set_config('search_path', 'public', false);");

function withPublicSearchPath(prelude: string): Transform {
  let head: Buffer | null = Buffer.from(prelude);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head === null) return done(null, chunk);
      head = Buffer.concat([head, chunk]);
      const at = head.indexOf(EMPTY_SEARCH_PATH);
      if (at < 0 && head.length < 1 << 20) return done();
      const out =
        at < 0
          ? head
          : Buffer.concat([
              head.subarray(0, at),
              PUBLIC_SEARCH_PATH,
              head.subarray(at + EMPTY_SEARCH_PATH.length),
            ]);
      head = null;
      done(null, out);
    },
    flush(done) {
      done(null, head ?? undefined);
    },
  });
}

function exited(child: ChildProcess, command: string): Promise<void> {
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += d));
  return new Promise((resolvePromise, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? missingTool(command) : error),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolvePromise()
        : reject(new BackupError(`${command} failed (exit ${code}):\n${stderr.trim()}`)),
    );
  });
}

/**
 * Restores a custom-format dump. `prelude` is SQL run first in the same transaction (a forced
 * restore's schema drops): pg_restore's own --clean cannot drop pg-boss's partitioned job tables
 * ("cannot drop inherited constraint"), so a forced restore replaces the schemas instead.
 */
async function pgRestore(url: string, file: string, prelude = ''): Promise<void> {
  const conn = toolConnection(url);
  const script = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], {
    env: conn.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const psql = spawn(
    'psql',
    [
      '--no-psqlrc',
      '--quiet',
      '--set=ON_ERROR_STOP=1',
      '--single-transaction',
      `--dbname=${conn.url}`,
      '--file=-',
    ],
    { env: conn.env, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  const results = await Promise.allSettled([
    exited(script, 'pg_restore'),
    exited(psql, 'psql'),
    pipeline(script.stdout!, withPublicSearchPath(prelude), psql.stdin!),
  ]);
  // A tool's own message explains more than the broken pipe it leaves behind.
  const failed =
    results.find((r) => r.status === 'rejected' && r.reason instanceof BackupError) ??
    results.find((r) => r.status === 'rejected');
  if (failed?.status === 'rejected') throw failed.reason;
}

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
  if (driver === 'pglite') {
    if (!existsSync(join(where.pglite, 'PG_VERSION'))) {
      throw new BackupError(`no embedded database in ${where.pglite} (is DATA_DIR right?)`);
    }
    if (existsSync(join(where.pglite, 'postmaster.pid')) && !options.force) {
      throw new BackupError(
        `the embedded database in ${where.pglite} is open: stop VisaDesk first (a backup of the embedded database needs the server stopped). If no VisaDesk runs on this data directory (it stopped without closing), pass --force.`,
      );
    }
  }
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
      const dump = await dumpPgliteDataDir(where.pglite, (query) =>
        databaseFacts(query, settings.migrationsFolder),
      );
      facts = dump.facts;
      await writeFile(join(partial, databaseFile), dump.archive, { mode: FILE_MODE });
    }
    const databasePath = join(partial, databaseFile);

    let files: Manifest['files'];
    if (settings.s3Bucket) {
      files = { storage: 's3', bucket: settings.s3Bucket };
    } else {
      const list: StoredFileEntry[] = [];
      for (const key of await storedFiles(where.files)) {
        const copy = join(partial, 'files', key);
        await copyPrivate(join(where.files, key), copy);
        list.push({ key, bytes: (await stat(copy)).size, sha256: await sha256File(copy) });
      }
      const copied = new Set(list.map((f) => f.key));
      files = {
        storage: 'local',
        count: list.length,
        missing: facts.documentKeys.filter((key) => !copied.has(key)),
        bytes: list.reduce((sum, f) => sum + f.bytes, 0),
        list,
      };
    }

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

export async function readManifest(backupDir: string): Promise<Manifest> {
  const file = join(backupDir, 'manifest.json');
  if (!existsSync(file)) throw new BackupError(`${file} not found: not a VisaDesk backup folder`);
  const manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
  if (manifest.format !== MANIFEST_FORMAT) {
    throw new BackupError(`${file}: unknown backup format ${JSON.stringify(manifest.format)}`);
  }
  return manifest;
}

/** Checks every byte of a backup against its manifest; returns the problems found. */
export async function verifyBackup(backupDir: string, manifest: Manifest): Promise<string[]> {
  const problems: string[] = [];
  const check = async (name: string, expected: { bytes: number; sha256: string }) => {
    const path = join(backupDir, name);
    if (!existsSync(path)) return problems.push(`${name}: missing`);
    if ((await stat(path)).size !== expected.bytes || (await sha256File(path)) !== expected.sha256) {
      problems.push(`${name}: differs from the manifest (damaged or changed)`);
    }
  };
  await check(manifest.database.file, manifest.database);
  if (manifest.files.storage === 'local') {
    for (const f of manifest.files.list) await check(`files/${f.key}`, f);
  }
  if (manifest.jwtSecret.included && !existsSync(join(backupDir, 'jwt-secret'))) {
    problems.push('jwt-secret: missing');
  }
  return problems;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The schemas of a database that are not PostgreSQL's own. */
async function userSchemas(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace
        where nspname <> 'information_schema' and nspname not like 'pg\\_%' order by nspname`,
    );
    return rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

const nonEmptyDir = (path: string) =>
  readdir(path).then(
    (entries) => entries.length > 0,
    () => false,
  );

/** What a restore would overwrite in the target: a non-empty database or files directory. */
async function occupied(settings: OpsSettings, manifest: Manifest, backupDir: string) {
  const where = paths(settings.dataDir);
  const found: { what: string; path?: string }[] = [];
  if (settings.databaseUrl) {
    const client = new pg.Client({ connectionString: settings.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ schema: string; tables: number }>(
        `select n.nspname as schema, count(*)::int as tables from pg_class c
           join pg_namespace n on n.oid = c.relnamespace
          where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
            and n.nspname not like 'pg_toast%'
          group by n.nspname order by n.nspname`,
      );
      if (rows.length > 0) {
        found.push({
          what: `the database at DATABASE_URL has tables (${rows.map((r) => `${r.schema}: ${r.tables}`).join(', ')})`,
        });
      }
    } finally {
      await client.end();
    }
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
  const openDatabase = join(paths(settings.dataDir).pglite, 'postmaster.pid');
  if (driver === 'pglite' && existsSync(openDatabase)) {
    // Even with --force: moving the directory of a running server aside would lose its writes.
    throw new BackupError(
      `the embedded database in ${dirname(openDatabase)} is open; nothing was restored: stop VisaDesk first. If no VisaDesk runs on this data directory (it stopped without closing), delete ${openDatabase} and restore with --force.`,
    );
  }
  const found = await occupied(settings, manifest, from);
  if (found.length > 0 && !options.force) {
    throw new BackupError(
      `the target is not empty; nothing was restored:\n  ${found.map((f) => f.what).join('\n  ')}\nRestore into an empty DATA_DIR${driver === 'postgres' ? ' and an empty database' : ''}, or pass --force to replace what is there.`,
    );
  }
  const where = paths(settings.dataDir);
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
    const replaced = found.length > 0 ? await userSchemas(settings.databaseUrl!) : [];
    const prelude =
      replaced.length > 0
        ? `DROP SCHEMA IF EXISTS ${replaced.map(quoteIdent).join(', ')} CASCADE;\nCREATE SCHEMA public;\n`
        : '';
    await pgRestore(settings.databaseUrl!, databasePath, prelude);
    const client = new pg.Client({ connectionString: settings.databaseUrl });
    await client.connect();
    try {
      facts = await databaseFacts((text) => client.query(text), settings.migrationsFolder);
    } finally {
      await client.end();
    }
  } else {
    await rm(where.pglite, { recursive: true, force: true });
    await mkdir(where.pglite, { recursive: true, mode: DIR_MODE });
    facts = await loadPgliteDataDir(where.pglite, await readFile(databasePath), (query) =>
      databaseFacts(query, settings.migrationsFolder),
    ).catch((error: Error) => {
      // The dump is a copy of the data directory: it opens only in PGlite's PostgreSQL major version.
      throw new BackupError(
        `the embedded database could not be opened from the backup (made with PostgreSQL ${manifest.database.serverVersion} in PGlite): ${error.message}`,
      );
    });
  }

  let restoredFiles = 0;
  if (manifest.files.storage === 'local') {
    await mkdir(where.files, { recursive: true, mode: DIR_MODE });
    await chmod(where.files, DIR_MODE);
    for (const f of manifest.files.list) {
      await copyPrivate(join(from, 'files', f.key), join(where.files, f.key));
      restoredFiles++;
    }
  }
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
