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

const MAX_REMEMBERED = 2_000;
const names = new Map<string, string>();

/** The statement's name: a hash of its text, so equal texts share one and different texts never do. */
function statementName(text: string): string {
  const known = names.get(text);
  if (known) return known;
  const name = `vd_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`;
  if (names.size < MAX_REMEMBERED) names.set(text, name);
  return name;
}

/** A pg query config as given to `query()`: named when marked and not named already. */
export function nameMarkedStatement<T>(config: T): T & { name?: string } {
  const unchanged = config as T & { name?: string };
  if (typeof config !== 'object' || config === null) return unchanged;
  const query = config as { text?: unknown; name?: unknown };
  if (query.name || typeof query.text !== 'string' || !query.text.startsWith(PREPARED_MARK)) return unchanged;
  return { ...config, name: statementName(query.text) };
}
