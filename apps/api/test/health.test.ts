import { type DbHandle, knownMigrations, sql } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { READY_CHECK_TIMEOUT_MS } from '../src/modules/system/health';
import { buildTestApp } from './helpers';

const ctx = await buildTestApp();
const newest = knownMigrations(ctx.config.MIGRATIONS_DIR).at(-1)!;

const extraApps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of extraApps) await app.close();
});

/** Another app over the same database, with something changed before it starts; its log lines in `logged`. */
const logged: Record<string, unknown>[] = [];
async function appWith(prepare: (app: FastifyInstance) => void, database: DbHandle = ctx.app.dbHandle) {
  const app = await buildApp({
    config: { ...ctx.config, LOG_LEVEL: 'info', LOG_FORMAT: 'json' },
    database,
    logStream: { write: (line) => void logged.push(JSON.parse(line)) },
  });
  prepare(app);
  await app.ready();
  extraApps.push(app);
  return app;
}

const ready = (app: FastifyInstance) => app.inject({ url: '/api/health/ready' });

describe('health endpoints', () => {
  it('answers liveness without the database', async () => {
    const stalled = await appWith(() => undefined, stalledDatabase());
    const res = await stalled.inject({ url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'live', uptimeSeconds: expect.any(Number) });
  });

  it('is ready with the database answering and the newest migration applied, listing each check', async () => {
    const res = await ready(ctx.app);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.status).toBe('ready');
    expect(body.checks.shutdown).toEqual({ status: 'pass' });
    expect(body.checks.database).toEqual({ status: 'pass', durationMs: expect.any(Number) });
    expect(body.checks.migrations).toEqual({ status: 'pass', code: newest.tag, database: newest.tag });
    // The job queue and the event listener's state are reported when the server has them.
    expect(['skipped', 'pass']).toContain(body.checks.jobs.status);
    expect(['skipped', 'pass']).toContain(body.checks.events.status);
  });

  it('keeps /api/health answering as before', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up', uptimeSeconds: expect.any(Number) });
  });

  it('is public and documented, and answers many polls without a rate limit', async () => {
    const doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/health/live'].get.security).toEqual([]);
    expect(doc.paths['/api/health/ready'].get.security).toEqual([]);
    expect(Object.keys(doc.paths['/api/health/ready'].get.responses)).toEqual(
      expect.arrayContaining(['200', '503']),
    );
    const statuses = new Set<number>();
    for (let i = 0; i < 150; i++) {
      statuses.add(
        (await ctx.app.inject({ url: '/api/health/live', remoteAddress: '10.77.0.1' })).statusCode,
      );
    }
    expect([...statuses]).toEqual([200]);
  });

  it('answers 503 while the server shuts down, though the database is fine', async () => {
    ctx.app.lifecycle.shuttingDown = true;
    try {
      const res = await ready(ctx.app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'not-ready',
        checks: { shutdown: { status: 'fail', detail: 'shutting-down' }, database: { status: 'pass' } },
      });
      expect((await ctx.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      ctx.app.lifecycle.shuttingDown = false;
    }
  });

  it('answers 503 when the database does not answer within the timeout', async () => {
    const stalled = await appWith(() => undefined, stalledDatabase());
    const started = Date.now();
    const res = await ready(stalled);
    expect(Date.now() - started).toBeLessThan(READY_CHECK_TIMEOUT_MS + 1500);
    expect(res.statusCode).toBe(503);
    expect(res.json().checks.database).toMatchObject({ status: 'fail', detail: 'database-timeout' });
    // The driver's own words go to the log, not to the public answer.
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: 'readiness check failing',
        check: 'database',
        reason: 'database-timeout',
        error: `the database did not answer within ${READY_CHECK_TIMEOUT_MS} ms`,
      }),
    );
  });

  it("names only a reason code when the database refuses, keeping the driver's text (host, port) in the log", async () => {
    const driverText = 'connect ECONNREFUSED 10.1.2.3:5432';
    const refusing = await appWith(() => undefined, failingDatabase(driverText));
    const res = await ready(refusing);
    expect(res.statusCode).toBe(503);
    expect(res.json().checks.database).toMatchObject({ status: 'fail', detail: 'database-unreachable' });
    expect(res.json().checks.migrations).toMatchObject({ status: 'fail', detail: 'database-unreachable' });
    expect(res.body).not.toContain('10.1.2.3');
    expect(logged).toContainEqual(
      expect.objectContaining({ check: 'database', reason: 'database-unreachable', error: driverText }),
    );
    // Polled again with the same fault: not logged again.
    const before = logged.length;
    await ready(refusing);
    expect(logged.slice(before).filter((l) => l.msg === 'readiness check failing')).toEqual([]);
  });

  it('answers 503 when the newest migration is not applied', async () => {
    const [row] = (
      (await ctx.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${newest.when} returning hash, created_at`,
      )) as { rows: { hash: string; created_at: string }[] }
    ).rows;
    try {
      const res = await ready(ctx.app);
      expect(res.statusCode).toBe(503);
      expect(res.json().checks.migrations).toMatchObject({
        status: 'fail',
        detail: 'migrations-behind',
        code: newest.tag,
        database: expect.not.stringMatching(newest.tag),
      });
    } finally {
      await ctx.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row!.hash}, ${row!.created_at})`,
      );
    }
    expect((await ready(ctx.app)).statusCode).toBe(200);
  });

  it('stays ready, with a warning, when a newer instance has migrated the database during a rolling deploy', async () => {
    const future = newest.when + 60_000;
    await ctx.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${'b'.repeat(64)}, ${future})`,
    );
    try {
      const res = await ready(ctx.app);
      expect(res.statusCode).toBe(200);
      expect(res.json().checks.migrations).toMatchObject({
        status: 'warn',
        detail: 'migrations-ahead',
        code: newest.tag,
      });
    } finally {
      await ctx.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${future}`);
    }
  });

  it('reads the job worker when a queue is registered: 503 while it is stopped', async () => {
    let running = true;
    const fake = { running: () => running, depth: async () => 7 };
    const withJobs = await appWith((app) => {
      // The queue plugin's own object when the app has one (its worker's state is what is read).
      if (app.hasDecorator('jobs')) Object.assign((app as unknown as { jobs: object }).jobs, fake);
      else app.decorate('jobs', fake as never);
    });
    const up = await ready(withJobs);
    expect(up.statusCode).toBe(200);
    expect(up.json().checks.jobs).toEqual({ status: 'pass', depth: 7 });
    running = false;
    const down = await ready(withJobs);
    expect(down.statusCode).toBe(503);
    expect(down.json().checks.jobs).toMatchObject({
      status: 'fail',
      detail: 'queue-stopped',
    });
  });
});

