import type { Db, DbHandle, Tx } from '@visadesk/db';
import pg from 'pg';

/** What pg-boss runs its SQL through (its `db` option and `send(…, { db })`). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

interface QueryClient {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * An executor bound to a Drizzle database or transaction, so a job is inserted by the same
 * connection and in the same transaction as the change that causes it: rolled back with it,
 * visible to workers only once it commits.
 *
 * Drizzle's `tx.execute(sql…)` renders its own parameters and cannot take pg-boss's `$1…$n`
 * text, so this reaches the client the transaction runs on: a pg `PoolClient` (node-postgres,
 * the connection holding the transaction) or PGlite's transaction object. Both answer
 * `query(text, values)` with `{ rows }`. Outside a transaction it is the pool or the PGlite
 * instance, which works the same.
 */
export function executorFor(dbOrTx: Db | Tx): SqlExecutor {
  const client = (dbOrTx as unknown as { session?: { client?: QueryClient } }).session?.client;
  if (!client || typeof client.query !== 'function')
    throw new Error('executorFor: not a Drizzle database or transaction on node-postgres or PGlite');
  return {
    async executeSql(text, values) {
      const { rows } = await client.query(text, values);
      return { rows };
    },
  };
}

/** A text that is one explicit transaction: `BEGIN; <body> COMMIT;` (pg-boss's locked commands). */
const EXPLICIT_TRANSACTION = /^\s*BEGIN\s*;([\s\S]*);\s*COMMIT\s*;?\s*$/i;

/** The queue's own executor and how to release it. */
export interface QueueConnection extends SqlExecutor {
  close(): Promise<void>;
}

/**
 * PostgreSQL: a small pool of its own, so polling workers never wait behind requests for one of
 * the app's connections (and a request burst cannot starve delivery). PGlite: the app's single
 * embedded connection, whose queries (and transactions) PGlite already runs one at a time;
 * pg-boss's schema creation and maintenance send several statements in one text, which only
 * PGlite's `exec` accepts, so text without parameters goes there.
 *
 * Every query in flight is tracked, so closing waits for the last one before the pool (or, after
 * the app, the PGlite instance) goes away.
 */
export function queueConnection(handle: DbHandle, poolSize: number): QueueConnection {
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    promise.then(
      () => inFlight.delete(promise),
      () => inFlight.delete(promise),
    );
    return promise;
  };
  const drain = async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };

  if (handle.driver === 'postgres') {
    if (!handle.connectionString) throw new Error('queueConnection: the PostgreSQL handle has no URL');
    // The app pool's connect timeout, keepalive and query timeouts: a database gone silent fails
    // the queue's queries instead of hanging its workers, and the shutdown that waits for them.
    const pool = new pg.Pool({
      ...(handle.clientConfig ?? { connectionString: handle.connectionString }),
      ...handle.queryTimeouts,
      max: poolSize,
      application_name: 'visadesk-jobs',
    });
    // A dropped idle connection is replaced on next use; without a listener pg would throw.
    pool.on('error', () => undefined);
    return {
      executeSql: (text, values) =>
        track(pool.query(text, values as unknown[] | undefined).then((r) => ({ rows: r.rows }))),
      async close() {
        await drain();
        await pool.end();
      },
    };
  }

  const pglite = handle.pglite;
  if (!pglite) throw new Error('queueConnection: the embedded handle has no PGlite instance');
  return {
    executeSql(text, values) {
      if (values && values.length > 0)
        return track(pglite.query<Record<string, unknown>>(text, values).then((r) => ({ rows: r.rows })));
      const explicit = EXPLICIT_TRANSACTION.exec(text);
      // pg-boss wraps schema changes and maintenance in `BEGIN; … COMMIT;`. On the one embedded
      // connection a statement failing in between would leave that transaction open and aborted
      // for every later query of the app, so the body runs in a PGlite transaction instead,
      // which rolls back on error.
      const run = explicit ? pglite.transaction((tx) => tx.exec(explicit[1] ?? '')) : pglite.exec(text);
      return track(run.then((results) => ({ rows: results.at(-1)?.rows ?? [] })));
    },
    close: drain,
  };
}
