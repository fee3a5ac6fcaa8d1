import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import { ErrorCode } from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/http/errors';

/** What a shed request's `Retry-After` asks for. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 10;

/**
 * Never shed: load balancers and orchestrators poll these, and an overloaded instance that stops
 * answering liveness gets killed (losing its in-flight work) while one that fails readiness
 * everywhere at once takes the whole service out. Metrics stay readable so operators see why.
 */
const NEVER_SHED = new Set(['/api/health', '/api/health/live', '/api/health/ready', '/api/metrics']);

/** The measures of the event loop, sampled over the last interval (see the start's grace below). */
const LOOP_MEASURES = new Set(['eventLoopDelay', 'eventLoopUtilization']);

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests shed since start, by the measure that was over its limit (read by the metrics). */
    shedCounts: Map<string, number>;
  }
}

/** The heap limit used when MAX_HEAP_USED_BYTES is not set: 90% of what V8 may grow to. */
export const defaultMaxHeapUsedBytes = () => Math.floor(getHeapStatistics().heap_size_limit * 0.9);

/**
 * Load shedding (@fastify/under-pressure): once a second it samples the event-loop delay, the
 * heap and, when set, the event-loop utilization; while one is over its limit, every new request
 * except the probes above is answered at once with 503 `OVERLOADED` and `Retry-After`, instead of
 * queueing behind the work the process cannot finish (latency growing without bound).
 */
export const overloadPlugin = fp(
  async (app: FastifyInstance, options: { sampleIntervalMs?: number }) => {
    const { config } = app;
    const shedCounts = new Map<string, number>();
    app.decorate('shedCounts', shedCounts);
    let lastWarning = 0;
    const sampleInterval = options.sampleIntervalMs ?? 1_000;
    const maxHeapUsedBytes = config.MAX_HEAP_USED_BYTES ?? defaultMaxHeapUsedBytes();
    // The event loop's delay and utilization are sampled over the last interval, and the first
    // samples after a start hold the start's own blocking work (loading modules, migrating,
    // seeding: seconds on a slow machine). Judged by them, a fresh instance would shed its first
    // requests right after it reports ready. So the loop's measures count only from two intervals
    // after the app is ready and after it listens, once every sample read was taken while serving.
    let loopCountsFrom = Number.POSITIVE_INFINITY;
    const armLoopMeasures = async () => {
      loopCountsFrom = Date.now() + 2 * sampleInterval;
    };
    app.addHook('onReady', armLoopMeasures);
    app.addHook('onListen', armLoopMeasures);
    await app.register(underPressure, {
      maxEventLoopDelay: config.MAX_EVENT_LOOP_DELAY_MS ?? (config.NODE_ENV === 'test' ? 0 : 1_000),
      maxHeapUsedBytes,
      maxEventLoopUtilization: config.MAX_EVENT_LOOP_UTILIZATION,
      // Over the last sample interval, not averaged since the start.
      eventLoopUtilizationMode: 'interval',
      sampleInterval,
      // A promise: resolved lets the request through, rejected answers it through the error handler
      // (the contract's error body with the request id).
      pressureHandler: async (request, _reply, measure, measured) => {
        if (NEVER_SHED.has(request.routeOptions.url ?? '')) return;
        let type = measure;
        let value = measured;
        if (LOOP_MEASURES.has(type) && Date.now() < loopCountsFrom) {
          // under-pressure stops at the first measure over its limit: the heap (0 = unchecked) is
          // checked here.
          const { heapUsed } = app.memoryUsage();
          if (maxHeapUsedBytes <= 0 || heapUsed <= maxHeapUsedBytes) return;
          type = 'heapUsedBytes';
          value = heapUsed;
        }
        shedCounts.set(type, (shedCounts.get(type) ?? 0) + 1);
        if (Date.now() - lastWarning > 10_000) {
          lastWarning = Date.now();
          request.log.warn({ overload: type, value }, 'overloaded: shedding requests');
        }
        throw new AppError(503, ErrorCode.OVERLOADED, 'The server is overloaded; try again shortly', {
          'retry-after': String(OVERLOAD_RETRY_AFTER_SECONDS),
        });
      },
    });
  },
  { name: 'overload' },
);
