import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { GuardedPool } from './driver/index';
import {
  type AppliedMigration,
  compareMigrations,
  knownMigrations,
  MIGRATIONS_TABLE,
  type MigrationState,
  SchemaTooNewError,
} from './migration-state';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One type for both drivers: every query is written once, in the PostgreSQL dialect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * Applies the migrations this code has and the database lacks. On PostgreSQL it holds an
   * advisory lock meanwhile, so instances starting together migrate one after the other. Throws
   * SchemaTooNewError, before changing anything, when the database is ahead of the code.
   */
  migrate(options?: MigrateOptions): Promise<void>;
  /** How the database's applied migrations compare with this code's (for readiness checks). */
  migrationState(): Promise<MigrationState>;
  close(): Promise<void>;
  /** The raw PGlite instance (embedded mode only), for LISTEN/NOTIFY in-process. */
  pglite?: PGlite;
  /** The pg pool (server mode only). */
  pool?: pg.Pool;
  /** The server's URL (server mode only), for connections outside the pool such as LISTEN. */
  connectionString?: string;
  /**
   * Settings for a dedicated connection outside the pool (server mode only): the URL plus the
   * pool's connect timeout and TCP keepalive, without the statement timeout.
   */
  clientConfig?: pg.ClientConfig;
  /**
   * The pool's statement_timeout and the driver's read timeout (server mode only; empty when
   * DbOptions.statementTimeoutMs is 0), for another pool that must not wait longer than this one.
   */
  queryTimeouts?: Pick<pg.PoolConfig, 'statement_timeout' | 'query_timeout'>;
  /**
   * Where lost idle connections are reported (server mode only): once per burst, with how many
   * went. Until set, a line on stderr.
   */
  onConnectionLost?(report: (lost: { reason: string; connections: number }) => void): void;
}

export interface MigrateOptions {
  /** Called when another instance holds the migration lock and this one waits for it. */
  onWait?: () => void;
}

/** pg_advisory_lock key of the migration run (any constant; VisaDesk takes no other advisory lock). */
export const MIGRATION_LOCK_KEY = '7306832519468123';

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** The applied migrations as drizzle recorded them; none when its table does not exist yet. */
async function appliedMigrations(query: Query): Promise<AppliedMigration[]> {
  const { rows } = await query(`select to_regclass('${MIGRATIONS_TABLE}') is not null as present`);
  if (!rows[0]?.present) return [];
  const applied = await query(`select hash, created_at from ${MIGRATIONS_TABLE} order by id`);
  return applied.rows.map((r) => ({ hash: String(r.hash), createdAt: Number(r.created_at) }));
}

export interface DbOptions {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite is used. */
  databaseUrl?: string | undefined;
  /** Directory for PGlite's files; undefined keeps the database in memory (tests). */
  dataDir?: string | undefined;
  /**
   * PGlite starts from this dump (PGlite's dumpDataDir) instead of an empty cluster, in memory or
   * written into `dataDir`: tests start from one migrated template, about a second instead of 3-4.
   */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
  migrationsFolder?: string;
  /** How long a new connection may take before the request fails (default 5 s). */
  connectTimeoutMs?: number;
  /**
   * statement_timeout of the pool's connections (default 30 s; 0: none). The driver also gives up
   * waiting for an answer a little after it, so a connection that went silent cannot hang a request.
   * Exports lift it on their own connection (NO_STATEMENT_TIMEOUT).
   */
  statementTimeoutMs?: number;
  /** An idle pooled connection is closed after this long (default 30 s). */
  idleTimeoutMs?: number;
}

/** The driver's read timeout for queries that legitimately run long (exports): about 24 days. */
export const NO_READ_TIMEOUT = 2_147_483_647;
/** Extra time the driver waits past statement_timeout before it gives up on the connection. */
const READ_TIMEOUT_MARGIN_MS = 2_000;

