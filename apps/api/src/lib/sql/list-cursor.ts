import { decodeCursor, isStorableText, type ListCursor } from '@visadesk/contract';
import { type Bind, type SQL, sql } from '@visadesk/db';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../http/errors';

// Keyset cursors of every list (ADR 0014): validated before any SQL, then one index range.

/** SQL types a cursor value may hold, checked before PostgreSQL sees them (a bad cast would be a 500). */
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([+-]\d{2}(:\d{2}){0,2})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDay(y: string, m: string, d: string) {
  const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return (
    day.getUTCFullYear() === Number(y) &&
    day.getUTCMonth() === Number(m) - 1 &&
    day.getUTCDate() === Number(d)
  );
}

function valueFits(sqlType: string, value: string): boolean {
  if (sqlType.startsWith('timestamp')) {
    const m = TIMESTAMP.exec(value);
    return (
      !!m && validDay(m[1]!, m[2]!, m[3]!) && Number(m[4]) < 24 && Number(m[5]) < 60 && Number(m[6]) < 60
    );
  }
  if (sqlType === 'date') {
    const m = DATE.exec(value);
    return !!m && validDay(m[1]!, m[2]!, m[3]!);
  }
  if (sqlType === 'integer' || sqlType === 'smallint') {
    return /^-?\d{1,10}$/.test(value) && Math.abs(Number(value)) <= 2_147_483_647;
  }
  if (sqlType === 'bigint') return /^-?\d{1,18}$/.test(value);
  if (sqlType.startsWith('numeric')) return /^-?\d{1,30}(\.\d{1,30})?$/.test(value);
  if (sqlType === 'boolean') return value === 'true' || value === 'false';
  if (sqlType === 'uuid')
    return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
  if (sqlType === 'text' || sqlType.startsWith('varchar')) return isStorableText(value);
  return false;
}

/**
 * The rows after the cursor's row in the list's order. PostgreSQL sorts NULLs last going up and
 * first going down, so a nullable column needs the NULL side spelled out; otherwise the row
 * comparison `(column, id) > (value, id)` is one index range.
 */
export function keysetCondition(
  column: AnyPgColumn,
  idColumn: AnyPgColumn,
  descending: boolean,
  cursor: ListCursor,
  bind: Bind,
): SQL {
  const type = sql.raw(column.getSQLType());
  const idType = sql.raw(idColumn.getSQLType());
  const id = sql`${bind('vd_after_id', cursor.i)}::${idType}`;
  const beyond = descending ? sql`<` : sql`>`;
  if (cursor.v === null) {
    // Going up the NULLs come last: only later ids among them. Going down they came first:
    // later ids among them, then every non-NULL value.
    return descending
      ? sql`((${column} IS NULL AND ${idColumn} < ${id}) OR ${column} IS NOT NULL)`
      : sql`(${column} IS NULL AND ${idColumn} > ${id})`;
  }
  const after = sql`(${column}, ${idColumn}) ${beyond} (${bind('vd_after_value', cursor.v)}::${type}, ${id})`;
  return !column.notNull && !descending ? sql`(${after} OR ${column} IS NULL)` : after;
}

export function readCursor(
  after: string,
  sort: string,
  column: AnyPgColumn,
  idColumn: AnyPgColumn,
): ListCursor {
  const cursor = decodeCursor(after);
  const fits =
    cursor &&
    cursor.s === sort &&
    valueFits(idColumn.getSQLType(), cursor.i) &&
    (cursor.v === null ? !column.notNull : valueFits(column.getSQLType(), cursor.v));
  if (!fits) {
    throw badRequest([
      'querystring.after: is not a cursor from this list and sort (use nextCursor as given, with the same sort)',
    ]);
  }
  return cursor;
}
