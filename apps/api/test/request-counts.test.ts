import { REQUEST_STATUSES, SEARCH_COUNT_WINDOW } from '@visadesk/contract';
import { countries, requestGroups, sql, visas } from '@visadesk/db';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from './application-fixtures';
import { adminHeaders, buildTestApp, createAdmin, createApplicant } from './helpers';

// The counts table (migration 0009) against the truth, `count(*) … group by`, for every
// dimension, after random inserts, status moves, reassignments and deletes.
const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
await seedCatalog(ctx); // seeds only an empty database: before any admin exists
const auth = await adminHeaders(ctx);
const applicant = await createApplicant(ctx);
const staff = [(await createAdmin(ctx)).id, (await createAdmin(ctx)).id];
const countryIds = (await ctx.db.select({ id: countries.id }).from(countries)).map((c) => c.id).slice(0, 4);
const visaIds = (await ctx.db.select({ id: visas.id }).from(visas)).map((v) => v.id).slice(0, 3);
const [group] = await ctx.db
  .insert(requestGroups)
  .values({ reference: 'VD-G-COUNTS', userId: applicant.id, visaId: visaIds[0]!, totalAmount: 0 })
  .returning();

type Db = typeof ctx.db;

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Both sides as sorted `dimension key status n` lines, zero counts left out. */
async function countsAndTruth(db: Db = ctx.db) {
  const kept = await rowsOf<{ line: string }>(
    db,
    sql`select dimension || ' ' || key || ' ' || status || ' ' || n as line
        from request_status_counts where n <> 0 order by 1`,
  );
  const truth = await rowsOf<{ line: string }>(
    db,
    sql`select dimension || ' ' || key || ' ' || status || ' ' || n as line from (
          select k.dimension, k.key, r.status, count(*) as n
          from requests r cross join lateral (values
            ('all', ''), ('destination', r.destination_id::text), ('nationality', r.nationality_id::text),
            ('visa', r.visa_id::text), ('admin', coalesce(r.assigned_admin_id::text, 'none'))) k(dimension, key)
          group by 1, 2, 3) t order by 1`,
  );
  return { kept: kept.map((r) => r.line), truth: truth.map((r) => r.line) };
}

const statusArb = fc.constantFrom(...REQUEST_STATUSES);
const pick = <T>(values: T[]) => fc.integer({ min: 0, max: values.length - 1 }).map((i) => values[i]!);
const adminArb = fc.option(pick(staff), { nil: null });
const newRow: fc.Arbitrary<NewRow> = fc.record({
  status: statusArb,
  destination: pick(countryIds),
  nationality: pick(countryIds),
  visa: pick(visaIds),
  admin: adminArb,
});

interface NewRow {
  status: string;
  destination: string;
  nationality: string;
  visa: string;
  admin: string | null;
}
type Command =
  | { kind: 'insert'; rows: NewRow[] }
  | { kind: 'status'; every: number; status: string }
  | { kind: 'assign'; every: number; admin: string | null }
  | { kind: 'move'; every: number; destination: string; visa: string }
  | { kind: 'delete'; every: number };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), rows: fc.array(newRow, { minLength: 1, maxLength: 6 }) }),
  fc.record({
    kind: fc.constant('status' as const),
    every: fc.integer({ min: 1, max: 4 }),
    status: statusArb,
  }),
  fc.record({ kind: fc.constant('assign' as const), every: fc.integer({ min: 1, max: 4 }), admin: adminArb }),
  fc.record({
    kind: fc.constant('move' as const),
    every: fc.integer({ min: 1, max: 4 }),
    destination: pick(countryIds),
    visa: pick(visaIds),
  }),
  fc.record({ kind: fc.constant('delete' as const), every: fc.integer({ min: 2, max: 5 }) }),
);

