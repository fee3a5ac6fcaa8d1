import { describe, expect, it } from 'vitest';
import { registerApplicant, seedCatalog, submitGroup, traveller } from './application-fixtures';
import { adminHeaders, buildTestApp } from './helpers';

const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
const { iraq, visa } = await seedCatalog(ctx);
const admin = await adminHeaders(ctx);
const applicant = await registerApplicant(ctx);

async function paidGroup(travellers: number) {
  const group = await submitGroup(
    ctx,
    applicant,
    visa.id,
    Array.from({ length: travellers }, () => traveller(iraq.id)),
  );
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/gateways/record-cash-payment',
    headers: admin,
    payload: { groupId: group.groupId, note: 'Receipt 1042' },
  });
  expect(res.statusCode).toBe(201);
  return group;
}

const one = await paidGroup(1);
const three = await paidGroup(3);
const list = (q: string) => ctx.app.inject({ url: `/api/transactions/findAllByAdmin?${q}`, headers: admin });

describe('transactions', () => {
  it('lists with totals for the whole filter, not just the page', async () => {
    const res = await list('limit=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items).toHaveLength(1);
    expect(body.total).toBe(2);
    expect(body.totals).toEqual({ succeededAmount: visa.price * 4, succeededCount: 2 });
    expect(body.items[0]).toMatchObject({
      gateway: 'cash',
      status: 'succeeded',
      currency: 'IQD',
      note: 'Receipt 1042',
    });
    expect(body.items[0].recordedBy.name).toBe('Test Admin');
  });

  it('filters by group or request reference, gateway, amount range and dates', async () => {
    const byGroup = (await list(`reference=${three.groupReference}`)).json();
    expect(byGroup.items.map((t: { groupId: string }) => t.groupId)).toEqual([three.groupId]);
    const byRequest = (await list(`reference=${one.requests[0]!.reference.toLowerCase()}`)).json();
    expect(byRequest.items.map((t: { groupId: string }) => t.groupId)).toEqual([one.groupId]);
    expect((await list(`minAmount=${visa.price * 2}`)).json().total).toBe(1);
    expect((await list('gateway=qi-card')).json().total).toBe(0);
    expect((await list('from=2099-01-01')).json().total).toBe(0);
    expect((await list('minAmount=-5')).statusCode).toBe(400);
    expect((await list('sort=-amount')).json().items[0].amount).toBe(visa.price * 3);
  });

  it('exports CSV with a BOM and Arabic headers', async () => {
    const res = await ctx.app.inject({
      url: '/api/transactions/exportAllByAdmin/csv?locale=ar',
      headers: admin,
    });
    expect(res.headers['content-type']).toContain('text/csv');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('المبلغ (د.ع)');
    expect(lines).toHaveLength(3);
  });

  it('is for admins only', async () => {
    expect((await ctx.app.inject({ url: '/api/transactions/findAllByAdmin' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/transactions/findAllByAdmin', headers: applicant.headers }))
        .statusCode,
    ).toBe(403);
  });
});
