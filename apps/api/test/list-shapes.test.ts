import { REQUEST_SORT_FIELDS, REQUEST_STATUSES } from '@visadesk/contract';
import { and, type Bind, requests, ShapedStatements, sql } from '@visadesk/db';
import { PgDialect } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rareSearchWord, searchCondition, searchShape, searchValues } from '../src/lib/sql/list';
import {
  countsDimension,
  type RequestFilters,
  requestConditions,
  requestFilterShape,
} from '../src/modules/requests/filters';
import { seedListRows } from './application-fixtures';
import { buildTestApp } from './helpers';

// The requests list's statements are built once per shape and reused with other values
// (ADR 0025): a shape's key must tell apart every text, and the values must land where the
// builder put them.
const dialect = new PgDialect();
const text = (query: ReturnType<typeof sql>) => {
  const { sql: statement, params } = dialect.sqlToQuery(query);
  return { statement, params };
};
const uuid = fc.uuid({ version: 4 });
const filters = fc.record(
  {
    search: fc.oneof(
      fc.string({ minLength: 1, maxLength: 6 }),
      fc.constantFrom('مميزة رقم 4242', 'VD 2026-0004242 ali', '12 ab', '%_4 x'),
    ),
    status: fc.constantFrom(...REQUEST_STATUSES),
    visaId: uuid,
    destinationId: uuid,
    nationalityId: uuid,
    assignedAdminId: fc.oneof(fc.constant('none'), uuid),
    from: fc.constantFrom('2026-01-01', '2030-12-31'),
    to: fc.constantFrom('2026-06-30', '2031-01-01'),
  },
  { requiredKeys: [] },
);

describe('shaped statements', () => {
  it('give the text and values the builder gives, for every filter set, from one shared cache', () => {
    const statements = new ShapedStatements();
    const build = (f: RequestFilters, withStatus: boolean) => (bind: Bind) =>
      and(searchCondition(requests.searchText, f.search, bind), ...requestConditions(f, withStatus, bind)) ??
      sql`true`;
    fc.assert(
      fc.property(filters, fc.boolean(), (f, withStatus) => {
        const shape = requestFilterShape(f, withStatus);
        const values: Record<string, unknown> = { ...shape.values };
        Object.assign(values, searchValues(f.search));
        const key = `${shape.key}|${searchShape(f.search)}`;
        const shaped = text(statements.statement(key, build(f, withStatus), values));
        const direct = text(build(f, withStatus)((_name, value) => value));
        expect(shaped).toEqual(direct);
      }),
      { numRuns: 400 },
    );
    expect(statements.size).toBeGreaterThan(20);
  });

  it('asks the trigram index for the rarest-looking word of a phrase: the longest with a digit', () => {
    expect(rareSearchWord('مميزة رقم 4242')).toBe('4242');
    expect(rareSearchWord(' VD-2026-0004242  محمد ')).toBe('VD-2026-0004242');
    expect(rareSearchWord('A123 B12345 c')).toBe('B12345');
    // One word, no word with a digit, or only short ones: the whole phrase, as before.
    expect(rareSearchWord('4242')).toBeUndefined();
    expect(rareSearchWord('محمد علي')).toBeUndefined();
    expect(rareSearchWord('12 ab')).toBeUndefined();
    expect(searchShape('مميزة رقم 4242')).toBe('search-word');
    expect(searchShape('محمد')).toBe('search');
    expect(searchShape(undefined)).toBe('');
  });

  it('refuses a call missing a value its shape binds', () => {
    const statements = new ShapedStatements();
    const build = (bind: Bind) => sql`select 1 where ${requests.status} = ${bind('status', 'Paid')}`;
    expect(() => statements.statement('s', build, {})).toThrow(/status/);
  });

  it('past its cap builds each new shape on every call, with the right values', () => {
    const statements = new ShapedStatements(1);
    const build = (column: string) => (bind: Bind) => sql`select ${sql.raw(column)} = ${bind('v', 1)}`;
    statements.statement('a', build('a'), { v: 1 });
    const b = text(statements.statement('b', build('b'), { v: 2 }));
    expect(b).toEqual({ statement: 'select b = $1', params: [2] });
    expect(statements.size).toBe(1);
  });
});

