import { dayStartInZone } from '@visadesk/contract/time-zone';
import { createDb, type DbHandle, sql } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { prepareDatabase } from '../src/boot/database-start';
import { rowsOf } from '../src/lib/sql/frozen-sql';
import { alignTotalsZone, TotalsZoneRefused } from '../src/modules/transactions/totals-zone';
import { registerApplicant, seedCatalog, submitGroup, traveller } from './application-fixtures';
import { adminHeaders, buildTestApp } from './helpers';

// The transactions list, its totals and its export count the agency's days (ADR 0033); the daily
// totals follow AGENCY_TIME_ZONE, rebuilt at a start that changes it (migration 0023).
const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
const { iraq, visa } = await seedCatalog(ctx);
const admin = await adminHeaders(ctx);
const applicant = await registerApplicant(ctx);
const groups: { groupId: string; groupReference: string }[] = [];
for (let i = 0; i < 5; i++) groups.push(await submitGroup(ctx, applicant, visa.id, [traveller(iraq.id)]));

const extra: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of extra.reverse()) await close();
});

type Totals = { succeededAmount: number; succeededCount: number };

const list = async (q: string, app: FastifyInstance = ctx.app) => {
  const res = await app.inject({ url: `/api/transactions/findAllByAdmin?${q}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { items: { id: string }[]; totals: Totals };
  return { ids: body.items.map((t) => t.id).sort(), totals: body.totals };
};

/** A succeeded payment of group `g`, created at an exact moment; its id. */
async function pay(g: number, gateway: string, amount: number, createdAt: string, db = ctx.app.db) {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into transactions (group_id, gateway, amount, status, created_at)
        values (${groups[g]!.groupId}, ${gateway}, ${amount}, 'succeeded', ${createdAt}::timestamptz)
        returning id`,
  );
  return row!.id;
}

/** The succeeded money of the agency days from..to in `zone`, summed over the transactions themselves. */
async function live(zone: string, from: string, to: string): Promise<Totals> {
  const [row] = await rowsOf<{ amount: string | number; n: number }>(
    ctx.app.db,
    sql`select coalesce(sum(amount), 0)::bigint as amount, count(*)::int as n from transactions
         where status = 'succeeded' and created_at >= ${dayStartInZone(from, zone)}::timestamptz
           and created_at < ${dayStartInZone(to, zone, 1)}::timestamptz`,
  );
  return { succeededAmount: Number(row!.amount), succeededCount: row!.n };
}

/** The daily totals table, and what it must hold: the succeeded transactions grouped by `zone`'s days. */
async function totalsTable(zone: string) {
  const stored = await rowsOf(
    ctx.app.db,
    sql`select day::text as day, gateway, succeeded_count::int as n, succeeded_amount::bigint::text as amount
          from transaction_daily_totals where succeeded_count <> 0 order by 1, 2`,
  );
  const summed = await rowsOf(
    ctx.app.db,
    sql`select (created_at at time zone ${zone}::text)::date::text as day, gateway, count(*)::int as n,
               sum(amount)::bigint::text as amount
          from transactions where status = 'succeeded' group by 1, 2 order by 1, 2`,
  );
  return { stored, summed };
}

/** Another instance starting on the same database the way server.ts starts, with its own zone. */
async function startInstance(zone: string, database: DbHandle = ctx.app.dbHandle) {
  const said: string[] = [];
  const config = { ...ctx.config, AGENCY_TIME_ZONE: zone };
  await prepareDatabase(database, config, { info: (line) => void said.push(line) });
  const app = await buildApp({ config, database, logger: false, jobs: { worker: false } });
  await app.ready();
  extra.push(() => app.close());
  return { app, said };
}

describe("the transactions list counts the agency's days (ADR 0033)", () => {
  let late: string;
  let early: string;

  it('finds a payment at 22:30 UTC on the 10th under the 11th in Baghdad: list, totals and CSV', async () => {
    // 22:30 UTC on the 10th is 01:30 on the 11th in Baghdad; 20:30 UTC is still 23:30 on the 10th.
    late = await pay(0, 'cash', 7000, '2024-03-10T22:30:00Z');
    early = await pay(1, 'qi-card', 5000, '2024-03-10T20:30:00Z');

    const eleventh = await list('from=2024-03-11&to=2024-03-11');
    expect(eleventh.ids).toEqual([late]);
    expect(eleventh.totals).toEqual({ succeededAmount: 7000, succeededCount: 1 });
    const tenth = await list('from=2024-03-10&to=2024-03-10');
    expect(tenth.ids).toEqual([early]);
    expect(tenth.totals).toEqual({ succeededAmount: 5000, succeededCount: 1 });
    expect((await list('to=2024-03-10')).ids).not.toContain(late);
    expect((await list('from=2024-03-11')).ids).toContain(late);
    // Summed from the transactions (an amount filter) and from the daily totals alike.
    expect((await list('from=2024-03-11&to=2024-03-11&minAmount=1')).totals).toEqual(eleventh.totals);
    expect((await list('from=2024-03-11&to=2024-03-11&gateway=cash')).totals).toEqual(eleventh.totals);
    expect(eleventh.totals).toEqual(await live('Asia/Baghdad', '2024-03-11', '2024-03-11'));

    const csv = await ctx.app.inject({
      url: '/api/transactions/exportAllByAdmin/csv?locale=en&from=2024-03-11&to=2024-03-11',
      headers: admin,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain(groups[0]!.groupReference);
    expect(csv.body).toContain('2024-03-11 01:30:00');
    expect(csv.body).not.toContain(groups[1]!.groupReference);
  });

  it('rebuilds the totals when an instance starts with another zone, and they then equal the live sums', async () => {
    const { app, said } = await startInstance('America/New_York');
    expect(said).toEqual([expect.stringMatching(/^Transaction totals rebuilt for America\/New_York days/)]);
    expect(said[0]).toContain('they counted Asia/Baghdad days');
    const table = await totalsTable('America/New_York');
    expect(table.stored).toEqual(table.summed);

    // In New York (EDT since 02:00 that day) both payments were on the 10th.
    const tenth = await list('from=2024-03-10&to=2024-03-10', app);
    expect(tenth.ids).toEqual([early, late].sort());
    expect(tenth.totals).toEqual({ succeededAmount: 12000, succeededCount: 2 });
    // A payment after the change is counted on the new zone's day by the triggers: 23:30 EDT.
    await pay(2, 'cash', 3000, '2024-03-11T03:30:00Z');
    for (const [from, to] of [
      ['2024-03-10', '2024-03-10'],
      ['2024-03-11', '2024-03-11'],
      ['2024-03-09', '2024-03-12'],
    ] as const) {
      expect((await list(`from=${from}&to=${to}`, app)).totals, `${from}..${to}`).toEqual(
        await live('America/New_York', from, to),
      );
    }
    expect((await list('from=2024-03-10&to=2024-03-10', app)).totals.succeededCount).toBe(3);
    // A start with the zone the totals already count does nothing.
    expect((await startInstance('America/New_York')).said).toEqual([]);
  });

  it('rebuilds once when two instances start together, with a payment written meanwhile', async () => {
    // Two instances of their own on PostgreSQL; PGlite is one process's database.
    const url = ctx.app.dbHandle.connectionString;
    const handles = await Promise.all(
      [0, 1].map(async () => {
        if (!url) return ctx.app.dbHandle;
        const handle = await createDb({ databaseUrl: url, poolSize: 2 });
        extra.unshift(() => handle.close());
        return handle;
      }),
    );
    const [first, second] = await Promise.all([
      startInstance('Asia/Baghdad', handles[0]),
      startInstance('Asia/Baghdad', handles[1]),
      pay(3, 'zain-cash', 11000, '2024-03-10T21:10:00Z'),
    ]);
    // (On PostgreSQL one may also say it waited for the other's migration lock.)
    const rebuilt = [...first!.said, ...second!.said].filter((line) => line.startsWith('Transaction totals'));
    expect(rebuilt).toEqual([
      expect.stringMatching(
        /^Transaction totals rebuilt for Asia\/Baghdad days \(they counted America\/New_York days\)/,
      ),
    ]);
    const table = await totalsTable('Asia/Baghdad');
    expect(table.stored).toEqual(table.summed);
    // 21:10 UTC is 00:10 on the 11th in Baghdad.
    const eleventh = await list('from=2024-03-11&to=2024-03-11');
    expect(eleventh.totals).toEqual(await live('Asia/Baghdad', '2024-03-11', '2024-03-11'));
    expect(eleventh.totals).toEqual({ succeededAmount: 21000, succeededCount: 3 });
  });

  it('refuses a zone the database does not know and leaves the totals as they were', async () => {
    await expect(alignTotalsZone(ctx.app.db, 'Nowhere/Atlantis')).rejects.toBeInstanceOf(TotalsZoneRefused);
    const [row] = await rowsOf<{ zone: string }>(
      ctx.app.db,
      sql`select time_zone as zone from transaction_totals_zone`,
    );
    expect(row!.zone).toBe('Asia/Baghdad');
    const table = await totalsTable('Asia/Baghdad');
    expect(table.stored).toEqual(table.summed);
  });
});