/** The test's database with every query hanging, as a black-holed database server would. */
function stalledDatabase(): DbHandle {
  const handle = ctx.app.dbHandle;
  const db = new Proxy(handle.db, {
    get: (target, key, receiver) =>
      key === 'execute' ? () => new Promise(() => undefined) : Reflect.get(target, key, receiver),
  });
  return { ...handle, db, migrationState: () => new Promise(() => undefined) };
}

/** The test's database with every query failing at once with the driver's `message`. */
function failingDatabase(message: string): DbHandle {
  const handle = ctx.app.dbHandle;
  const fail = () => Promise.reject(Object.assign(new Error(message), { code: 'ECONNREFUSED' }));
  const db = new Proxy(handle.db, {
    get: (target, key, receiver) => (key === 'execute' ? fail : Reflect.get(target, key, receiver)),
  });
  return { ...handle, db, migrationState: fail };
}

describe('shutdown settings', () => {
  const base = { DATA_DIR: ctx.config.DATA_DIR, JWT_SECRET: 'x'.repeat(40) };

  it('wait 5 s for load balancers in production and not at all in a demo, with 25 s for in-flight work', () => {
    const production = loadConfig({
      ...base,
      NODE_ENV: 'production',
      PAYMENT_SANDBOX: 'true',
      PAYMENT_SANDBOX_ACKNOWLEDGE: 'applicants-can-mark-paid-without-paying',
    });
    expect(production).toMatchObject({ SHUTDOWN_DELAY_MS: 5_000, SHUTDOWN_GRACE_MS: 25_000 });
    expect(loadConfig(base)).toMatchObject({ SHUTDOWN_DELAY_MS: 0, SHUTDOWN_GRACE_MS: 25_000 });
    expect(loadConfig({ ...base, SHUTDOWN_DELAY_MS: '1500', SHUTDOWN_GRACE_MS: '0' })).toMatchObject({
      SHUTDOWN_DELAY_MS: 1_500,
      SHUTDOWN_GRACE_MS: 0,
    });
  });

  it('refuse values that are not a number of milliseconds, naming both', () => {
    const error = (() => {
      try {
        loadConfig({ ...base, SHUTDOWN_DELAY_MS: 'soon', SHUTDOWN_GRACE_MS: '-1' });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems.join('\n')).toMatch(/SHUTDOWN_DELAY_MS[\s\S]*SHUTDOWN_GRACE_MS/);
  });
});