let serial = 0;
/** Each command is ONE statement, touching one or many rows (every n-th row by reference). */
async function run(db: Db, c: Command) {
  const some = (every: number) => sql`(abs(hashtext(id::text)) % ${every}) = 0`;
  switch (c.kind) {
    case 'insert': {
      const values = c.rows.map(
        (r) =>
          sql`(${`VD-T-${++serial}-${Math.random()}`}, ${group!.id}::uuid, ${applicant.id}::uuid, ${r.visa}::uuid,
               ${r.destination}::uuid, ${r.nationality}::uuid, ${r.status}, 1000, ${r.admin}::uuid)`,
      );
      await db.execute(sql`insert into requests (reference, group_id, user_id, visa_id, destination_id,
        nationality_id, status, price, assigned_admin_id) values ${sql.join(values, sql`, `)}`);
      return;
    }
    case 'status':
      await db.execute(sql`update requests set status = ${c.status} where ${some(c.every)}`);
      return;
    case 'assign':
      await db.execute(sql`update requests set assigned_admin_id = ${c.admin}::uuid where ${some(c.every)}`);
      return;
    case 'move':
      await db.execute(
        sql`update requests set destination_id = ${c.destination}::uuid, visa_id = ${c.visa}::uuid, full_name = 'moved'
            where ${some(c.every)}`,
      );
      return;
    case 'delete':
      await db.execute(sql`delete from requests where ${some(c.every)}`);
      return;
  }
}

