import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { adminHeaders, buildTestApp } from './helpers';

const TOKEN = 'metrics-token-0123456789abcdef';
const ctx = await buildTestApp({ METRICS_TOKEN: TOKEN });
const other = await buildTestApp({ METRICS_TOKEN: TOKEN });
const off = await buildTestApp();
const onPostgres = process.env.VISADESK_TEST_DRIVER === 'postgres';

async function scrape(app = ctx.app) {
  const res = await app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

/** The value of the sample whose name and labels are given (labels in any order), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe('metrics endpoint', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const res = await off.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a short token at start', () => {
    const env = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: ctx.config.DATA_DIR };
    expect(() => loadConfig({ ...env, METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16/,
    );
  });

  it('answers 401 without the token or with a wrong one, and never sheds or rate-limits it', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await ctx.app.inject({
        url: '/api/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('counts requests and their durations by route pattern, never by raw URL', async () => {
    const headers = await adminHeaders(ctx);
    const ids = [randomUUID(), randomUUID()];
    for (const id of ids) {
      expect((await ctx.app.inject({ url: `/api/countries/one/${id}`, headers })).statusCode).toBe(404);
    }
    for (let i = 0; i < 3; i++) {
      expect((await ctx.app.inject({ url: '/api/countries/complete-list' })).statusCode).toBe(200);
    }
    expect((await ctx.app.inject({ url: `/api/no-such/${ids[0]}` })).statusCode).toBe(404);
    const text = await scrape();
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    const list = { method: 'GET', route: '/api/countries/complete-list' };
    expect(sample(text, 'http_requests_total', { ...list, status: '200' })).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_count', list)).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...list, le: '+Inf' })).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_sum', list)).toBeGreaterThan(0);
    const one = { method: 'GET', route: '/api/countries/one/:id' };
    expect(sample(text, 'http_requests_total', { ...one, status: '404' })).toBe(2);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(sample(text, 'http_errors_total', { route: '/api/countries/one/:id', code: 'NOT_FOUND' })).toBe(2);
    expect(sample(text, 'http_errors_total', { route: 'unmatched', code: 'NOT_FOUND' })).toBe(1);
    for (const id of ids) expect(text).not.toContain(id);
    // Each app keeps its own registry: the other app saw none of these requests.
    expect(
      sample(await scrape(other.app), 'http_requests_total', { ...list, status: '200' }),
    ).toBeUndefined();
  });

  it('reports process metrics, the job queue, event streams and (on PostgreSQL) the pool', async () => {
    const text = await scrape();
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'job_queue_depth')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'event_stream_clients')).toBe(0);
    if (onPostgres) {
      expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'db_pool_waiting_requests')).toBe(0);
      expect(sample(text, 'db_pool_max_connections')).toBeGreaterThan(0);
    } else {
      // The embedded database has no pool.
      expect(text).not.toContain('db_pool_');
    }
  });

  it('counts open event streams', async () => {
    const address = await ctx.app.listen({ port: onPostgres ? 4353 : 4303, host: '127.0.0.1' });
    const headers = await adminHeaders(ctx);
    const controllers = [new AbortController(), new AbortController()];
    for (const controller of controllers) {
      const res = await fetch(`${address}/api/events/stream`, { headers, signal: controller.signal });
      expect(res.status).toBe(200);
    }
    expect(sample(await scrape(), 'event_stream_clients')).toBe(2);
    controllers[0]!.abort();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sample(await scrape(), 'event_stream_clients')).toBe(1);
    controllers[1]!.abort();
  });

  it('counts the queued jobs', async () => {
    const before = sample(await scrape(), 'job_queue_depth')!;
    // A queue defined after the workers started has no worker here: its jobs stay queued.
    await ctx.app.jobs.define(
      'metrics-test',
      { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 60 },
      async () => undefined,
    );
    await ctx.app.jobs.enqueueNow('metrics-test', { n: 1 });
    await ctx.app.jobs.enqueueNow('metrics-test', { n: 2 });
    expect(sample(await scrape(), 'job_queue_depth')).toBe(before + 2);
  });

  it('leaves the queue depth out of a scrape when the queue does not answer in time, rather than repeat an old value', async () => {
    expect(sample(await scrape(), 'job_queue_depth')).toBeGreaterThanOrEqual(0);
    const jobs = ctx.app.jobs as unknown as { depth(): Promise<number> };
    const depth = jobs.depth;
    jobs.depth = () => new Promise<number>(() => undefined);
    try {
      const text = await scrape();
      expect(sample(text, 'job_queue_depth')).toBeUndefined();
      // The rest of the scrape is there.
      expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    } finally {
      jobs.depth = depth;
    }
    expect(sample(await scrape(), 'job_queue_depth')).toBeGreaterThanOrEqual(0);
  });
});
