import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { GuardedPool, hasActiveQuery, PREPARED_MARK, prepared } from '../src/driver/index';

// What the driver module (src/driver/pg-pool.ts) relies on in node-postgres. Each test fails when
// an upgrade changes it, instead of lists silently running unnamed (parsed and planned on every
// call) or borrowed connections leaking.

/** pg's per-connection record of parsed named statements, which makes a second run skip Parse. */
type Internals = {
  connection: { parsedStatements: Record<string, string>; parse: (...a: unknown[]) => void };
};
const internals = (client: unknown) => client as Internals;

describe('node-postgres, as the driver module uses it', () => {
  it('has the members the pool patches and reads', () => {
    expect(typeof pg.Pool.prototype.query).toBe('function');
    expect(GuardedPool.prototype.query).not.toBe(pg.Pool.prototype.query);
    expect(typeof (pg.Client.prototype as unknown as { _getActiveQuery: unknown })._getActiveQuery).toBe(
      'function',
    );
    const client = new pg.Client();
    expect(hasActiveQuery(client)).toBe(false);
    expect(internals(client).connection.parsedStatements).toEqual({});
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('node-postgres on a PostgreSQL server', () => {
  // One connection, so every query below runs on the same session.
  const pool = new GuardedPool({ connectionString: url, max: 1 });
  afterAll(() => pool.end());

  async function onConnection<T>(run: (client: pg.PoolClient) => Promise<T>) {
    const client = await pool.connect();
    try {
      return await run(client);
    } finally {
      client.release();
    }
  }

  it('names a marked statement, parses it once per connection and inlines its booleans', async () => {
    const text = `${PREPARED_MARK}select $1::int + $2::int as n, $3::bool as b /* ${Math.random()} */`;
    let parses = 0;
    await onConnection(async (client) => {
      const parse = internals(client).connection.parse;
      internals(client).connection.parse = function counted(this: unknown, ...args: unknown[]) {
        parses += 1;
        return parse.apply(this, args);
      };
    });
    for (const n of [1, 2, 3]) {
      const { rows } = await pool.query({ text }, [n, 1, true]);
      expect(rows).toEqual([{ n: n + 1, b: true }]);
    }
    expect(parses).toBe(1);
    const inlined = text.replace('$3::bool', 'true::bool');
    const parsed = await onConnection(async (client) => internals(client).connection.parsedStatements);
    const [name] = Object.entries(parsed).find(([, t]) => t === inlined) ?? [];
    expect(name).toMatch(/^vd_[0-9a-f]{32}$/);
    const { rows } = await pool.query<{ statement: string }>(
      'select statement from pg_prepared_statements where name = $1',
      [name],
    );
    expect(rows).toEqual([{ statement: inlined }]);
  });

  it('names statements drizzle runs, on the pool and on a borrowed client', async () => {
    const tag = Math.random();
    await drizzle(pool).execute(prepared(sql`select ${1}::int as one /* pool ${sql.raw(String(tag))} */`));
    await onConnection((client) =>
      drizzle(client).execute(prepared(sql`select ${1}::int as one /* client ${sql.raw(String(tag))} */`)),
    );
    await pool.query(`select 1 /* plain ${tag} */`);
    const { rows } = await pool.query<{ statement: string }>(
      'select statement from pg_prepared_statements where statement like $1 order by statement',
      [`%${tag}%`],
    );
    expect(rows.map((r) => r.statement)).toEqual([
      `${PREPARED_MARK}select $1::int as one /* client ${tag} */`,
      `${PREPARED_MARK}select $1::int as one /* pool ${tag} */`,
    ]);
  });

  it('sees a borrowed connection busy, and closes one released while busy', async () => {
    const client = await pool.connect();
    const sleeping = client.query('select pg_sleep(0.2)');
    expect(hasActiveQuery(client)).toBe(true);
    await sleeping;
    expect(hasActiveQuery(client)).toBe(false);
    client.query('select pg_sleep(0.2)').catch(() => undefined);
    client.release();
    // Not handed back to the pool for reuse: destroyed.
    expect(pool.totalCount).toBe(0);
    expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });
});
