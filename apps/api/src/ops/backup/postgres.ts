import { type ChildProcess, spawn } from 'node:child_process';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { type DatabaseFacts, databaseFacts } from './manifest';
import { BackupError, type OpsSettings } from './settings';

/** A PostgreSQL installation's database: pg_dump out of one snapshot, pg_restore through psql. */

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

export async function pgDump(settings: OpsSettings, file: string): Promise<DatabaseFacts> {
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
export async function pgRestore(url: string, file: string, prelude = ''): Promise<void> {
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

/** The target database's tables by schema, as a refusal names them (none: an empty database). */
export async function databaseTables(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ schema: string; tables: number }>(
      `select n.nspname as schema, count(*)::int as tables from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg_toast%'
        group by n.nspname order by n.nspname`,
    );
    return rows.length > 0 ? rows.map((r) => `${r.schema}: ${r.tables}`).join(', ') : null;
  } finally {
    await client.end();
  }
}

/**
 * A forced restore's prelude: the database's schemas (public, drizzle, pgboss, any other) dropped
 * and public made again, in the restore's own transaction.
 */
export async function replaceSchemasPrelude(url: string): Promise<string> {
  const replaced = await userSchemas(url);
  return replaced.length > 0
    ? `DROP SCHEMA IF EXISTS ${replaced.map(quoteIdent).join(', ')} CASCADE;\nCREATE SCHEMA public;\n`
    : '';
}

/** The restored database's facts, to check against the manifest. */
export async function restoredFacts(url: string, migrationsFolder: string): Promise<DatabaseFacts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await databaseFacts((text) => client.query(text), migrationsFolder);
  } finally {
    await client.end();
  }
}
