/**
 * The job queue's costs on both databases (docs/decisions/0017-job-queue.md):
 *   npx tsx apps/api/bench/jobs.ts                       # PGlite in memory
 *   BENCH_DATABASE_URL=postgres://… npx tsx apps/api/bench/jobs.ts   # also a scratch PostgreSQL database
 * Prints pg-boss's start (schema creation) time, enqueue latency outside and inside a transaction,
 * how fast one worker drains the queue with a no-op handler, and on PostgreSQL two workers
 * sharing the queue (every job must run exactly once).
 */
import { createDb, createScratchDatabase, type DbHandle } from '@visadesk/db';
import { JobQueue } from '../src/jobs/queue';

const N = Number(process.env.BENCH_JOBS ?? 500);
const silent = { info() {}, warn() {}, error() {} };
const options = { pollSeconds: 0.5, poolSize: 2, stopTimeoutMs: 5_000, log: silent };
const queueOptions = { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 60 };

const ms = (n: number) => `${n.toFixed(2)} ms`;
const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

async function timeEach(n: number, run: (i: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await run(i);
    times.push(performance.now() - t);
  }
  return `mean ${ms(mean(times))}, p99 ${ms(pct(times, 99))}`;
}

async function waitUntil(check: () => boolean, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function bench(label: string, open: () => Promise<DbHandle>, shared: boolean) {
  const handle = await open();
  await handle.migrate();
  console.log(`\n## ${label}`);
  const runs = new Map<number, number>();
  const handler = async (job: { data: { n: number } }) => {
    runs.set(job.data.n, (runs.get(job.data.n) ?? 0) + 1);
  };
  const queue = new JobQueue(handle, options);
  let t = performance.now();
  await queue.start();
  console.log(`pg-boss start, creating its schema: ${ms(performance.now() - t)}`);
  await queue.define('bench.noop', queueOptions, handler);

  console.log(
    `enqueue outside a transaction (${N}): ${await timeEach(N, (i) => queue.enqueueNow('bench.noop', { n: i }))}`,
  );
  console.log(
    `enqueue in a transaction beside one query (${N}): ${await timeEach(N, (i) =>
      handle.db.transaction(async (tx) => {
        await tx.execute('select 1');
        await queue.enqueue(tx, 'bench.noop', { n: N + i });
      }),
    )}`,
  );
  console.log(`depth: ${await queue.depth()} (depth() itself: ${await timeEach(20, () => queue.depth())})`);

  t = performance.now();
  queue.startWorkers();
  await waitUntil(() => runs.size === 2 * N);
  const drain = performance.now() - t;
  console.log(
    `one worker drains ${2 * N} no-op jobs: ${ms(drain)} (${((2 * N) / (drain / 1000)).toFixed(0)} jobs/s)`,
  );

  if (shared) {
    // Two more queues on two more handles (pools), as two instances: jobs first, then both workers.
    const handles = [await open(), await open()];
    const instances = handles.map((h) => new JobQueue(h, options));
    for (const q of instances) {
      await q.start();
      await q.define('bench.shared', queueOptions, handler);
    }
    const before = runs.size;
    for (let i = 0; i < 2 * N; i++)
      await instances[i % 2]!.enqueue(handle.db, 'bench.shared', { n: 10 * N + i });
    t = performance.now();
    for (const q of instances) q.startWorkers();
    await waitUntil(() => runs.size === before + 2 * N);
    const both = performance.now() - t;
    await new Promise((r) => setTimeout(r, 1_000));
    const twice = [...runs.values()].filter((c) => c > 1).length;
    console.log(
      `two workers (two pools, as two instances) drain ${2 * N} jobs: ${ms(both)} (${((2 * N) / (both / 1000)).toFixed(0)} jobs/s); jobs run more than once: ${twice}`,
    );
    for (const q of instances) await q.close();
    for (const h of handles) await h.close();
  }
  await queue.close();
  await handle.close();
}

await bench('PGlite (in memory)', () => createDb({}), false);
if (process.env.BENCH_DATABASE_URL) {
  const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL);
  try {
    await bench(
      'PostgreSQL (scratch database)',
      () => createDb({ databaseUrl: scratch.url, poolSize: 4 }),
      true,
    );
  } finally {
    await scratch.drop();
  }
}
