import { requestGroups, requests, sql } from '@visadesk/db';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineSql, sqlLiteral } from '../src/lib/export/sql-export';
import { registerApplicant, seedCatalog } from './application-fixtures';
import { adminHeaders, buildTestApp } from './helpers';

// Exports written by the database (ADR 0015): COPY on PostgreSQL, keyset pages on PGlite.
const ROWS = 120_000;
// No statement timeout: the fixture's one INSERT of the rows below can outlast the pool's 30 s
// on a busy 2-core machine (the exports under test lift it on their own connection anyway).
const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000', DATABASE_STATEMENT_TIMEOUT_MS: '0' });
const { iraq, turkey, visa } = await seedCatalog(ctx);
const admin = await adminHeaders(ctx);
const applicant = await registerApplicant(ctx);
const handle = ctx.app.dbHandle;

const [group] = await ctx.db
  .insert(requestGroups)
  .values({ reference: 'VD-G-2026-910000', userId: applicant.id, visaId: visa.id, totalAmount: visa.price })
  .returning();
await ctx.db.execute(sql`
  insert into requests (reference, group_id, user_id, visa_id, destination_id, nationality_id, status, full_name,
                        passport_number, price, created_at)
  select 'VD-2026-' || lpad(g::text, 7, '0'), ${group!.id}, ${applicant.id}, ${visa.id}, ${turkey.id}, ${iraq.id},
         case when g % 4 = 0 then 'Approved' else 'Paid' end, 'علي حسن ' || g, 'A' || (10000000 + g), ${visa.price},
         now() - (g || ' seconds')::interval - (g % 7 || ' microseconds')::interval
  from generate_series(1, ${ROWS}) g`);
// Names an attacker might type, found again by searching for themselves.
const TRICKY = ["O'Brien \\' x", "'); drop table requests; --", "$1 \\x27 $$ E'\\\\'"];
for (const [i, name] of TRICKY.entries()) {
  await ctx.db.execute(sql`
    insert into requests (reference, group_id, user_id, visa_id, destination_id, nationality_id, status, full_name, price)
    values (${`VD-2026-T${i}`}, ${group!.id}, ${applicant.id}, ${visa.id}, ${turkey.id}, ${iraq.id}, 'Paid', ${name}, 1)`);
}

const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\n')
    .slice(1);

describe('exports written by the database', () => {
  const address = ctx.app.listen({ port: 0, host: '127.0.0.1' });
  // A cancelled download's socket can outlive the test; closing the app must not wait for it.
  afterAll(() => ctx.app.server.closeAllConnections());

  it('writes every matching row once, newest first, even rows microseconds apart', async () => {
    const res = await ctx.app.inject({
      url: '/api/requests/export-list/csv?status=Approved&locale=en',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const rows = csvRows(res.body);
    expect(rows).toHaveLength(ROWS / 4);
    const refs = rows.map((r) => r.split(',')[0]!);
    expect(new Set(refs).size).toBe(refs.length);
    expect(refs[0]).toBe('VD-2026-0000004');
    expect(refs.at(-1)).toBe(`VD-2026-${String(ROWS).padStart(7, '0')}`);
  }, 60_000);

  it('binds search text as data: quotes, backslashes and dollar signs find their own rows', async () => {
    for (const name of TRICKY) {
      const res = await ctx.app.inject({
        url: `/api/requests/export-list/csv?locale=en&search=${encodeURIComponent(name)}`,
        headers: admin,
      });
      expect(res.statusCode, name).toBe(200);
      const rows = csvRows(res.body);
      expect(rows, name).toHaveLength(1);
      expect(rows[0], name).toContain(`,${name},`);
    }
    const count = (await ctx.db.execute(sql`select count(*)::int as n from ${requests}`)) as unknown as {
      rows: { n: number }[];
    };
    expect(count.rows[0]!.n).toBe(ROWS + TRICKY.length);
  });

  it('writes values as E-string literals that cannot end early', () => {
    expect(sqlLiteral("a'b\\c")).toBe("E'a''b\\\\c'");
    expect(sqlLiteral(-5)).toBe("E'-5'");
    expect(sqlLiteral(null)).toBe('NULL');
    expect(() => sqlLiteral('a\0b')).toThrow();
    expect(() => sqlLiteral({})).toThrow();
    // A value holding "$2" is not read as the next placeholder.
    expect(inlineSql(sql`select ${'$2'}, ${"x'"}`)).toBe("select E'$2', E'x'''");
  });

  for (const format of ['csv', 'xlsx'] as const) {
    it(`stops the query when the client goes away (${format})`, async () => {
      const controller = new AbortController();
      const res = await fetch(`${await address}/api/requests/export-list/${format}?locale=ar`, {
        headers: { ...admin, 'accept-encoding': 'identity' },
        signal: controller.signal,
      });
      const reader = res.body!.getReader();
      await reader.read();
      controller.abort();
      await reader.read().catch(() => undefined);

      if (handle.pool) {
        const pool = handle.pool;
        let state = { running: -1, total: -1, idle: -1, waiting: -1 };
        for (let i = 0; i < 40; i++) {
          await new Promise((r) => setTimeout(r, 50));
          const [row] = (
            await pool.query<{ n: number }>(
              `select count(*)::int as n from pg_stat_activity
               where datname = current_database() and pid <> pg_backend_pid()
                 and state = 'active' and (query ilike 'copy%' or query ilike 'fetch%' or query ilike 'declare%')`,
            )
          ).rows;
          state = {
            running: row!.n,
            total: pool.totalCount,
            idle: pool.idleCount,
            waiting: pool.waitingCount,
          };
          if (state.running === 0 && state.idle === state.total && state.waiting === 0) break;
        }
        expect(state.running).toBe(0);
        expect(state.idle).toBe(state.total);
        expect(state.waiting).toBe(0);
      }
      // The app still answers, and a full export after the cancelled one is whole.
      const list = await ctx.app.inject({ url: '/api/requests/list?limit=1', headers: admin });
      expect(list.statusCode).toBe(200);
      const again = await ctx.app.inject({
        url: '/api/requests/export-list/csv?status=Approved',
        headers: admin,
      });
      expect(csvRows(again.body)).toHaveLength(ROWS / 4);
    }, 60_000);
  }
});
