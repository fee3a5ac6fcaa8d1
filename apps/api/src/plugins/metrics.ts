import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@visadesk/contract';
import { endpoints } from '@visadesk/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '../lib/http/errors';
import { toApiError } from './errors';
import { routeLabel } from './request-context';

const systemTable = endpoints.system;

/** Seconds: from a cached read (a few ms) to a large export or a slow provider call. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** How long a scrape waits for the job queue's depth before leaving it out. */
const QUEUE_DEPTH_TIMEOUT_MS = 2_000;

interface JobsLike {
  depth(): Promise<number>;
}

/** Compares digests in constant time: the answer's timing tells nothing about a guessed token. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Prometheus metrics at `/api/metrics`, only when METRICS_TOKEN is set (otherwise the route does
 * not exist: 404) and only for `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise). Each app
 * has a registry of its own. Requests are labelled by route pattern (`/api/requests/:id`, or
 * `unmatched`), never by raw URL, so ids in paths cannot multiply the series.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const token = app.config.METRICS_TOKEN;
    if (!token) return;
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to the end of its answer, by method and route pattern',
      labelNames: ['method', 'route'] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    const errors = new Counter({
      name: 'http_errors_total',
      help: "Requests answered with an error, by route pattern and the error body's code",
      labelNames: ['route', 'code'] as const,
      registers: [registry],
    });
    new Counter({
      name: 'http_requests_shed_total',
      help: 'Requests answered 503 OVERLOADED, by the measure over its limit',
      labelNames: ['reason'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [reason, count] of app.shedCounts ?? []) this.inc({ reason }, count);
      },
    });
    new Gauge({
      name: 'event_stream_clients',
      help: 'Open back-office event streams on this instance',
      registers: [registry],
      collect() {
        this.set(app.eventHub?.size ?? 0);
      },
    });
    const pool = app.dbHandle.pool;
    if (pool) {
      new Gauge({
        name: 'db_pool_connections',
        help: 'Connections of the database pool: all open ones, and the idle among them',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
        },
      });
      new Gauge({
        name: 'db_pool_waiting_requests',
        help: 'Queries waiting for a free connection of the database pool',
        registers: [registry],
        collect() {
          this.set(pool.waitingCount);
        },
      });
      new Gauge({
        name: 'db_pool_max_connections',
        help: 'Size of the database pool (DATABASE_POOL_SIZE)',
        registers: [registry],
        collect() {
          this.set(pool.options.max ?? 0);
        },
      });
    }
    new Gauge({
      name: 'job_queue_depth',
      help: 'Jobs waiting or being retried in the queue (mails, …)',
      registers: [registry],
      async collect() {
        // Read at scrape time: the queue plugin registers after this one.
        if (!app.hasDecorator('jobs')) return;
        const jobs = (app as unknown as { jobs: JobsLike }).jobs;
        const depth = await withTimeout(
          jobs.depth().catch(() => undefined),
          QUEUE_DEPTH_TIMEOUT_MS,
        );
        // No answer in time: no sample at all, rather than the last scrape's value as if current.
        if (depth === undefined) this.remove();
        else this.set(depth);
      },
    });

    app.addHook('onError', async (request, _reply, error) => {
      errors.inc({ route: routeLabel(request), code: toApiError(error).code });
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = routeLabel(request);
      requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      // 404s of unknown routes never reach onError.
      if (reply.statusCode === 404 && route === 'unmatched') {
        errors.inc({ route, code: ErrorCode.NOT_FOUND });
      }
    });

    app.get(
      systemTable.metrics.path,
      { config: { auth: 'public', rateLimit: false }, schema: { hide: true } },
      async (request, reply) => {
        if (!tokenMatches(request.headers.authorization, token)) {
          throw new AppError(401, ErrorCode.UNAUTHORIZED, 'Missing or invalid metrics token', {
            'www-authenticate': 'Bearer realm="metrics"',
          });
        }
        reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
        return registry.metrics();
      },
    );
  },
  { name: 'metrics', dependencies: ['request-context'] },
);
