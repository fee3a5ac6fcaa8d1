import {
  inlineBooleans,
  nameMarkedStatement,
  PREPARED_MARK,
  prepareMarkedQuery,
  StatementNames,
} from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from './application-fixtures';
import { adminHeaders, buildTestApp, createApplicant } from './helpers';

// Hot list statements are marked (lib/sql/frozen-sql.ts rowsOf) and named by the pool (packages/db
// src/driver), so PostgreSQL parses them once per connection and can keep one plan (ADR 0023).
describe('naming marked statements', () => {
  it('names a marked text by its hash and leaves every other query as it was', () => {
    const text = `${PREPARED_MARK}select 1`;
    const a = nameMarkedStatement({ text, values: [] });
    const b = nameMarkedStatement({ text, values: [1] });
    expect(a.name).toMatch(/^vd_[0-9a-f]{32}$/);
    expect(b.name).toBe(a.name);
    expect(nameMarkedStatement({ text: `${PREPARED_MARK}select 2` }).name).not.toBe(a.name);
    const plain = { text: 'select 1' };
    expect(nameMarkedStatement(plain)).toBe(plain);
    const named = { text, name: 'mine' };
    expect(nameMarkedStatement(named)).toBe(named);
    expect(nameMarkedStatement('select 1')).toBe('select 1');
  });

  it('names at most a fixed number of texts: past it, new texts run unnamed', () => {
    const names = new StatementNames(3);
    const texts = [1, 2, 3, 4, 5].map((n) => `${PREPARED_MARK}select ${n}`);
    const named = texts.map((text) => nameMarkedStatement({ text }, names).name);
    expect(named.slice(0, 3).every((n) => /^vd_/.test(n ?? ''))).toBe(true);
    expect(named.slice(3)).toEqual([undefined, undefined]);
    // A text named before the cap keeps its name.
    expect(nameMarkedStatement({ text: texts[0]! }, names).name).toBe(named[0]);
    expect(names.size).toBe(3);
  });
});

// A generic plan for `is_featured = $1` cannot use a partial index WHERE is_featured: booleans go
// into the text, one text per combination.
describe('booleans of marked statements', () => {
  it('writes boolean values into the text and renumbers the other parameters', () => {
    const text = 'select 1 from t where a = $1 and b = $2 and c like $3 and d = $4 limit 5';
    expect(inlineBooleans(text, [true, 'x', '%y%', false])).toEqual({
      text: 'select 1 from t where a = true and b = $1 and c like $2 and d = false limit 5',
      values: ['x', '%y%'],
    });
    expect(inlineBooleans('select $1, $2', [1, 2])).toEqual({ text: 'select $1, $2', values: [1, 2] });
    // Not numbered $1..$n in order, once each: left as it is rather than bound to the wrong places.
    expect(inlineBooleans('select $2, $1', [true, 1]).text).toBe('select $2, $1');
    expect(inlineBooleans('select $1, $1', [true]).text).toBe('select $1, $1');
    expect(inlineBooleans("select '$1', $1", [true]).text).toBe("select '$1', $1");
  });

  it('inlines and names only marked queries, with values given beside the config or in it', () => {
    const names = new StatementNames();
    const text = `${PREPARED_MARK}select * from visas where is_active = $1 and type = $2`;
    const [config, values] = prepareMarkedQuery([{ text }, [false, 'work']], names) as [
      { text: string; name: string },
      unknown[],
    ];
    expect(config.text).toBe(`${PREPARED_MARK}select * from visas where is_active = false and type = $1`);
    expect(config.name).toMatch(/^vd_/);
    expect(values).toEqual(['work']);
    // true and false are two texts, two names.
    const [other] = prepareMarkedQuery([{ text }, [true, 'work']], names) as [{ name: string }];
    expect(other.name).not.toBe(config.name);
    const [inConfig] = prepareMarkedQuery([{ text, values: [true, 'work'] }], names) as [
      { text: string; values: unknown[]; name: string },
    ];
    expect(inConfig).toMatchObject({ name: other.name, values: ['work'] });
    const plain = ['select * from visas where is_active = $1', [true]];
    expect(prepareMarkedQuery(plain, names)).toBe(plain);
  });
});

