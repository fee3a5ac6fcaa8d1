import {
  compareMigrations,
  createDb,
  createScratchDatabase,
  type DbHandle,
  defaultMigrationsFolder,
  knownMigrations,
  MIGRATION_LOCK_KEY,
  SchemaTooNewError,
  sql,
} from '@visadesk/db';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

const known = knownMigrations(defaultMigrationsFolder);
const newest = known[known.length - 1]!;
const onServer = process.env.VISADESK_TEST_DRIVER === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A fresh, empty database of the project's driver (in-memory PGlite, or a scratch PostgreSQL one). */
async function freshDatabase(): Promise<{ handle: DbHandle; url?: string }> {
  if (!onServer) {
    const handle = await createDb({});
    cleanups.push(() => handle.close());
    return { handle };
  }
  const scratch = await createScratchDatabase(onServer);
  const handle = await createDb({ databaseUrl: scratch.url, poolSize: 2 });
  cleanups.push(scratch.drop, () => handle.close());
  return { handle, url: scratch.url };
}

const rows = async (handle: DbHandle) =>
  (
    (await handle.db.execute(sql`select hash, created_at from drizzle.__drizzle_migrations order by id`)) as {
      rows: { hash: string; created_at: string }[];
    }
  ).rows;

describe('comparing applied migrations with the journal', () => {
  const applied = known.map((m) => ({ hash: m.hash, createdAt: m.when }));

  it('calls a database with every migration current, and one missing the newest behind', () => {
    expect(compareMigrations(known, applied)).toMatchObject({
      status: 'current',
      code: { count: known.length, newest: newest.tag },
      database: { count: known.length, newest: newest.tag },
    });
    expect(compareMigrations(known, applied.slice(0, -1)).status).toBe('behind');
    expect(compareMigrations(known, []).status).toBe('behind');
  });

  it('calls a database with a migration newer than the code, or more of them, ahead, naming both versions', () => {
    const newer = { hash: 'f'.repeat(64), createdAt: newest.when + 60_000 };
    const ahead = compareMigrations(known, [...applied, newer]);
    expect(ahead.status).toBe('ahead');
    expect(ahead.problem).toContain(`created_at ${newer.createdAt}`);
    expect(ahead.problem).toContain(`this code's newest migration is ${newest.tag}`);
    expect(ahead.problem).toContain(`created_at ${newest.when}`);
    // The same created_at twice (a second run of a migration, or a re-numbered one): more rows than the code has.
    const extra = compareMigrations(known, [...applied, { hash: 'e'.repeat(64), createdAt: newest.when }]);
    expect(extra.status).toBe('ahead');
    expect(extra.problem).toContain(`${known.length + 1} applied migrations (this code has ${known.length})`);
  });

  it('ignores a changed hash of a known migration, as drizzle does (a file edited after it ran in development)', () => {
    const edited = applied.map((m, i) => (i === applied.length - 1 ? { ...m, hash: '0'.repeat(64) } : m));
    expect(compareMigrations(known, edited).status).toBe('current');
  });
});

describe(`migrating (${onServer ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('records each migration once, reports the state, and does nothing on a second run', async () => {
    const { handle } = await freshDatabase();
    expect((await handle.migrationState()).status).toBe('behind');
    await handle.migrate();
    await handle.migrate();
    const applied = await rows(handle);
    expect(applied.map((r) => Number(r.created_at))).toEqual(known.map((m) => m.when));
    expect(applied.map((r) => r.hash)).toEqual(known.map((m) => m.hash));
    expect(await handle.migrationState()).toMatchObject({
      status: 'current',
      database: { newest: newest.tag },
    });
  });

  it('refuses a database a newer VisaDesk migrated, before changing anything', async () => {
    const { handle } = await freshDatabase();
    await handle.migrate();
    const future = newest.when + 86_400_000;
    await handle.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${'a'.repeat(64)}, ${future})`,
    );
    const error = await handle.migrate().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaTooNewError);
    expect((error as Error).message).toContain(`created_at ${future}`);
    expect((error as Error).message).toContain(newest.tag);
    expect((await handle.migrationState()).status).toBe('ahead');
    expect(await rows(handle)).toHaveLength(known.length + 1);
  });
});

describe.skipIf(!onServer)('two instances migrating one PostgreSQL database at once', () => {
  it('both succeed, one after the other under the advisory lock, and each migration is applied once', async () => {
    const { url } = await freshDatabase();
    const a = await createDb({ databaseUrl: url, poolSize: 2 });
    const b = await createDb({ databaseUrl: url, poolSize: 2 });
    cleanups.push(
      () => a.close(),
      () => b.close(),
    );
    // Hold the lock from a third session so both starts must queue for it, then let them go together.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    let waited = 0;
    const runs = Promise.all([a.migrate({ onWait: () => waited++ }), b.migrate({ onWait: () => waited++ })]);
    await new Promise((r) => setTimeout(r, 300));
    expect(waited).toBe(2);
    await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    await holder.end();
    await runs;
    const applied = await rows(a);
    expect(applied.map((r) => Number(r.created_at))).toEqual(known.map((m) => m.when));
    expect((await b.migrationState()).status).toBe('current');
  });

  it('without waiting on anyone: two starts racing on an empty database both succeed', async () => {
    const { url } = await freshDatabase();
    const handles = await Promise.all([1, 2, 3].map(() => createDb({ databaseUrl: url, poolSize: 1 })));
    cleanups.push(...handles.map((h) => () => h.close()));
    await Promise.all(handles.map((h) => h.migrate()));
    const applied = await rows(handles[0]!);
    expect(applied).toHaveLength(known.length);
    expect(new Set(applied.map((r) => r.created_at)).size).toBe(known.length);
  });
});
