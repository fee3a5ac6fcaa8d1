import { PGlite } from '@electric-sql/pglite';
import { eq, fillPlaceholders, Placeholder, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  compileShape,
  frozenSql,
  inlineBooleans,
  PREPARED_MARK,
  prepared,
  prepareMarkedQuery,
  ShapedStatements,
} from '../src/driver/index';
import { requests, visas } from '../src/schema/index';

// What the driver module (src/driver) relies on in drizzle-orm. Each test fails when an upgrade
// changes it, instead of lists silently running unnamed or binding values to the wrong places.
const dialect = new PgDialect();

/** A statement shaped like runList's requests page: filters, a keyset cursor, a written LIMIT, an offset. */
const listPage = (bind: <T>(name: string, value: T) => T) =>
  sql`select ${requests.id} from ${requests} where ${eq(requests.status, bind('status', 'Paid' as const))}
      and ${requests.searchText} LIKE '%' || vd_normalize(${bind('vd_search', 'ali')}) || '%'
      and (${requests.createdAt}, ${requests.id}) < (${bind('vd_after_value', '2026-01-01')}::timestamptz, ${bind('vd_after_id', 'x')}::uuid)
      order by ${requests.createdAt} desc limit ${sql.raw('11')} offset ${bind('vd_offset', 20)}`;

describe('drizzle, as the driver module uses it', () => {
  it('node-postgres: execute() calls query(config, values), the marked text first in config.text', async () => {
    const calls: unknown[][] = [];
    const client = {
      query: async (...args: unknown[]) => {
        calls.push(args);
        return { rows: [], fields: [] };
      },
    };
    await drizzlePg(client as unknown as pg.Pool).execute(
      prepared(sql`select ${1} as n where ${visas.isActive} = ${true}`),
    );
    expect(calls).toHaveLength(1);
    const [config, values] = calls[0] as [{ text: string }, unknown[]];
    // The pool names a statement by this text (prepareMarkedQuery): the mark must lead it.
    expect(config.text).toBe(`${PREPARED_MARK}select $1 as n where "visas"."is_active" = $2`);
    expect(values).toEqual([1, true]);
    const [named, inlined] = prepareMarkedQuery(calls[0]!) as [{ text: string; name: string }, unknown[]];
    expect(named.name).toMatch(/^vd_[0-9a-f]{32}$/);
    expect(named.text).toBe(`${PREPARED_MARK}select $1 as n where "visas"."is_active" = true`);
    expect(inlined).toEqual([1]);
  });

  it('numbers parameters $1..$n in order, keeping placeholders as Placeholder in params', () => {
    const { sql: text, params } = dialect.sqlToQuery(listPage((name) => sql.placeholder(name) as never));
    expect([...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]))).toEqual([1, 2, 3, 4, 5]);
    expect(params.every((p) => p instanceof Placeholder)).toBe(true);
    expect(params.map((p) => (p as Placeholder).name)).toEqual([
      'status',
      'vd_search',
      'vd_after_value',
      'vd_after_id',
      'vd_offset',
    ]);
    expect(text).toContain('limit 11 offset $5');
    expect(fillPlaceholders([params[0], 7], { status: 'Paid' })).toEqual(['Paid', 7]);
  });

  it('a shape compiled once binds later values where the builder put them', () => {
    const shape = compileShape(listPage((name) => sql.placeholder(name) as never));
    expect(shape.parts).toHaveLength(shape.params.length + 1);
    const statements = new ShapedStatements();
    const values = {
      status: 'Approved',
      vd_search: 'x',
      vd_after_value: 'v',
      vd_after_id: 'i',
      vd_offset: 40,
    };
    statements.statement('page', listPage, { ...values, vd_offset: 10 });
    const cached = dialect.sqlToQuery(statements.statement('page', listPage, values));
    const byName: Record<string, unknown> = values;
    const direct = dialect.sqlToQuery(listPage((name, value) => (byName[name] ?? value) as typeof value));
    expect(cached).toEqual(direct);
    // A `$` in the text itself would shift every value: refused.
    expect(() => compileShape(sql`select '$1', ${1}`)).toThrow(/\$1\.\.\$n/);
  });

  it('renders a frozen fragment without parameters, and refuses one with', () => {
    expect(dialect.sqlToQuery(frozenSql(sql`${visas.id} as "id"`)).sql).toBe('"visas"."id" as "id"');
    expect(() => frozenSql(sql`${visas.id} = ${1}`)).toThrow(/parameters/);
  });

  it('writes drizzle’s boolean parameters into the text, one text per combination', () => {
    const { sql: text, params } = dialect.sqlToQuery(
      sql`select 1 from ${visas} where ${eq(visas.isActive, true)} and ${eq(visas.isFeatured, false)} and ${eq(visas.type, 'work')}`,
    );
    expect(inlineBooleans(text, params)).toEqual({
      text: 'select 1 from "visas" where "visas"."is_active" = true and "visas"."is_featured" = false and "visas"."type" = $1',
      values: ['work'],
    });
  });

  it('PGlite runs a marked statement: it reads the mark as a comment', async () => {
    const client = await PGlite.create();
    try {
      const { rows } = await drizzlePglite(client).execute(prepared(sql`select ${41}::int + 1 as n`));
      expect(rows).toEqual([{ n: 42 }]);
    } finally {
      await client.close();
    }
  });
});
