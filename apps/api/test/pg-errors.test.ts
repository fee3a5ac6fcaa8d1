import { ErrorCode } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { databaseFault } from '../src/lib/sql/pg-errors';
import { toApiError } from '../src/plugins/errors';

const pgError = (code: string, message = 'server says no') => Object.assign(new Error(message), { code });
/** drizzle's wrapper: the query and its values in the message, the driver's error as the cause. */
const wrapped = (cause: unknown) =>
  Object.assign(
    new Error('Failed query: select * from users where email = $1\nparams: someone@example.com'),
    {
      cause,
    },
  );

describe('database faults', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['a reset connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['a timed out connection', Object.assign(new Error('connect ETIMEDOUT'), { code: 'ETIMEDOUT' })],
    ['a connection dropped mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['a connection that went silent', new Error('Query read timeout')],
    ['an administrator shutdown (57P01)', pgError('57P01')],
    ['a crash shutdown (57P02)', pgError('57P02')],
    ['a server starting up (57P03)', pgError('57P03')],
    ['too many connections (53300)', pgError('53300')],
    ['a connection exception (08006)', pgError('08006')],
    ['a statement timeout (57014)', pgError('57014')],
    [
      'a host whose addresses all refused',
      new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]),
    ],
  ])('%s is a 503 DATABASE_UNAVAILABLE with Retry-After, wrapped or not', (_name, error) => {
    for (const thrown of [error, wrapped(error)]) {
      expect(databaseFault(thrown)).toBeDefined();
      const body = toApiError(thrown);
      expect(body).toMatchObject({ statusCode: 503, code: ErrorCode.DATABASE_UNAVAILABLE });
      expect(Number(body.headers?.['retry-after'])).toBeGreaterThan(0);
      expect(JSON.stringify(body)).not.toContain('someone@example.com');
    }
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['a syntax error', pgError('42601')],
    ['a plain bug', new TypeError('x is undefined')],
    ['a wrapped unique violation', wrapped(pgError('23505', 'duplicate key'))],
  ])('%s is not', (_name, error) => {
    expect(databaseFault(error)).toBeUndefined();
    expect(toApiError(error).statusCode).not.toBe(503);
  });

  // The query's own text (user data) never decides: only the driver's error does.
  it('does not match a failed query whose text says "Connection terminated"', () => {
    const error = new Error('Failed query: insert into notes values ($1)\nparams: Connection terminated');
    expect(databaseFault(error)).toBeUndefined();
  });
});
