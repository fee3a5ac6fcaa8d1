import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The leading comment that asks for a server-side prepared statement. PostgreSQL then parses a hot
 * list query once per connection and, when its plan does not depend on the values, plans it once
 * too: planning a list page's select took as long as running it (about 0.7 ms of the database's
 * CPU per request at a million requests; ADR 0023). PGlite reads it as a comment.
 */
export const PREPARED_MARK = '/*vd:prepared*/ ';

/**
 * Marks a statement whose text has a bounded number of shapes (values as parameters, never
 * inlined): each distinct text becomes one named statement on every pooled connection that runs it.
 */
export function prepared(query: SQL): SQL {
  return sql`${sql.raw(PREPARED_MARK)}${query}`;
}

/**
 * Most distinct texts one process names. Each named text stays prepared on every connection that
 * ran it until the connection closes, so the names are capped: past the cap a new text runs
 * unnamed (parsed and planned each time, as any other statement), however many filter shapes,
 * page sizes and sorts the callers combine.
 */
export const MAX_NAMED_STATEMENTS = 256;

/** The texts named so far and their names: a hash of the text, so equal texts share one. */
export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(readonly max = MAX_NAMED_STATEMENTS) {}

  nameFor(text: string): string | undefined {
    const known = this.names.get(text);
    if (known) return known;
    if (this.names.size >= this.max) return undefined;
    const name = `vd_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`;
    this.names.set(text, name);
    return name;
  }

  get size(): number {
    return this.names.size;
  }
}

const shared = new StatementNames();

const PARAMETER = /\$(\d+)\b/g;

/**
 * A marked statement with its boolean values written into the text as `true`/`false` and the other
 * parameters renumbered. PostgreSQL plans a named statement for any values after five runs (its
 * generic plan): with `is_featured = $2` that plan cannot use a partial index `WHERE is_featured`
 * and guesses each condition's share from defaults, so a count of active featured visas over a million
 * rows became a 90 ms sequential scan instead of a 2 ms index scan. Each combination of booleans
 * is its own text instead (two per boolean filter), planned for what it asks. Texts whose
 * parameters are not drizzle's $1..$n, each once and in order, are left as they are.
 */
export function inlineBooleans(
  text: string,
  values: readonly unknown[],
): { text: string; values: unknown[] } {
  const unchanged = { text, values: [...values] };
  if (!values.some((v) => typeof v === 'boolean')) return unchanged;
  const numbers = [...text.matchAll(PARAMETER)].map((m) => Number(m[1]));
  if (numbers.length !== values.length || numbers.some((n, i) => n !== i + 1)) return unchanged;
  const kept: unknown[] = [];
  const inlined = text.replace(PARAMETER, (_token, n: string) => {
    const value = values[Number(n) - 1];
    if (typeof value === 'boolean') return String(value);
    kept.push(value);
    return `$${kept.length}`;
  });
  return { text: inlined, values: kept };
}

/**
 * The arguments of a pg `query(config, values)` call for a marked statement: booleans written into
 * the text (inlineBooleans), then named (nameMarkedStatement). Anything else is passed as it is.
 */
export function prepareMarkedQuery(args: unknown[], names = shared): unknown[] {
  const [config, second, ...rest] = args;
  if (typeof config !== 'object' || config === null) return args;
  const query = config as { text?: unknown; values?: unknown; name?: unknown };
  if (query.name || typeof query.text !== 'string' || !query.text.startsWith(PREPARED_MARK)) return args;
  if (Array.isArray(second)) {
    const { text, values } = inlineBooleans(query.text, second);
    return [nameMarkedStatement({ ...config, text }, names), values, ...rest];
  }
  // The values inside the config (pg's other calling convention), or none at all.
  const inlined = Array.isArray(query.values) ? inlineBooleans(query.text, query.values) : {};
  return [nameMarkedStatement({ ...config, ...inlined }, names), ...args.slice(1)];
}

/** A pg query config as given to `query()`: named when marked, not named already and under the cap. */
export function nameMarkedStatement<T>(config: T, names = shared): T & { name?: string } {
  const unchanged = config as T & { name?: string };
  if (typeof config !== 'object' || config === null) return unchanged;
  const query = config as { text?: unknown; name?: unknown };
  if (query.name || typeof query.text !== 'string' || !query.text.startsWith(PREPARED_MARK)) return unchanged;
  const name = names.nameFor(query.text);
  return name ? { ...config, name } : unchanged;
}
