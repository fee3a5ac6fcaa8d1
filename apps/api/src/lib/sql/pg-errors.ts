/** The SQLSTATE of a database error, whether the driver or drizzle's wrapper threw it. */
export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  if (typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  if (typeof e?.cause?.code === 'string') return e.cause.code;
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
/** A row an `ON DELETE RESTRICT` key still points at: PostgreSQL 16+ (and PGlite) raise this, not 23503. */
export const RESTRICT_VIOLATION = '23001';

/** Socket errors of a database connection that could not be made or was lost. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that say the server is going away, not accepting connections, or gave up on a
 * statement: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300
 * too_many_connections, 57014 query_canceled (statement_timeout), and class 08 (connection exception).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** What node-postgres and its pool say when a connection could not be made or died under a query. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  'Client was closed and is not queryable',
  'timeout expired',
  'database connection lost',
];

export interface DatabaseFault {
  /** An errno (ECONNRESET), a SQLSTATE (57P01) or a short name of the driver's message. */
  reason: string;
}

/**
 * Whether an error (or any error in its `cause` chain, as drizzle wraps the driver's) means the
 * database could not be reached or the connection dropped, rather than that the query was wrong.
 * Only the code or the driver's fixed message is returned: never the query or its values.
 */
export function databaseFault(error: unknown): DatabaseFault | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (code && CONNECTION_ERRNOS.has(code)) return { reason: code };
    if (code && /^[0-9A-Z]{5}$/.test(code) && (UNAVAILABLE_STATES.has(code) || code.startsWith('08'))) {
      return { reason: code };
    }
    const message = typeof e.message === 'string' ? e.message : '';
    const known = CONNECTION_MESSAGES.find((m) => message.includes(m));
    // drizzle's wrapper repeats the query in its message; only the driver's own error counts.
    if (known && !message.startsWith('Failed query')) return { reason: known };
    // An AggregateError (a host with several addresses, all refused).
    if (Array.isArray(e.errors)) {
      for (const inner of e.errors) {
        const fault = databaseFault(inner);
        if (fault) return fault;
      }
    }
    current = e.cause;
  }
  return undefined;
}

/** Seconds a client should wait before retrying while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;
