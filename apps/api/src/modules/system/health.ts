import type { healthCheckSchema } from '@visadesk/contract';
import { endpoints } from '@visadesk/contract/endpoints';
import { sql } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

const systemTable = endpoints.system;

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

class CheckTimeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new CheckTimeout(`${what} did not answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Readiness is public, so a check that fails names only one of these reason codes in `detail`;
 * the error's own text (a host and port, an authentication failure) goes to the log.
 */
type Reason =
  | 'shutting-down'
  | 'database-timeout'
  | 'database-unreachable'
  | 'migrations-behind'
  | 'migrations-ahead'
  | 'queue-stopped'
  | 'no-queue'
  | 'events-reconnecting';

/** Records why a check failed: logged once for each new error text, answered as a reason code. */
type Failed = (check: string, err: unknown) => Check;

const reasonOf = (err: unknown): Reason =>
  err instanceof CheckTimeout ? 'database-timeout' : 'database-unreachable';

async function timed(run: () => Promise<Check>): Promise<Check> {
  const started = performance.now();
  const check = await run();
  return { ...check, durationMs: Math.round((performance.now() - started) * 10) / 10 };
}

async function databaseCheck(app: FastifyInstance, failed: Failed): Promise<Check> {
  return timed(async (): Promise<Check> => {
    try {
      await withTimeout(app.db.execute(sql`select 1`), READY_CHECK_TIMEOUT_MS, 'the database');
      return { status: 'pass' };
    } catch (err) {
      return failed('database', err);
    }
  });
}

async function migrationsCheck(app: FastifyInstance, failed: Failed): Promise<Check> {
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
    if (state.status === 'ahead') return { status: 'warn', detail: 'migrations-ahead', ...versions };
    return { status: 'fail', detail: 'migrations-behind', ...versions };
  } catch (err) {
    return failed('migrations', err);
  }
}

async function jobsCheck(app: FastifyInstance): Promise<Check> {
  if (!app.hasDecorator('jobs')) return { status: 'skipped', detail: 'no-queue' satisfies Reason };
  const jobs = (app as unknown as { jobs: JobsLike }).jobs;
  if (!jobs.running()) return { status: 'fail', detail: 'queue-stopped' satisfies Reason };
  const depth = await withTimeout(jobs.depth(), READY_CHECK_TIMEOUT_MS, 'the job queue').catch(() => null);
  return { status: 'pass', depth };
}

function eventsCheck(app: FastifyInstance): Check {
  const listening = (app.eventHub as { listening?: unknown } | undefined)?.listening;
  if (typeof listening !== 'boolean') return { status: 'skipped' };
  // Streams resume from the events table once the listener is back; requests are unaffected.
  return listening ? { status: 'pass' } : { status: 'warn', detail: 'events-reconnecting' satisfies Reason };
}

/**
 * `/api/health/live` answers 200 while the process serves; `/api/health/ready` answers 200 only
 * when this instance should get traffic (database answering, migrations current, job worker
 * running, not shutting down) and 503 otherwise, listing each check. Both are public and outside
 * every rate limit, so a load balancer can poll them freely.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.decorate('lifecycle', { shuttingDown: false });
  // The last error text logged per check: a load balancer polls every few seconds, and one
  // outage is worth one line (again when the error changes, and after the check passed again).
  const logged = new Map<string, string>();
  const failed: Failed = (check, err) => {
    const reason = reasonOf(err);
    const error = message(err);
    if (logged.get(check) !== error) {
      logged.set(check, error);
      app.log.warn({ check, reason, error }, 'readiness check failing');
    }
    return { status: 'fail', detail: reason };
  };
  // While shutting down, every answer asks its client (or proxy) not to reuse the connection.
  app.addHook('onSend', async (_request, reply) => {
    if (app.lifecycle.shuttingDown) reply.header('connection', 'close');
  });

  app.get(
    systemTable.healthLive.path,
    {
      config: { auth: 'public', rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process is serving',
        response: systemTable.healthLive.responses,
      },
    },
    async () => ({ status: 'live' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    systemTable.healthReady.path,
    {
      config: { auth: 'public', rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Readiness: database, migrations, job worker, not shutting down',
        response: systemTable.healthReady.responses,
      },
    },
    async (_request, reply) => {
      const shutdown: Check = app.lifecycle.shuttingDown
        ? { status: 'fail', detail: 'shutting-down' satisfies Reason }
        : { status: 'pass' };
      const [database, migrations, jobs] = await Promise.all([
        databaseCheck(app, failed),
        migrationsCheck(app, failed),
        jobsCheck(app),
      ]);
      const checks = { shutdown, database, migrations, jobs, events: eventsCheck(app) };
      if (database.status === 'pass') logged.delete('database');
      if (migrations.status !== 'fail') logged.delete('migrations');
      const ready = Object.values(checks).every((c) => c.status !== 'fail');
      reply.header('cache-control', 'no-store');
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', checks });
    },
  );
};

export const healthRoutes = fp(routes, { name: 'health' });