const onPostgres = process.env.VISADESK_TEST_DRIVER === 'postgres';

describe.runIf(onPostgres)('list statements on PostgreSQL', async () => {
  const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
  await seedCatalog(ctx);
  const auth = await adminHeaders(ctx);
  await createApplicant(ctx);
  const pool = ctx.app.dbHandle.pool!;

  /** Every pooled connection's prepared statements (each session has its own). */
  async function preparedStatements() {
    const clients = await Promise.all(Array.from({ length: 4 }, () => pool.connect()));
    try {
      const found = await Promise.all(
        clients.map(
          async (c) =>
            (
              await c.query<{ name: string; statement: string; generic_plans: string }>(
                'select name, statement, generic_plans from pg_prepared_statements',
              )
            ).rows,
        ),
      );
      return found.flat();
    } finally {
      for (const c of clients) c.release();
    }
  }

  const list = async (url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('runs first pages and counts as named statements, planned once when the plan is generic', async () => {
    await list('/api/transactions/findAllByAdmin');
    await list('/api/users/list');
    // PostgreSQL tries a generic plan after five custom ones on a connection; the page and the
    // counts take two of the pool's four connections per call, in whatever order they free up.
    for (let i = 0; i < 40; i++) await list('/api/requests/list?status=Paid');
    const statements = await preparedStatements();
    const pages = statements.filter((s) => s.statement.includes('"vd_page"'));
    // requests, transactions, users: each page's text with its LIMIT written in, not a parameter.
    for (const table of ['requests', 'transactions', 'users']) {
      const page = pages.find((s) => new RegExp(`from "${table}"\\s+join \\(select`).test(s.statement));
      expect(page?.name, table).toMatch(/^vd_/);
      expect(page?.statement).toMatch(/limit 11\)/);
    }
    expect(statements.some((s) => s.statement.includes('"request_status_counts"'))).toBe(true);
    // The requests page with a status parameter is planned once and reused after the first runs.
    const requestsPage = pages.filter((s) => /from "requests"\s+join \(select/.test(s.statement));
    expect(requestsPage.reduce((n, s) => n + Number(s.generic_plans), 0)).toBeGreaterThan(0);
  });

  it('plans a boolean filter for its value, so the partial index answers it', async () => {
    for (let i = 0; i < 8; i++) await list('/api/visa/list?isActive=true&isFeatured=true');
    const counts = (await preparedStatements()).filter(
      (s) => s.statement.includes('count(*)') && s.statement.includes('from "visas"'),
    );
    expect(counts.length).toBeGreaterThan(0);
    for (const s of counts) {
      expect(s.statement).toContain('"visas"."is_active" = true and "visas"."is_featured" = true');
    }
    const client = await pool.connect();
    try {
      await client.query('begin');
      // The test catalog is small enough to read whole; the question is whether the index can serve.
      await client.query('set local enable_seqscan = off');
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        `explain ${counts[0]!.statement.replace(/^\/\*vd:prepared\*\/ /, '')}`,
      );
      expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('visas_featured_idx');
      await client.query('rollback');
    } finally {
      client.release();
    }
  });

  it('runs a page chosen by number as the same prepared text, the offset a parameter', async () => {
    await list('/api/requests/list?page=3&limit=10');
    await list('/api/requests/list?page=4&limit=10');
    const statements = await preparedStatements();
    const deep = statements.filter((s) => /limit 11 offset \$\d+\)/.test(s.statement));
    // One text for every page number (not one per page), on whichever connections ran it.
    expect(deep.length).toBeGreaterThan(0);
    expect(new Set(deep.map((s) => s.statement)).size).toBe(1);
    expect(statements.some((s) => /offset (20|30)\b/.test(s.statement))).toBe(false);
  });
});
