import { type healthCheckSchema, healthLiveSchema, healthReadySchema } from '@visadesk/contract';
import { sql } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the shutdown (server.ts) before the server stops accepting: readiness then answers 503. */
    lifecycle: { shuttingDown: boolean };
  }
}

/** How long a readiness check waits for the database before calling it down. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

type Check = z.infer<typeof healthCheckSchema>;

/** The job queue's surface readiness reads, when the queue plugin is registered. */
interface JobsLike {
  running(): boolean;
  depth(): Promise<number>;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

async function timed(run: () => Promise<Check>): Promise<Check> {
  const started = performance.now();
  const check = await run();
  return { ...check, durationMs: Math.round((performance.now() - started) * 10) / 10 };
}

async function databaseCheck(app: FastifyInstance): Promise<Check> {
  return timed(async (): Promise<Check> => {
    try {
      await withTimeout(app.db.execute(sql`select 1`), READY_CHECK_TIMEOUT_MS, 'the database');
      return { status: 'pass' };
    } catch (err) {
      return { status: 'fail', detail: message(err) };
    }
  });
}

async function migrationsCheck(app: FastifyInstance): Promise<Check> {
  try {
    const state = await withTimeout(
      app.dbHandle.migrationState(),
      READY_CHECK_TIMEOUT_MS,
      'the migrations table',
    );
    const versions = { code: state.code.newest, database: state.database.newest };
    if (state.status === 'current') return { status: 'pass', ...versions };
    // A newer instance migrated the database during a rolling deploy: migrations are written to
    // keep older code working, so this instance keeps serving until it is replaced.
    if (state.status === 'ahead')
      return { status: 'warn', detail: 'the database is ahead of this code', ...versions };
    return { status: 'fail', detail: 'the newest migration is not applied', ...versions };
  } catch (err) {
    return { status: 'fail', detail: message(err) };
  }
}

async function jobsCheck(app: FastifyInstance): Promise<Check> {
  if (!app.hasDecorator('jobs')) return { status: 'skipped', detail: 'no job queue on this server' };
  const jobs = (app as unknown as { jobs: JobsLike }).jobs;
  if (!jobs.running()) return { status: 'fail', detail: 'the job worker is not running' };
  const depth = await withTimeout(jobs.depth(), READY_CHECK_TIMEOUT_MS, 'the job queue').catch(() => null);
  return { status: 'pass', depth };
}

function eventsCheck(app: FastifyInstance): Check {
  const listening = (app.eventHub as { listening?: unknown } | undefined)?.listening;
  if (typeof listening !== 'boolean') return { status: 'skipped' };
  // Streams resume from the events table once the listener is back; requests are unaffected.
  return listening
    ? { status: 'pass' }
    : { status: 'warn', detail: 'live events are not being received (reconnecting)' };
}

/**
 * `/api/health/live` answers 200 while the process serves; `/api/health/ready` answers 200 only
 * when this instance should get traffic (database answering, migrations current, job worker
 * running, not shutting down) and 503 otherwise, listing each check. Both are public and outside
 * every rate limit, so a load balancer can poll them freely.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.decorate('lifecycle', { shuttingDown: false });
  // While shutting down, every answer asks its client (or proxy) not to reuse the connection.
  app.addHook('onSend', async (_request, reply) => {
    if (app.lifecycle.shuttingDown) reply.header('connection', 'close');
  });

  app.get(
    '/api/health/live',
    {
      config: { auth: 'public', rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process is serving',
        response: { 200: healthLiveSchema },
      },
    },
    async () => ({ status: 'live' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/api/health/ready',
    {
      config: { auth: 'public', rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Readiness: database, migrations, job worker, not shutting down',
        response: { 200: healthReadySchema, 503: healthReadySchema },
      },
    },
    async (_request, reply) => {
      const shutdown: Check = app.lifecycle.shuttingDown
        ? { status: 'fail', detail: 'shutting down' }
        : { status: 'pass' };
      const [database, migrations, jobs] = await Promise.all([
        databaseCheck(app),
        migrationsCheck(app),
        jobsCheck(app),
      ]);
      const checks = { shutdown, database, migrations, jobs, events: eventsCheck(app) };
      const ready = Object.values(checks).every((c) => c.status !== 'fail');
      reply.header('cache-control', 'no-store');
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', checks });
    },
  );
};

export const healthRoutes = fp(routes, { name: 'health' });
