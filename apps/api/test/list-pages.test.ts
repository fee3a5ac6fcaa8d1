import { admins, countries, requestGroups, sql, visas } from '@visadesk/db';
import { describe, expect, it, vi } from 'vitest';
import { isoTimestamp } from '../src/lib/sql/frozen-sql';
import { seedCatalog } from './application-fixtures';
import { adminHeaders, buildTestApp, createApplicant } from './helpers';

// The applicants and transactions lists load a page's ids and its rows in one statement
// (runList's joined rows), with the rows' lookups inside it; the bodies are what they were.
const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
await seedCatalog(ctx); // seeds only an empty database: before any admin exists
const auth = await adminHeaders(ctx);
const [country] = await ctx.db.select({ id: countries.id }).from(countries).limit(1);
const [visa] = await ctx.db.select({ id: visas.id }).from(visas).limit(1);
const [recorder] = await ctx.db
  .insert(admins)
  .values({ name: 'Cash Desk', email: 'cash.desk@visadesk.test', passwordHash: 'x', permissions: [] })
  .returning();

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

// Three applicants created microseconds apart (JavaScript dates cannot tell them apart), one
// blocked and signed in, with 0, 2 and 1 requests.
const people = [
  await createApplicant(ctx),
  await createApplicant(ctx, { isBlocked: true }),
  await createApplicant(ctx),
];
await ctx.db.execute(sql`update users set phone = '+9647700000001', locale = 'ar',
  last_login_at = timestamptz '2031-05-06 07:08:09.123456+00' where id = ${people[1]!.id}`);
for (const [i, person] of people.entries()) {
  await ctx.db.execute(sql`update users set created_at = timestamptz '2031-01-01 10:00:00.000001+00' + ${i} * interval '1 microsecond'
    where id = ${person.id}`);
}
const groups: { id: string; reference: string }[] = [];
for (const [i, person] of people.entries()) {
  const [group] = await ctx.db
    .insert(requestGroups)
    .values({ reference: `VD-G-PAGES-${i}`, userId: person.id, visaId: visa!.id, totalAmount: 0 })
    .returning();
  groups.push({ id: group!.id, reference: group!.reference });
}
await ctx.db.execute(sql`
  insert into requests (reference, group_id, user_id, visa_id, destination_id, nationality_id, status, price)
  select 'VD-PAGES-' || g, ${groups[1]!.id}::uuid, ${people[1]!.id}::uuid, ${visa!.id}::uuid,
         ${country!.id}::uuid, ${country!.id}::uuid, 'Requested', 1000
  from generate_series(1, 2) g
  union all
  select 'VD-PAGES-3', ${groups[2]!.id}::uuid, ${people[2]!.id}::uuid, ${visa!.id}::uuid,
         ${country!.id}::uuid, ${country!.id}::uuid, 'Requested', 1000`);

// Two transactions: one recorded by an admin and completed, one by a gateway and pending.
await ctx.db.execute(sql`
  insert into transactions (group_id, gateway, amount, status, provider_reference, recorded_by_admin_id, note,
                            created_at, completed_at)
  values (${groups[0]!.id}::uuid, 'cash', 25000, 'succeeded', null, ${recorder!.id}::uuid, 'Receipt 7',
          timestamptz '2031-02-03 04:05:06.789999+00', timestamptz '2031-02-03 04:06:00+00'),
         (${groups[2]!.id}::uuid, 'qi-card', 12000, 'pending', 'QI-77', null, null,
          timestamptz '2031-02-04 00:00:00+00', null)`);

/** The SQL text of every statement the app sends while `run` runs. */
async function statementsDuring(run: () => Promise<unknown>) {
  const client = (ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await run();
    return spy.mock.calls.map(([query]) =>
      typeof query === 'string' ? query : String((query as { text?: string }).text ?? ''),
    );
  } finally {
    spy.mockRestore();
  }
}