// The requests' filters are declared once (modules/requests/filters.ts): the counts-table
// dimension a view reads is derived from the same declaration as its conditions and shape key.
describe('the requests filters declaration', () => {
  it('derives the counts dimension: at most one keyed filter, status aside, no dates or search', () => {
    const id = '6f1c1c3e-2f4b-4d7a-9a51-0c3f2d1e5b7a';
    expect(countsDimension({})).toEqual({ dimension: 'all', key: '' });
    expect(countsDimension({ status: 'Paid' })).toEqual({ dimension: 'all', key: '' });
    expect(countsDimension({ status: 'Paid', destinationId: id })).toEqual({
      dimension: 'destination',
      key: id,
    });
    expect(countsDimension({ nationalityId: id })).toEqual({ dimension: 'nationality', key: id });
    expect(countsDimension({ visaId: id })).toEqual({ dimension: 'visa', key: id });
    expect(countsDimension({ assignedAdminId: 'none' })).toEqual({ dimension: 'admin', key: 'none' });
    expect(countsDimension({ assignedAdminId: id })).toEqual({ dimension: 'admin', key: id });
    expect(countsDimension({ visaId: id, destinationId: id })).toBeUndefined();
    expect(countsDimension({ from: '2026-01-01' })).toBeUndefined();
    expect(countsDimension({ to: '2026-01-01', visaId: id })).toBeUndefined();
    expect(countsDimension({ search: 'ali' })).toBeUndefined();
  });

  it('keys a shape by the filters set, "no one assigned" apart, binding each value by its name', () => {
    expect(requestFilterShape({ status: 'Paid', assignedAdminId: 'none', to: '2026-01-01' })).toEqual({
      key: 'status,unassigned,to',
      values: { status: 'Paid', assignedAdminId: 'none', to: '2026-01-01' },
    });
    expect(requestFilterShape({ status: 'Paid', visaId: 'v' }, false)).toEqual({
      key: 'visaId',
      values: { visaId: 'v' },
    });
    expect(requestConditions({ status: 'Paid', visaId: 'v' }, false)).toHaveLength(1);
  });
});

// The same through the API: random filter sets, sorts, sizes and pages, each compared with a
// plain SQL reading of the rows; one app, so later calls reuse the shapes of earlier ones.
const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
const { auth, applicant, places, visa, admin, group } = await seedListRows(ctx, 'VD-G-SHAPES');
await ctx.db.execute(sql`
  insert into requests (reference, group_id, user_id, visa_id, destination_id, nationality_id, status,
                        full_name, price, travel_date, assigned_admin_id, created_at, updated_at)
  select 'VD-S-' || lpad(g::text, 3, '0'), ${group.id}::uuid, ${applicant.id}::uuid, ${visa.id}::uuid,
         (array[${places[0].id}::uuid, ${places[1].id}::uuid])[1 + g % 2],
         (array[${places[1].id}::uuid, ${places[0].id}::uuid])[1 + g % 3 % 2],
         (array['Paid','Approved','Requested','InProcess'])[1 + g % 4],
         (array['Ali Hassan','محمد علي','Sara Omar'])[1 + g % 3], 500 * (g % 5),
         case when g % 3 = 0 then null else date '2030-01-01' + (g % 4) end,
         case when g % 2 = 0 then ${admin.id}::uuid end,
         timestamptz '2026-03-01 10:00:00' + g * interval '1 day', timestamptz '2026-04-01'
  from generate_series(1, 40) g`);

const COLUMNS: Record<(typeof REQUEST_SORT_FIELDS)[number], string> = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  reference: 'reference',
  status: 'status',
  price: 'price',
  travelDate: 'travel_date',
};

describe('the requests list with shaped statements', () => {
  it('answers random filter sets, sorts and pages with the rows SQL finds, in order', async () => {
    const call = fc.record(
      {
        status: fc.constantFrom('Paid', 'Approved', 'Requested'),
        destinationId: fc.constantFrom(places[0].id, places[1].id),
        nationalityId: fc.constantFrom(places[0].id, places[1].id),
        assignedAdminId: fc.constantFrom('none', admin.id),
        // Phrases with a word looked up alone ('-003', 'S-012', 'S-001'), found and not found.
        search: fc.constantFrom('محمد', 'ali', 'VD-S-01', '-003 ali', 's-012 ALI hassan', 'S-001 ali'),
        from: fc.constantFrom('2026-03-10', '2026-03-25'),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        call,
        fc.constantFrom(...REQUEST_SORT_FIELDS),
        fc.boolean(),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 3 }),
        async (f, field, descending, limit, page) => {
          const sort = `${descending ? '-' : ''}${field}`;
          const query = new URLSearchParams({ ...f, sort, limit: String(limit), page: String(page) });
          const res = await ctx.app.inject({ url: `/api/requests/list?${query}`, headers: auth });
          expect(res.statusCode, res.body).toBe(200);
          const direction = sql.raw(descending ? 'desc' : 'asc');
          const column = sql.raw(COLUMNS[field]);
          const expected = (await ctx.db.execute(sql`
            select id from requests
            where (${f.status ?? null}::text is null or status = ${f.status ?? null})
              and (${f.destinationId ?? null}::uuid is null or destination_id = ${f.destinationId ?? null}::uuid)
              and (${f.nationalityId ?? null}::uuid is null or nationality_id = ${f.nationalityId ?? null}::uuid)
              and (${f.assignedAdminId ?? null}::text is null
                   or (${f.assignedAdminId ?? null} = 'none' and assigned_admin_id is null)
                   or assigned_admin_id::text = ${f.assignedAdminId ?? null})
              and (${f.search ?? null}::text is null or search_text like '%' || vd_normalize(${f.search ?? null}) || '%')
              and (${f.from ?? null}::date is null or created_at >= ${f.from ?? null}::date)
            order by ${column} ${direction}, id ${direction}
            limit ${limit} offset ${(page - 1) * limit}`)) as unknown as { rows: { id: string }[] };
          expect(res.json().items.map((i: { id: string }) => i.id)).toEqual(expected.rows.map((r) => r.id));
        },
      ),
      { numRuns: 60 },
    );
  });
});
