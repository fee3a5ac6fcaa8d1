import pg from 'pg';
import { prepareMarkedQuery } from './prepared-statements';

/**
 * What of node-postgres this file relies on beyond its documented API, each pinned by
 * packages/db/test/driver-pg.test.ts: `pg.Pool.prototype.query` (patched here, so marked statements
 * are named), a borrowed client's own `query`/`release` (wrapped), and the private
 * `Client#_getActiveQuery` (is the connection still busy with a query it gave up on?).
 */
type ConnectCallback = Parameters<pg.Pool['connect']>[0] & {};

/** Whether a client is still running a query; pg keeps it private (`_getActiveQuery`). */
export function hasActiveQuery(client: pg.ClientBase): boolean {
  return !!(client as unknown as { _getActiveQuery(): unknown })._getActiveQuery();
}

/**
 * A pool whose borrowed connections cannot leak or crash the process when the server goes away
 * while they are out: a connection that ends (or errors) while borrowed is handed back at once as
 * broken, a later release is then a no-op, and one still busy with a query the driver gave up on
 * is closed rather than reused. (drizzle's transaction does not release a connection whose BEGIN
 * failed, and a borrowed connection has no 'error' listener of its own.)
 *
 * Statements marked with `prepared()` are named, so the server keeps them parsed (and planned) per
 * connection, with their boolean values in the text (inlineBooleans); both the pool's own query()
 * and a borrowed client's (transactions) name them.
 */
export class GuardedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then(guardBorrowed);
  }
}

const poolQuery = pg.Pool.prototype.query as (...args: unknown[]) => unknown;
GuardedPool.prototype.query = function namedPoolQuery(this: pg.Pool, ...args: unknown[]) {
  return poolQuery.apply(this, prepareMarkedQuery(args));
} as typeof pg.Pool.prototype.query;

function guardBorrowed(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  const query = client.query;
  let released = false;
  const lost = (err?: Error) => {
    if (released) return;
    released = true;
    client.off('end', onEnd);
    client.off('error', lost);
    client.query = query;
    release.call(client, err ?? new Error('database connection lost'));
  };
  const onEnd = () => lost();
  client.once('end', onEnd);
  client.on('error', lost);
  // The driver gave up waiting (query_timeout): the connection is closed at once, so the
  // ROLLBACK that follows fails fast instead of waiting behind the silent query.
  client.query = function guardedQuery(this: pg.PoolClient, ...args: unknown[]) {
    const result = (query as (...a: unknown[]) => unknown).apply(this, prepareMarkedQuery(args));
    if (result instanceof Promise) {
      result.catch((err: unknown) => {
        if (err instanceof Error && err.message === 'Query read timeout') lost(err);
      });
    }
    return result;
  } as typeof client.query;
  client.release = ((err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('end', onEnd);
    client.off('error', lost);
    client.query = query;
    // Handed back while still busy (a query the driver stopped waiting for): closed, not reused,
    // or every later query would queue behind one that never ends.
    const busy = hasActiveQuery(client);
    release.call(client, err || (busy ? new Error('connection busy with an abandoned query') : undefined));
  }) as typeof client.release;
  return client;
}
