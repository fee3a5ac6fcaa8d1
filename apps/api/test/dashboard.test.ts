import { sql } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { move, registerApplicant, seedCatalog, submitGroup, traveller } from './application-fixtures';
import { adminHeaders, buildTestApp } from './helpers';

const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
const { iraq, turkey, visa } = await seedCatalog(ctx);
const admin = await adminHeaders(ctx);
const applicant = await registerApplicant(ctx);
const get = async (q = '') => {
  const res = await ctx.app.inject({ url: `/api/dashboard${q}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the dashboard', () => {
  it('starts empty, then counts requests, revenue, decisions and pending work from real rows', async () => {
    const empty = await get();
    expect(empty.totals).toEqual({ requests: 0, revenue: 0, approved: 0, rejected: 0 });
    expect(empty.daily).toHaveLength(30);

    const paid = await submitGroup(ctx, applicant, visa.id, [traveller(iraq.id), traveller(iraq.id)]);
    await submitGroup(ctx, applicant, visa.id, [traveller(iraq.id)]);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/gateways/record-cash-payment',
      headers: admin,
      payload: { groupId: paid.groupId },
    });
    await move(ctx, admin, paid.requests[0]!.id, [{ status: 'InProcess' }, { status: 'Approved' }]);

    const now = await get();
    expect(now.totals).toEqual({ requests: 3, revenue: visa.price * 2, approved: 1, rejected: 0 });
    expect(now.byStatus).toMatchObject({ Requested: 1, Paid: 1, Approved: 1, InProcess: 0 });
    expect(now.daily.at(-1)).toMatchObject({ requests: 3, revenue: visa.price * 2 });
    expect(now.revenueByGateway).toEqual([{ gateway: 'cash', amount: visa.price * 2, count: 1 }]);
    expect(now.topDestinations[0]).toMatchObject({ destination: { id: turkey.id }, requests: 3 });
    expect(now.avgHoursPaidToDecision).toBeGreaterThanOrEqual(0);
    expect(now.pending).toEqual({ paidNotStarted: 1, modifiedWaiting: 0 });
    expect(now.latest).toHaveLength(3);
  });

  it("counts each request on the agency's day (Baghdad), not the server's or UTC's", async () => {
    const group = await submitGroup(ctx, applicant, visa.id, [traveller(iraq.id)]);
    // 22:30 UTC on the 10th is 01:30 on the 11th in Baghdad (a day long gone: no other test's rows).
    await ctx.app.db.execute(
      sql`update requests set created_at = '2024-03-10T22:30:00Z' where id = ${group.requests[0]!.id}`,
    );
    const day11 = await get('?from=2024-03-11&to=2024-03-11');
    expect(day11.daily).toEqual([{ day: '2024-03-11', requests: 1, revenue: 0 }]);
    expect(day11.totals.requests).toBe(1);
    const day10 = await get('?from=2024-03-10&to=2024-03-10');
    expect(day10.daily).toEqual([{ day: '2024-03-10', requests: 0, revenue: 0 }]);
    expect(day10.totals.requests).toBe(0);
  });

  it('takes a period and refuses one that ends before it starts', async () => {
    const past = await get('?from=2020-01-01&to=2020-01-07');
    expect(past.daily.map((d: { day: string }) => d.day)).toEqual([
      '2020-01-01',
      '2020-01-02',
      '2020-01-03',
      '2020-01-04',
      '2020-01-05',
      '2020-01-06',
      '2020-01-07',
    ]);
    expect(past.totals.requests).toBe(0);
    const bad = await ctx.app.inject({ url: '/api/dashboard?from=2020-02-01&to=2020-01-01', headers: admin });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a period longer than the web offers, which would cost a row per day', async () => {
    const year = await ctx.app.inject({
      url: '/api/dashboard?from=2024-01-01&to=2024-12-31',
      headers: admin,
    });
    expect(year.statusCode).toBe(200);
    for (const period of ['from=1900-01-01&to=2100-12-31', 'from=1900-01-01']) {
      const long = await ctx.app.inject({ url: `/api/dashboard?${period}`, headers: admin });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toContain('querystring.from: the period may span at most 366 days');
    }
  });
});