/** Where drizzle-kit writes migrations; a bundled server passes its own path. */
export const defaultMigrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * The pool's connection string: the given one with `-c jit=off` added to its startup `options`
 * (pg lets the URL's own `options` win over the config's, so it goes into the URL). The app's
 * statements are short, and PostgreSQL compiled any whose estimated cost passed jit_above_cost:
 * the dashboard's per-day subqueries, estimated over a generate_series it guesses at 1000 rows,
 * spent 150 ms compiling for 7 ms of running (ADR 0024).
 */
export function withoutJit(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    const own = url.searchParams.get('options');
    url.searchParams.set('options', [own, '-c jit=off'].filter(Boolean).join(' '));
    return url.toString();
  } catch {
    return databaseUrl; // not a URL: pg reads it as-is, JIT as the server has it
  }
}

export async function createDb(options: DbOptions): Promise<DbHandle> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder;
  if (options.databaseUrl) {
    const clientConfig: pg.ClientConfig = {
      connectionString: withoutJit(options.databaseUrl),
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    };
    const statementTimeout = options.statementTimeoutMs ?? 30_000;
    const queryTimeouts =
      statementTimeout > 0
        ? { statement_timeout: statementTimeout, query_timeout: statementTimeout + READ_TIMEOUT_MARGIN_MS }
        : {};
    const pool = new GuardedPool({
      ...clientConfig,
      connectionString: withoutJit(options.databaseUrl),
      max: options.poolSize ?? 10,
      idleTimeoutMillis: options.idleTimeoutMs ?? 30_000,
      ...queryTimeouts,
    });
    // An idle connection the server drops (restart, failover, admin kill) is replaced on next use;
    // without this listener pg would rethrow the error and end the process. A restart drops every
    // connection at once: one report per burst.
    let report = (lost: { reason: string; connections: number }) =>
      console.error(`database connection lost (${lost.connections}): ${lost.reason}`);
    let burst: { reason: string; connections: number } | null = null;
    pool.on('error', (err) => {
      if (burst) {
        burst.connections += 1;
        return;
      }
      burst = { reason: (err as { code?: string }).code ?? err.message, connections: 1 };
      setTimeout(() => {
        if (burst) report(burst);
        burst = null;
      }, 100).unref();
    });

    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      pool,
      connectionString: withoutJit(options.databaseUrl),
      clientConfig,
      queryTimeouts,
      onConnectionLost(listener) {
        report = listener;
      },
      async migrate(migrateOptions) {
        // One dedicated connection holds the session-level lock and runs the migrations, so the
        // lock is released even if the process dies (the server ends the session). The pool's
        // connect timeout and keepalive, so a silent database cannot hang the start; no statement
        // timeout, as waiting for another instance's lock or a long migration is legitimate.
        const client = new pg.Client(clientConfig);
        await client.connect();
        try {
          const { rows } = await client.query('select pg_try_advisory_lock($1) as locked', [
            MIGRATION_LOCK_KEY,
          ]);
          if (!rows[0]?.locked) {
            migrateOptions?.onWait?.();
            await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          }
          const state = compareMigrations(
            knownMigrations(migrationsFolder),
            await appliedMigrations((text) => client.query(text)),
          );
          if (state.status === 'ahead') throw new SchemaTooNewError(state);
          if (state.status === 'behind') await migratePg(drizzlePg(client) as never, { migrationsFolder });
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        } finally {
          await client.end().catch(() => undefined);
        }
      },
      migrationState: async () =>
        compareMigrations(
          knownMigrations(migrationsFolder),
          await appliedMigrations((text) => pool.query(text)),
        ),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, {
    extensions: { pg_trgm, unaccent },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    pglite: client,
    async migrate() {
      // One process owns a PGlite directory, so no lock is needed; the version check is the same.
      const state = compareMigrations(
        knownMigrations(migrationsFolder),
        await appliedMigrations((text) => client.query(text)),
      );
      if (state.status === 'ahead') throw new SchemaTooNewError(state);
      if (state.status === 'behind') await migratePglite(db as never, { migrationsFolder });
    },
    migrationState: async () =>
      compareMigrations(
        knownMigrations(migrationsFolder),
        await appliedMigrations((text) => client.query(text)),
      ),
    close: () => client.close(),
  };
}
