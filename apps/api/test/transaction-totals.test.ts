import { sql } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { registerApplicant, seedCatalog, submitGroup, traveller } from './application-fixtures';
import { adminHeaders, buildTestApp } from './helpers';

// The list's totals come from per-day rows kept by triggers (migration 0011; days of the agency's
// zone since 0023, here the default Asia/Baghdad) when the filter allows it: they must always equal
// the sum over the matching transactions themselves.
const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
const { iraq, visa } = await seedCatalog(ctx);
const admin = await adminHeaders(ctx);
const applicant = await registerApplicant(ctx);
const groups: { groupId: string; groupReference: string }[] = [];
for (let i = 0; i < 4; i++) groups.push(await submitGroup(ctx, applicant, visa.id, [traveller(iraq.id)]));

const list = async (q: string) => {
  const res = await ctx.app.inject({ url: `/api/transactions/findAllByAdmin?${q}`, headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json() as { total: number; totals: { succeededAmount: number; succeededCount: number } };
};

/** The same filter summed over the transactions table itself (bounds written at Baghdad's +03:00). */
async function live(where: string) {
  const res = await ctx.app.db.execute(
    sql.raw(`select coalesce(sum(amount), 0)::bigint as amount, count(*)::int as n
               from transactions where status = 'succeeded' and ${where}`),
  );
  const row = (res as unknown as { rows: { amount: string | number; n: number }[] }).rows[0]!;
  return { succeededAmount: Number(row.amount), succeededCount: row.n };
}

const insert = (group: number, gateway: string, amount: number, status: string, createdAt: string) =>
  ctx.app.db.execute(
    sql`insert into transactions (group_id, gateway, amount, status, created_at)
        values (${groups[group]!.groupId}, ${gateway}, ${amount}, ${status}, ${createdAt}::timestamptz)`,
  );

describe('transaction list totals', () => {
  it('follow inserts, status changes, amount and gateway changes, deletes', async () => {
    await insert(0, 'cash', 1000, 'succeeded', '2031-03-01T23:30:00+03');
    await insert(1, 'qi-card', 2000, 'pending', '2031-03-02T00:30:00+03');
    await insert(1, 'zain-cash', 4000, 'failed', '2031-03-02T01:00:00+03');
    await insert(2, 'qi-card', 8000, 'succeeded', '2031-03-03T12:00:00+03');
    expect((await list('from=2031-03-01&to=2031-03-31')).totals).toEqual({
      succeededAmount: 9000,
      succeededCount: 2,
    });

    // A pending payment succeeds; a success is refunded; one changes amount, one gateway.
    await ctx.app.db.execute(sql`update transactions set status = 'succeeded' where amount = 2000`);
    await ctx.app.db.execute(sql`update transactions set status = 'refunded' where amount = 1000`);
    await ctx.app.db.execute(sql`update transactions set amount = 8500 where amount = 8000`);
    await ctx.app.db.execute(sql`update transactions set gateway = 'cash' where amount = 2000`);
    await insert(3, 'cash', 16000, 'succeeded', '2031-03-31T23:59:00+03');
    await ctx.app.db.execute(sql`delete from transactions where amount = 4000`);

    const month = "created_at >= '2031-03-01T00:00:00+03' and created_at < '2031-04-01T00:00:00+03'";
    expect(await live(month)).toEqual({ succeededAmount: 26500, succeededCount: 3 });
    for (const [q, where] of [
      ['from=2031-03-01&to=2031-03-31', month],
      ['from=2031-03-01&to=2031-03-31&gateway=cash', `${month} and gateway = 'cash'`],
      ['from=2031-03-02&to=2031-03-02', "created_at >= '2031-03-02+03' and created_at < '2031-03-03+03'"],
      ['from=2031-03-03', "created_at >= '2031-03-03+03'"],
      ['to=2031-03-01', "created_at < '2031-03-02+03'"],
      ['gateway=qi-card', "gateway = 'qi-card'"],
      ['status=succeeded&from=2031-03-01', `status = 'succeeded' and created_at >= '2031-03-01+03'`],
      ['status=refunded&from=2031-03-01', 'false'],
      ['from=2031-03-01&minAmount=3000', `created_at >= '2031-03-01+03' and amount >= 3000`],
      ['', 'true'],
    ] as const) {
      expect((await list(q)).totals, q).toEqual(await live(where));
    }
  });

  it("counts the agency's days: a payment at 23:30 Baghdad time belongs to that day whatever the server zone", async () => {
    await ctx.app.db.execute(sql.raw(`set time zone 'America/New_York'`)); // PGlite: the one connection
    try {
      const day = await list('from=2031-03-01&to=2031-03-01');
      expect(day.total).toBe(1); // the 23:30 cash payment (now refunded), not the 00:30 one next day
    } finally {
      await ctx.app.db.execute(sql.raw(`set time zone 'UTC'`));
    }
  });

  it('finds a group through its own reference or a request reference, and nothing for an unknown one', async () => {
    const byGroup = await list(`reference=${groups[1]!.groupReference}`);
    expect(byGroup.total).toBe(1); // 2000, now succeeded (4000 was deleted)
    expect(byGroup.totals).toEqual({ succeededAmount: 2000, succeededCount: 1 });
    expect((await list('reference=VD-G-0000-9999999')).total).toBe(0);
  });
});
