import { fillPlaceholders, Param, Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * What of drizzle this file relies on, pinned by packages/db/test/driver-drizzle.test.ts: the
 * dialect numbers a statement's parameters `$1..$n` in the order they appear, once each, and keeps
 * a `sql.placeholder` as a Placeholder in its params; `fillPlaceholders` puts values in their place.
 */
const dialect = new PgDialect();

/**
 * Names a value of a statement: the value itself, or, while a shape is built, a placeholder that
 * drizzle accepts wherever the value would go (typed as the value for the builders' sake).
 */
export type Bind = <T>(name: string, value: T) => T;

/** Writes values into the statement as they are (statements built on every call). */
export const inline: Bind = (_name, value) => value;

const placeholder: Bind = <T>(name: string) => sql.placeholder(name) as unknown as T;

/**
 * A parameter-free fragment rendered to text once, when the module loads, and reused as raw SQL.
 * Column and table names still come from the schema, but a hot query no longer walks them through
 * drizzle's builder on every request: rendering a list page's eleven-column select cost about
 * 140 µs of the server's CPU per request on the bench machine, the frozen text nothing.
 */
export function frozenSql(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error('a frozen SQL fragment cannot hold parameters');
  return sql.raw(text);
}

/** A statement's text cut at its parameters, and what goes in each: a placeholder's name or a constant. */
export interface CompiledShape {
  parts: string[];
  params: unknown[];
}

const PARAMETER = /\$(\d+)\b/g;

/** Renders a statement and cuts it at its parameters; refuses one not numbered `$1..$n` in order. */
export function compileShape(query: SQL): CompiledShape {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const parts = text.split(/\$\d+\b/);
  const numbers = [...text.matchAll(PARAMETER)].map((m) => Number(m[1]));
  // drizzle numbers parameters in the order they appear, once each; anything else (a `$` in
  // the text itself) would bind values to the wrong places.
  if (parts.length !== params.length + 1 || numbers.some((n, i) => n !== i + 1)) {
    throw new Error('a shaped statement must number its parameters $1..$n in order');
  }
  return { parts, params };
}

/**
 * Statements built once per shape (ADR 0025). A hot list's SQL depends only on which filters are
 * set, the sort, the page size and the paging kind; its values do not change the text. Building
 * the text through drizzle's query builder took about 80 µs of a list call's ~1 ms of server CPU
 * on the bench machine. Here the builder runs once per shape with `sql.placeholder(name)` for every
 * value; later calls put their values into the cached text. Bounded: past `max` shapes a new one
 * is built on every call, as before.
 */
export class ShapedStatements {
  private readonly compiled = new Map<string, CompiledShape>();

  constructor(readonly max = 512) {}

  /**
   * The statement of shape `key` with `values` bound. `build(bind)` must give the same text for
   * the same key whatever the values: every value goes through `bind(name, value)`.
   */
  statement(key: string, build: (bind: Bind) => SQL, values: Record<string, unknown>): SQL {
    let shape = this.compiled.get(key);
    if (!shape) {
      shape = compileShape(build(placeholder));
      if (this.compiled.size < this.max) this.compiled.set(key, shape);
    }
    const bound = fillPlaceholders(shape.params, values);
    const chunks: (SQL | Param)[] = [sql.raw(shape.parts[0]!)];
    for (let i = 0; i < bound.length; i++) {
      const param = shape.params[i];
      if (param instanceof Placeholder && !(param.name in values)) {
        throw new Error(`no value for ${param.name} in statement ${key}`);
      }
      chunks.push(new Param(bound[i]), sql.raw(shape.parts[i + 1]!));
    }
    return sql.join(chunks);
  }

  get size(): number {
    return this.compiled.size;
  }
}