describe('request status counts (migration 0009)', () => {
  it('equal count(*) group by for every dimension after random statements, including rolled-back ones', async () => {
    // Every run starts by adding one row in each status, so random deletes cannot leave the
    // property comparing an empty table; the richest state it compared is checked at the end.
    const eachStatus: Command = {
      kind: 'insert',
      rows: REQUEST_STATUSES.map((status, i) => ({
        status,
        destination: countryIds[i % countryIds.length]!,
        nationality: countryIds[(i + 1) % countryIds.length]!,
        visa: visaIds[i % visaIds.length]!,
        admin: i % 2 === 0 ? staff[0]! : null,
      })),
    };
    let richest = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(commandArb, { minLength: 1, maxLength: 8 }),
        fc.array(commandArb, { minLength: 1, maxLength: 4 }),
        async (commands, undone) => {
          for (const c of [eachStatus, ...commands]) await run(ctx.db, c);
          // A transaction that fails after changing rows leaves the counts as they were.
          const before = await countsAndTruth();
          richest = Math.max(richest, before.truth.length);
          await expect(
            ctx.db.transaction(async (tx) => {
              for (const c of undone) await run(tx as unknown as Db, c);
              throw new Error('roll back');
            }),
          ).rejects.toThrow('roll back');
          const after = await countsAndTruth();
          expect(after.kept).toEqual(after.truth);
          expect(after.kept).toEqual(before.kept);
        },
      ),
      { numRuns: 25 },
    );
    // The property ran over real data: many rows in several statuses and dimensions.
    expect(richest).toBeGreaterThan(10);
  });

  it('sees changes inside the transaction that makes them', async () => {
    await ctx.db.transaction(async (tx) => {
      await run(tx as unknown as Db, {
        kind: 'insert',
        rows: [
          {
            status: 'Paid',
            destination: countryIds[0]!,
            nationality: countryIds[1]!,
            visa: visaIds[0]!,
            admin: null,
          },
        ],
      });
      const inside = await countsAndTruth(tx as unknown as Db);
      expect(inside.kept).toEqual(inside.truth);
    });
  });

  it('empties with TRUNCATE and serves the list from the table', async () => {
    await ctx.db.execute(sql`truncate requests cascade`);
    expect((await countsAndTruth()).kept).toEqual([]);
    await run(ctx.db, {
      kind: 'insert',
      rows: [
        {
          status: 'Paid',
          destination: countryIds[0]!,
          nationality: countryIds[1]!,
          visa: visaIds[0]!,
          admin: null,
        },
        {
          status: 'Paid',
          destination: countryIds[0]!,
          nationality: countryIds[1]!,
          visa: visaIds[1]!,
          admin: staff[0]!,
        },
        {
          status: 'Approved',
          destination: countryIds[2]!,
          nationality: countryIds[1]!,
          visa: visaIds[1]!,
          admin: null,
        },
      ],
    });
    const list = async (query: string) =>
      (await ctx.app.inject({ url: `/api/requests/list?${query}`, headers: auth })).json();
    const all = await list('');
    expect(all).toMatchObject({ total: 3, totalCapped: false });
    expect(all.statusCounts).toMatchObject({ Paid: 2, Approved: 1, Requested: 0 });
    const destination = await list(`destinationId=${countryIds[0]}&status=Paid`);
    expect(destination).toMatchObject({ total: 2, statusCounts: { Paid: 2, Approved: 0 } });
    expect((await list('assignedAdminId=none')).statusCounts).toMatchObject({ Paid: 1, Approved: 1 });
    expect((await list(`assignedAdminId=${staff[0]}`)).statusCounts).toMatchObject({ Paid: 1, Approved: 0 });
    // Two filters together are counted from the rows, still exactly when few match.
    const both = await list(`destinationId=${countryIds[0]}&visaId=${visaIds[1]}`);
    expect(both).toMatchObject({ total: 1, totalCapped: false, statusCounts: { Paid: 1, Approved: 0 } });
  });

  it('gives a search past SEARCH_COUNT_WINDOW a capped total and no status counts', async () => {
    const many = Array.from({ length: SEARCH_COUNT_WINDOW + 20 }, (_, i) => (i % 2 ? 'Paid' : 'Approved'));
    await ctx.db.execute(sql`insert into requests (reference, group_id, user_id, visa_id, destination_id,
        nationality_id, status, price, full_name)
      select 'VD-S-' || g, ${group!.id}::uuid, ${applicant.id}::uuid, ${visaIds[0]}::uuid, ${countryIds[0]}::uuid,
             ${countryIds[1]}::uuid, case when g % 2 = 1 then 'Approved' else 'Paid' end, 1000, 'محمد علي'
      from generate_series(1, ${many.length}) g`);
    const search = (q: string) =>
      ctx.app.inject({ url: `/api/requests/list?search=${encodeURIComponent(q)}`, headers: auth });
    const common = (await search('محمد')).json();
    expect(common).toMatchObject({ total: SEARCH_COUNT_WINDOW, totalCapped: true, statusCounts: null });
    expect(common.items).toHaveLength(10);
    const last = many.length; // VD-S-520 is no prefix of another reference
    const one = (await search(`VD-S-${last}`)).json();
    expect(one.statusCounts).toMatchObject({ [many[last - 1]!]: 1 });
    expect(Object.values(one.statusCounts).reduce((a: number, b) => a + (b as number), 0)).toBe(1);
    expect(one).toMatchObject({ total: 1, totalCapped: false });
  });

  it('counts a selective search from its complete first page as the count statement does', async () => {
    await ctx.db.execute(sql`insert into requests (reference, group_id, user_id, visa_id, destination_id,
        nationality_id, status, price, full_name)
      select 'VD-P-' || g, ${group!.id}::uuid, ${applicant.id}::uuid, ${visaIds[0]}::uuid, ${countryIds[0]}::uuid,
             ${countryIds[1]}::uuid, (array['Paid','Approved','Requested'])[1 + g % 3], 1000, 'Sara Omar'
      from generate_series(1, 12) g`);
    // "VD-P-1" matches VD-P-1 and VD-P-10..12: two Approved, one Requested, one Paid.
    const list = async (query: string) => {
      const res = await ctx.app.inject({ url: `/api/requests/list?search=VD-P-1&${query}`, headers: auth });
      expect(res.statusCode, res.body).toBe(200);
      const { total, totalCapped, statusCounts, items } = res.json();
      return { counts: { total, totalCapped, statusCounts }, shown: items.length as number };
    };
    const expected = { total: 4, totalCapped: false, statusCounts: { Paid: 1, Approved: 2, Requested: 1 } };
    // The whole match on the first page (rows 4 of 10, or exactly 4): its rows give the counts.
    for (const limit of [10, 4]) {
      const { counts, shown } = await list(`limit=${limit}`);
      expect(shown).toBe(4);
      expect(counts).toMatchObject(expected);
      expect(Object.values(counts.statusCounts).reduce((a: number, b) => a + (b as number), 0)).toBe(4);
    }
    // A first page with more after it, and a second page: the count statement, the same numbers.
    expect((await list('limit=3')).counts).toEqual((await list('limit=10')).counts);
    expect((await list('limit=2&page=2')).counts).toEqual((await list('limit=10')).counts);
    // A status filter keeps the count statement too: the chips count the other statuses.
    expect((await list('status=Paid')).counts).toMatchObject({
      total: 1,
      statusCounts: expected.statusCounts,
    });
  });
});
