import { withoutJit } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers';

// The pool's connections run without JIT (ADR 0024): PostgreSQL compiled the dashboard's per-day
// subqueries for 150 ms to run them in 7.
describe('the pool connection string', () => {
  it('adds -c jit=off to the startup options, after any the URL already has', () => {
    const plain = new URL(withoutJit('postgres://app:p%40ss@db.internal:5432/visadesk?sslmode=require'));
    expect(plain.searchParams.get('options')).toBe('-c jit=off');
    expect(plain.searchParams.get('sslmode')).toBe('require');
    expect(plain.password).toBe('p%40ss');
    expect(plain.host).toBe('db.internal:5432');

    const own = new URL(withoutJit('postgres://app@db/visadesk?options=-c%20work_mem%3D8MB'));
    expect(own.searchParams.get('options')).toBe('-c work_mem=8MB -c jit=off');
  });

  it('leaves a string that is not a URL as it is', () => {
    expect(withoutJit('host=/var/run/postgresql dbname=visadesk')).toBe(
      'host=/var/run/postgresql dbname=visadesk',
    );
  });
});

const onPostgres = process.env.VISADESK_TEST_DRIVER === 'postgres';

describe.runIf(onPostgres)('pooled connections on PostgreSQL', async () => {
  const ctx = await buildTestApp();
  const pool = ctx.app.dbHandle.pool!;

  it('run with JIT off on every connection, the server default being on', async () => {
    const clients = await Promise.all(Array.from({ length: 3 }, () => pool.connect()));
    try {
      for (const client of clients) {
        expect((await client.query<{ jit: string }>('show jit')).rows[0]?.jit).toBe('off');
        // RESET (as exports do after their own SET) returns to the connection's start value.
        await client.query('set jit = on');
        await client.query('reset jit');
        expect((await client.query<{ jit: string }>('show jit')).rows[0]?.jit).toBe('off');
      }
      const server = await clients[0]!.query<{ boot_val: string }>(
        `select boot_val from pg_settings where name = 'jit'`,
      );
      expect(server.rows[0]?.boot_val).toBe('on');
    } finally {
      for (const client of clients) client.release();
    }
  });
});
