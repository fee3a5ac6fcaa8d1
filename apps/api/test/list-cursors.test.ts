import { encodeCursor, REQUEST_SORT_FIELDS } from '@visadesk/contract';
import { sql } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { seedListRows } from './application-fixtures';
import { buildTestApp } from './helpers';

// Keyset paging (`after` / `nextCursor`, ADR 0014) over rows whose sort values repeat.
const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
const { auth, applicant, places, visa, group } = await seedListRows(ctx, 'VD-G-CURSOR');
const [country] = places;

// 23 requests sharing a few values of every sort column (and NULL travel dates), with timestamps
// microseconds apart, which JavaScript dates cannot tell apart.
await ctx.db.execute(sql`
  insert into requests (reference, group_id, user_id, visa_id, destination_id, nationality_id, status,
                        price, travel_date, created_at, updated_at)
  select 'VD-C-' || lpad((g % 5)::text, 2, '0') || '-' || g, ${group.id}::uuid, ${applicant.id}::uuid,
         ${visa.id}::uuid, ${country.id}::uuid, ${country.id}::uuid,
         (array['Paid','Approved','Requested'])[1 + g % 3], 1000 * (g % 4),
         case when g % 3 = 0 then null else date '2030-01-01' + (g % 2) end,
         timestamptz '2026-01-01 10:00:00.000001' + (g % 3) * interval '1 microsecond',
         timestamptz '2026-01-02 10:00:00'
  from generate_series(1, 23) g`);

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

const COLUMNS: Record<(typeof REQUEST_SORT_FIELDS)[number], string> = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  reference: 'reference',
  status: 'status',
  price: 'price',
  travelDate: 'travel_date',
};

async function walk(path: string, query: string, limit: number) {
  const seen: string[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const url = `${path}?${query}&limit=${limit}${after ? `&after=${after}` : ''}`;
    const res = await ctx.app.inject({ url, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { items: { id: string }[]; nextCursor: string | null };
    seen.push(...body.items.map((i) => i.id));
    after = body.nextCursor;
    if (!after) return seen;
    expect(body.items).toHaveLength(limit);
  }
  throw new Error('the walk did not end');
}

describe('keyset paging with after', () => {
  for (const field of REQUEST_SORT_FIELDS) {
    for (const sort of [field, `-${field}`]) {
      it(`walks every request exactly once in ${sort} order`, async () => {
        const dir = sort.startsWith('-') ? sql.raw('desc') : sql.raw('asc');
        const expected = (
          await rowsOf<{ id: string }>(
            sql`select id from requests order by ${sql.raw(COLUMNS[field])} ${dir}, id ${dir}`,
          )
        ).map((r) => r.id);
        expect(expected).toHaveLength(23);
        const walked = await walk('/api/requests/list', `sort=${sort}`, 4);
        expect(walked).toEqual(expected);
        // The first page by cursor is the first page by number.
        const first = (
          await ctx.app.inject({ url: `/api/requests/list?sort=${sort}&limit=4`, headers: auth })
        ).json();
        expect(first.items.map((i: { id: string }) => i.id)).toEqual(expected.slice(0, 4));
      });
    }
  }

  it('walks under a filter, and the last page has no cursor', async () => {
    const expected = (
      await rowsOf<{ id: string }>(sql`select id from requests where status = 'Paid' order by price, id`)
    ).map((r) => r.id);
    expect(await walk('/api/requests/list', 'status=Paid&sort=price', 3)).toEqual(expected);
    const exact = await ctx.app.inject({
      url: `/api/requests/list?status=Paid&limit=${expected.length}`,
      headers: auth,
    });
    expect(exact.json().nextCursor).toBeNull();
  });

  it('walks a list that loads rows by id (countries, whose seeded rows share created_at)', async () => {
    const expected = (
      await rowsOf<{ id: string }>(
        sql`select id from countries where is_active order by created_at desc, id desc`,
      )
    ).map((r) => r.id);
    const walked = await walk('/api/countries/list', 'sort=-createdAt&isActive=true', 7);
    expect(walked).toEqual(expected);
  });
});

describe('a bad after', () => {
  const id = '5d8f7c1e-0f1a-4b7e-9c3d-2a1b0c9d8e7f';
  const cases: [string, string][] = [
    ['not base64url', 'sort=-createdAt&after=abc!def'],
    ['base64url of no JSON', `sort=-createdAt&after=${Buffer.from('hello').toString('base64url')}`],
    ['JSON of another shape', `sort=-createdAt&after=${Buffer.from('{"a":1}').toString('base64url')}`],
    [
      'an id that is no uuid',
      `sort=-createdAt&after=${encodeCursor({ s: '-createdAt', v: '2026-01-01 10:00:00+00', i: id }).slice(0, -4)}AAAA`,
    ],
    [
      'a cursor of another sort',
      `sort=price&after=${encodeCursor({ s: '-createdAt', v: '2026-01-01 10:00:00+00', i: id })}`,
    ],
    [
      'a tampered timestamp',
      `sort=-createdAt&after=${encodeCursor({ s: '-createdAt', v: '2026-13-45 99:00:00+00', i: id })}`,
    ],
    [
      'text for a number',
      `sort=price&after=${encodeCursor({ s: 'price', v: "1'; drop table requests; --", i: id })}`,
    ],
    ['a number past integer', `sort=price&after=${encodeCursor({ s: 'price', v: '99999999999', i: id })}`],
    [
      'NULL for a column that has none',
      `sort=createdAt&after=${encodeCursor({ s: 'createdAt', v: null, i: id })}`,
    ],
    ['NUL in text', `sort=reference&after=${encodeCursor({ s: 'reference', v: 'VD\u0000', i: id })}`],
    [
      'a cursor with a page',
      `page=2&after=${encodeCursor({ s: '-createdAt', v: '2026-01-01 10:00:00+00', i: id })}`,
    ],
    ['a cursor too long', `after=${'A'.repeat(2000)}`],
  ];
  for (const [name, query] of cases) {
    it(`is a 400 on after: ${name}`, async () => {
      const res = await ctx.app.inject({ url: `/api/requests/list?${query}`, headers: auth });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
      expect(res.json().message[0]).toMatch(/^querystring\.after: /);
    });
  }

  it('accepts a well-formed cursor for a nullable column, and other lists validate it the same way', async () => {
    const ok = await ctx.app.inject({
      url: `/api/requests/list?sort=travelDate&after=${encodeCursor({ s: 'travelDate', v: null, i: id })}`,
      headers: auth,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const bad = await ctx.app.inject({
      url: `/api/countries/list?sort=nameEn&after=${encodeCursor({ s: '-createdAt', v: 'x', i: id })}`,
      headers: auth,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message[0]).toMatch(/^querystring\.after: /);
  });
});
