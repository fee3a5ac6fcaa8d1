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
  poolSize?: number;
  migrationsFolder?: string;
}

/** Where drizzle-kit writes migrations; a bundled server passes its own path. */
export const defaultMigrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

export async function createDb(options: DbOptions): Promise<DbHandle> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover, admin kill) is replaced on next use;
    // without this listener pg would rethrow the error and end the process.
    pool.on('error', (err) => console.error(`database connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      pool,
      connectionString: options.databaseUrl,
      async migrate(migrateOptions) {
        // One dedicated connection holds the session-level lock and runs the migrations, so the
        // lock is released even if the process dies (the server ends the session).
        const client = new pg.Client({ connectionString: options.databaseUrl });
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
  const client = await PGlite.create(options.dataDir, { extensions: { pg_trgm, unaccent } });
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