const get = async (url: string) => {
  const res = await ctx.app.inject({ url, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('applicants list', () => {
  const email = (i: number) => people[i]!.email;

  it('answers each row with its request count and timestamps, newest first', async () => {
    const body = await get('/api/users/list?search=applicant&limit=10');
    expect(body.items).toEqual([
      {
        id: people[2]!.id,
        fullName: 'Test Applicant',
        email: email(2),
        phone: null,
        locale: 'en',
        isBlocked: false,
        requestCount: 1,
        lastLoginAt: null,
        createdAt: '2031-01-01T10:00:00.000Z',
      },
      {
        id: people[1]!.id,
        fullName: 'Test Applicant',
        email: email(1),
        phone: '+9647700000001',
        locale: 'ar',
        isBlocked: true,
        requestCount: 2,
        lastLoginAt: '2031-05-06T07:08:09.123Z',
        createdAt: '2031-01-01T10:00:00.000Z',
      },
      expect.objectContaining({ id: people[0]!.id, requestCount: 0, isBlocked: false }),
    ]);
    expect(body).toMatchObject({ total: 3, totalCapped: false, nextCursor: null });
  });

  it('walks the same rows page by page with the cursor, and filters by blocked', async () => {
    const first = await get('/api/users/list?search=applicant&limit=2');
    expect(first.items.map((u: { id: string }) => u.id)).toEqual([people[2]!.id, people[1]!.id]);
    const second = await get(`/api/users/list?search=applicant&limit=2&after=${first.nextCursor}`);
    expect(second.items.map((u: { id: string }) => u.id)).toEqual([people[0]!.id]);
    expect(second.nextCursor).toBeNull();
    const blocked = await get('/api/users/list?isBlocked=true');
    expect(blocked.items.map((u: { id: string }) => u.id)).toEqual([people[1]!.id]);
  });

  it('answers each shape again with other values: blocked or not, one search or another (ADR 0025)', async () => {
    const ids = (body: { items: { id: string }[] }) => body.items.map((u) => u.id);
    for (let round = 0; round < 2; round++) {
      const blocked = await get('/api/users/list?search=applicant&isBlocked=true');
      expect(ids(blocked)).toEqual([people[1]!.id]);
      expect(blocked).toMatchObject({ total: 1, totalCapped: false });
      const open = await get('/api/users/list?search=applicant&isBlocked=false');
      expect(ids(open)).toEqual([people[2]!.id, people[0]!.id]);
      expect(open).toMatchObject({ total: 2, totalCapped: false });
      const one = await get(`/api/users/list?search=${encodeURIComponent(people[0]!.email)}`);
      expect(ids(one)).toEqual([people[0]!.id]);
      expect(one.total).toBe(1);
      const other = await get(`/api/users/list?search=${encodeURIComponent(people[2]!.email)}`);
      expect(ids(other)).toEqual([people[2]!.id]);
      expect(other.total).toBe(1);
    }
  });

  it('picks the page and loads its rows in one statement', async () => {
    const texts = await statementsDuring(() => get('/api/users/list?limit=2'));
    const rows = texts.filter((t) => t.includes('"fullName"'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('vd_page');
  });
});

describe('transactions list', () => {
  it('answers the group reference, the recording admin or null, and both timestamps', async () => {
    const body = await get('/api/transactions/findAllByAdmin');
    expect(body.items).toEqual([
      {
        id: expect.any(String),
        groupId: groups[2]!.id,
        groupReference: 'VD-G-PAGES-2',
        gateway: 'qi-card',
        amount: 12000,
        currency: 'IQD',
        status: 'pending',
        providerReference: 'QI-77',
        recordedBy: null,
        note: null,
        createdAt: '2031-02-04T00:00:00.000Z',
        completedAt: null,
      },
      {
        id: expect.any(String),
        groupId: groups[0]!.id,
        groupReference: 'VD-G-PAGES-0',
        gateway: 'cash',
        amount: 25000,
        currency: 'IQD',
        status: 'succeeded',
        providerReference: null,
        recordedBy: { id: recorder!.id, name: 'Cash Desk' },
        note: 'Receipt 7',
        createdAt: '2031-02-03T04:05:06.789Z',
        completedAt: '2031-02-03T04:06:00.000Z',
      },
    ]);
    expect(body.totals).toEqual({ succeededAmount: 25000, succeededCount: 1 });
    const byGateway = await get('/api/transactions/findAllByAdmin?gateway=cash&sort=amount');
    expect(byGateway.items.map((t: { amount: number }) => t.amount)).toEqual([25000]);
    expect(byGateway.totals).toEqual({ succeededAmount: 25000, succeededCount: 1 });
  });

  it('picks the page and loads its rows in one statement, and counts with the totals in another', async () => {
    const texts = await statementsDuring(() => get('/api/transactions/findAllByAdmin?limit=1'));
    const rows = texts.filter((t) => t.includes('"groupReference"'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('vd_page');
    const others = texts.filter((t) => t.includes('"transactions"') && !t.includes('"groupReference"'));
    expect(others).toHaveLength(1);
    expect(others[0]).toContain('transaction_daily_totals');
  });

  it('counts and sums amount and reference filters over the transactions themselves', async () => {
    const body = await get('/api/transactions/findAllByAdmin?minAmount=20000');
    expect(body).toMatchObject({ total: 1, totalCapped: false });
    expect(body.totals).toEqual({ succeededAmount: 25000, succeededCount: 1 });
    const pending = await get('/api/transactions/findAllByAdmin?reference=VD-G-PAGES-2');
    expect(pending).toMatchObject({ total: 1, totals: { succeededAmount: 0, succeededCount: 0 } });
    const none = await get('/api/transactions/findAllByAdmin?status=pending');
    expect(none).toMatchObject({ total: 1, totals: { succeededAmount: 0, succeededCount: 0 } });
  });
});

describe('isoTimestamp', () => {
  it('writes what Date#toISOString writes for PostgreSQL text, UTC or not', async () => {
    for (const text of [
      '2031-02-03 04:05:06.789999+00',
      '2031-02-03 04:05:06+00',
      '2031-02-03 04:05:06.7+00',
      '1999-12-31 23:59:59.000001+00',
      '2031-02-03 04:05:06.789+03',
      '2031-02-03 04:05:06.5-05:30',
    ]) {
      expect(isoTimestamp(text), text).toBe(new Date(text).toISOString());
    }
    expect(isoTimestamp(new Date('2031-02-03T04:05:06.789Z'))).toBe('2031-02-03T04:05:06.789Z');
    // What the server itself writes, whatever its session's time zone.
    const [row] = await rowsOf<{ t: string | Date }>(
      sql`select timestamptz '2031-02-03 04:05:06.789999+00' as t`,
    );
    expect(isoTimestamp(row!.t)).toBe('2031-02-03T04:05:06.789Z');
  });
});
