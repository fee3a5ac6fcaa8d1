import { ErrorCode } from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { defaultMaxHeapUsedBytes, OVERLOAD_RETRY_AFTER_SECONDS } from '../src/plugins/overload';
import { buildTestApp } from './helpers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps the event loop busy in slices of `sliceMs` for `totalMs`, as a CPU-bound burst would. */
async function busyFor(totalMs: number, sliceMs = 150) {
  const until = Date.now() + totalMs;
  while (Date.now() < until) {
    const slice = Date.now() + sliceMs;
    while (Date.now() < slice) {
      // spin
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const PUBLIC_ROUTE = '/api/countries/complete-list';

function expectShed(res: Awaited<ReturnType<FastifyInstance['inject']>>) {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.headers['retry-after']).toBe(String(OVERLOAD_RETRY_AFTER_SECONDS));
  expect(res.json()).toEqual({
    statusCode: 503,
    code: ErrorCode.OVERLOADED,
    message: 'The server is overloaded; try again shortly',
    requestId: res.headers['x-request-id'],
  });
}

// Each app measures its own limits; all are built before the tests (the loop must be idle then).
const [heapBound, loopBound, production, freshStart, freshHeapBound] = await Promise.all([
  // A 1-byte heap limit: always over it from the first sample (taken every second) on.
  buildTestApp({ MAX_HEAP_USED_BYTES: '1' }),
  buildTestApp({ MAX_EVENT_LOOP_DELAY_MS: '50' }),
  // The production limits (the test helper turns shedding off unless a test sets them).
  buildTestApp({ MAX_EVENT_LOOP_DELAY_MS: '1000', MAX_HEAP_USED_BYTES: String(defaultMaxHeapUsedBytes()) }),
  buildTestApp({ MAX_EVENT_LOOP_DELAY_MS: '50' }),
  buildTestApp({ MAX_EVENT_LOOP_DELAY_MS: '50', MAX_HEAP_USED_BYTES: '1' }),
]);

describe('load shedding', () => {
  it('answers 503 OVERLOADED with Retry-After while the heap is over its limit, never to health checks', async () => {
    const { app } = heapBound;
    await sleep(1_300);
    expectShed(await app.inject({ url: PUBLIC_ROUTE }));
    expectShed(await app.inject({ method: 'POST', url: '/api/auth/loginAdmin', payload: {} }));
    expect(app.shedCounts.get('heapUsedBytes')).toBeGreaterThanOrEqual(2);
    // Load balancers and orchestrators keep their answers: live stays 200, readiness tells the truth.
    expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('sheds while the event loop lags, and serves again once it has caught up', async () => {
    const { app } = loopBound;
    await sleep(1_200);
    expect((await app.inject({ url: PUBLIC_ROUTE })).statusCode).toBe(200);
    // 2.5 s of work in 150 ms slices, so that the last one-second sample before it ends (taken
    // every second, however the timers drift) saw only late ticks, each about 150 ms late.
    await busyFor(2_500);
    expectShed(await app.inject({ url: PUBLIC_ROUTE }));
    expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    // The next sample sees an idle loop again.
    await sleep(2_200);
    expect((await app.inject({ url: PUBLIC_ROUTE })).statusCode).toBe(200);
    expect(app.shedCounts.get('eventLoopDelay')).toBeGreaterThanOrEqual(1);
  });

  it('sheds nothing under an ordinary load with the production limits', async () => {
    const { app } = production;
    const statuses: number[] = [];
    const until = Date.now() + 2_500;
    while (Date.now() < until) {
      const batch = await Promise.all(
        Array.from({ length: 20 }, () => app.inject({ url: PUBLIC_ROUTE }).then((r) => r.statusCode)),
      );
      statuses.push(...batch);
      await sleep(20);
    }
    expect(statuses.length).toBeGreaterThan(100);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect([...app.shedCounts.values()]).toEqual([]);
  });

  it("does not shed a fresh instance's first requests for the work of its own start", async () => {
    const { app } = freshStart;
    // A start's blocking work between ready and listening (server.ts migrates, seeds, then listens):
    // the samples taken meanwhile see only late ticks.
    await busyFor(2_500);
    await app.listen({ port: 0, host: '127.0.0.1' });
    await freshHeapBound.app.listen({ port: 0, host: '127.0.0.1' });
    // Right after listening (when a deploy's readiness check passes) the public routes answer.
    expect((await app.inject({ url: PUBLIC_ROUTE })).statusCode).toBe(200);
    expect([...app.shedCounts.values()]).toEqual([]);
    // The grace covers the loop's measures only: a heap over its limit still sheds.
    expectShed(await freshHeapBound.app.inject({ url: PUBLIC_ROUTE }));
    expect([...freshHeapBound.app.shedCounts.keys()]).toEqual(['heapUsedBytes']);
    // The grace lasts two samples: a lag while serving sheds again.
    await sleep(2_100);
    await busyFor(2_500);
    expectShed(await app.inject({ url: PUBLIC_ROUTE }));
  });
});
