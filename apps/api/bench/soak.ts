/**
 * `npm run bench:soak -- [options]` — the soak test of issue 11: a realistic mix at a fixed rate for
 * a long time, watching errors, latency and the server's memory.
 *
 * 1. A scratch PostgreSQL database (soak_<hex>) on SOAK_DATABASE_URL's server (default
 *    postgres://postgres@127.0.0.1:5432/test), or DATABASE_URL / --database <url> as given (never
 *    dropped). On a scratch database the product's first start migrates and seeds the demo data,
 *    then fill.ts adds `--requests` requests (default 20 000) with their groups and transactions.
 * 2. The PRODUCT as `npm start` runs it (demo mode): <product-dir>/apps/api/dist/server.js as a child
 *    process on 127.0.0.1:<port> (built first if missing), signed in as the demo admin. With
 *    `--url` a running server is driven instead (its RSS only with `--pid`).
 * 3. For `--minutes` (default 30) an open-loop scheduler starts one request every 1/rate seconds
 *    (`--rate`, default 40 req/s), whatever the answers' speed: lists (requests, transactions,
 *    visas, events), request details, status moves (InProcess ⇄ Modified, each request moved by one
 *    caller at a time with its current version), document uploads (a small PDF) and removals, and
 *    now and then a CSV export read to the end. `--streams` (default 5) back-office event streams
 *    stay open the whole run and count the events they receive; one that ends is an error and is
 *    reopened. Latency is measured from each request's scheduled start (no coordinated omission).
 * 4. Every minute: requests, errors by code, p99 per route, the server's RSS, open streams. At the
 *    end: per-minute table (Markdown), p99 per route over the run, errors, and the RSS trend (a
 *    least-squares slope over the second half of 5-second samples, MB/min).
 *    Exit code 1 when there were errors or the slope exceeds `--max-slope` (default 0.5 MB/min).
 *
 * Options:
 *   --minutes <n>        run length (default 30; fractions allowed)
 *   --rate <n>           requests per second, all kinds together (default 40)
 *   --streams <n>        open event streams (default 5)
 *   --requests <n>       requests to fill into a scratch database (default 20000)
 *   --port <n>           the product's port (default 4600)
 *   --product-dir <dir>  a checkout whose apps/api/dist/server.js is the product (default: this repo)
 *   --database <url>     use this database (also DATABASE_URL); not filled, not dropped
 *   --url <base>         drive a running server instead of starting one; --pid <pid> for its RSS
 *   --json <file>        write every number as JSON
 *   --markdown <file>    write the result tables as Markdown
 *   --max-slope <mb/min> RSS growth above which the run fails (default 0.5)
 *   --node-args "<args>" extra Node flags for the product, e.g. "--heapsnapshot-signal=SIGUSR2"
 *                        (then `kill -USR2 <server pid>` writes a heap snapshot into the product dir)
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from '@visadesk/db';
import { DEMO_ADMIN_PASSWORD } from '../src/lib/security/password-strength';
import { DEMO_ADMIN_EMAIL } from '../src/seed/index';
import { createBenchDatabase, fillRequests } from './fill';

// ------------------------------------------------------------------ options

const argv = process.argv.slice(2);
const option = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const num = (name: string, fallback: number) => {
  const value = Number(option(name) ?? fallback);
  if (!(value > 0)) throw new Error(`${name} must be a positive number`);
  return value;
};
const minutes = num('--minutes', 30);
const rate = num('--rate', 40);
const streamCount = Math.floor(num('--streams', 5));
const fillCount = Math.floor(num('--requests', 20_000));
const port = Math.floor(num('--port', 4600));
const maxSlope = num('--max-slope', 0.5);
const here = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(here, '../../..');
const productDir = resolve(option('--product-dir') ?? repoRoot);
const givenDatabase = option('--database') ?? process.env.DATABASE_URL;
const targetUrl = option('--url');
const givenPid = option('--pid') ? Number(option('--pid')) : undefined;
const jsonFile = option('--json');
const markdownFile = option('--markdown');
const nodeArgs = option('--node-args')?.split(' ').filter(Boolean) ?? [];
const serverUrl = process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const adminEmail = process.env.SOAK_ADMIN_EMAIL ?? DEMO_ADMIN_EMAIL;
const adminPassword = process.env.SOAK_ADMIN_PASSWORD ?? DEMO_ADMIN_PASSWORD;

const log = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ------------------------------------------------------------------ the product

interface Product {
  child: ChildProcess;
  base: string;
  output(): string;
  stop(): Promise<void>;
}

/** Builds apps/api/dist of `dir` when missing. */
function ensureBuilt(dir: string) {
  const server = join(dir, 'apps/api/dist/server.js');
  if (existsSync(server)) return server;
  log(`building ${dir}/apps/api ...`);
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/api'], { cwd: dir, stdio: 'inherit' });
  if (built.status !== 0 || !existsSync(server)) throw new Error(`could not build ${dir}/apps/api`);
  return server;
}

const dataDirs: string[] = [];
const METRICS_TOKEN = process.env.SOAK_METRICS_TOKEN ?? 'soak-metrics-token-soak-metrics-token';

/** The server's heap in use (MB) and open event streams from /api/metrics, when it has them. */
async function serverMetrics(base: string): Promise<{ heapMb: number | null; streams: number | null }> {
  const none = { heapMb: null, streams: null };
  try {
    const res = await fetch(`${base}/api/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) return none;
    const text = await res.text();
    const value = (name: string) => {
      let sum: number | null = null;
      for (const m of text.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'gm')))
        sum = (sum ?? 0) + Number(m[1]);
      return sum;
    };
    const heap = value('nodejs_heap_size_used_bytes');
    return { heapMb: heap === null ? null : heap / 2 ** 20, streams: value('event_stream_clients') };
  } catch {
    return none;
  }
}

async function startProduct(databaseUrl: string): Promise<Product> {
  const script = ensureBuilt(productDir);
  const dataDir = mkdtempSync(join(os.tmpdir(), 'visadesk-soak-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: productDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      // A demo start (`npm start`): migrations and the demo seed on an empty database.
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      JWT_SECRET: 'soak-secret-soak-secret-soak-secret-soak-secret',
      // One token for the whole run; sign-in limits are not what is measured.
      ACCESS_TOKEN_TTL_SECONDS: '86400',
      LOGIN_RATE_LIMIT_MAX: '100000',
      // The catalog only: the soak fills its own requests (and their references).
      DEMO_REQUESTS: '0',
      // Read each minute for the server's own heap and event-stream count (ignored by older builds).
      METRICS_TOKEN,
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-50_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const product: Product = {
    child,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        const force = setTimeout(() => child.kill('SIGKILL'), 40_000);
        child.once('exit', () => {
          clearTimeout(force);
          done();
        });
        child.kill('SIGTERM');
      }),
  };
  const until = Date.now() + 10 * 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the product exited while starting:\n${output}`);
    const ok = await fetch(`${product.base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return product;
    await sleep(250);
  }
  throw new Error(`the product did not answer within 10 minutes:\n${output}`);
}

/** Resident set size of a process in MB (Linux /proc), or null. */
function rssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

// ------------------------------------------------------------------ measuring

/** Latencies in ms of one route in one window; errors by code ("500", "409", "ECONNRESET", ...). */
class Window {
  latencies = new Map<string, number[]>();
  errors = new Map<string, number>();
  requests = 0;
  add(route: string, ms: number) {
    this.requests++;
    const list = this.latencies.get(route);
    if (list) list.push(ms);
    else this.latencies.set(route, [ms]);
  }
  error(route: string, code: string) {
    const key = `${code} ${route}`;
    this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
  }
  errorCount() {
    let n = 0;
    for (const v of this.errors.values()) n += v;
    return n;
  }
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.x - mx) * (p.y - my);
    den += (p.x - mx) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

// ------------------------------------------------------------------ the mix

interface Ctx {
  base: string;
  auth: Record<string, string>;
  /** Request ids to read. */
  requestIds: string[];
  /** Requests this run moves between InProcess and Modified, with their current versions. */
  movable: { id: string; version: number; status: string }[];
  /** Documents uploaded by this run, to remove some of them again. */
  documents: { requestId: string; documentId: string }[];
  visaIds: string[];
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const STATUSES = ['Requested', 'Paid', 'InProcess', 'Approved', 'Rejected', 'Modified', 'Canceled'];
// A one-page PDF: what an applicant's scanned form would be, a few hundred bytes.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n' +
    'xref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \n0000000101 00000 n \n' +
    'trailer<</Size 4/Root 1 0 R>>\nstartxref\n164\n%%EOF\n',
);

class HttpError extends Error {
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`${status} ${body.slice(0, 200)}`);
  }
}

async function call(ctx: Ctx, path: string, init: RequestInit = {}): Promise<unknown> {
  const res = await fetch(ctx.base + path, {
    ...init,
    headers: { ...ctx.auth, ...(init.headers as Record<string, string> | undefined) },
    signal: AbortSignal.timeout(120_000),
  });
  const text = await res.text();
  if (!res.ok) throw new HttpError(res.status, text);
  return text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
}

/** One kind of request: its route label, its share of the mix, and what it does. */
interface Operation {
  route: string;
  weight: number;
  run(ctx: Ctx): Promise<void>;
}

const OPERATIONS: Operation[] = [
  {
    route: 'GET /api/requests/list',
    weight: 30,
    run: async (ctx) => {
      const query = new URLSearchParams({ page: String(1 + Math.floor(Math.random() * 5)), limit: '20' });
      const r = Math.random();
      if (r < 0.4) query.set('status', pick(STATUSES));
      else if (r < 0.55) query.set('search', pick(['Ali', 'Hassan', 'Zainab', 'VD-2026', 'Mohammed']));
      if (Math.random() < 0.3) query.set('sort', pick(['createdAt', '-travelDate', '-updatedAt']));
      await call(ctx, `/api/requests/list?${query}`);
    },
  },
  {
    route: 'GET /api/requests/one-by-admin/:id',
    weight: 20,
    run: async (ctx) => {
      await call(ctx, `/api/requests/one-by-admin/${pick(ctx.requestIds)}`);
    },
  },
  {
    route: 'GET /api/transactions/findAllByAdmin',
    weight: 12,
    run: async (ctx) => {
      const query = new URLSearchParams({ page: String(1 + Math.floor(Math.random() * 3)), limit: '20' });
      if (Math.random() < 0.4) query.set('status', pick(['succeeded', 'failed', 'pending']));
      await call(ctx, `/api/transactions/findAllByAdmin?${query}`);
    },
  },
  {
    route: 'GET /api/visa/list',
    weight: 8,
    run: async (ctx) => {
      await call(ctx, `/api/visa/list?page=1&limit=${pick(['10', '20', '50'])}`);
    },
  },
  {
    route: 'GET /api/events/all',
    weight: 6,
    run: async (ctx) => {
      await call(ctx, '/api/events/all?limit=10');
    },
  },
  {
    route: 'PATCH /api/requests/:id',
    weight: 12,
    run: async (ctx) => {
      // Each request is moved by one caller at a time, with the version the last move returned.
      const item = ctx.movable.shift();
      if (!item) throw new Error('no request free to move (raise --requests or lower --rate)');
      try {
        const to = item.status === 'InProcess' ? 'Modified' : 'InProcess';
        const body: Record<string, unknown> = { version: item.version, status: to };
        if (to === 'Modified') body.reason = 'Please upload a clearer passport scan';
        const detail = (await call(ctx, `/api/requests/${item.id}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })) as { version: number; status: string };
        item.version = detail.version;
        item.status = detail.status;
      } catch (err) {
        // Learn the current version so one failure does not turn every later move of it into a 409.
        const fresh = (await call(ctx, `/api/requests/one-by-admin/${item.id}`).catch(() => null)) as {
          version: number;
          status: string;
        } | null;
        if (fresh) Object.assign(item, { version: fresh.version, status: fresh.status });
        throw err;
      } finally {
        ctx.movable.push(item);
      }
    },
  },
  {
    route: 'POST /api/requests/upload-document/:id',
    weight: 6,
    run: async (ctx) => {
      const requestId = pick(ctx.requestIds);
      const form = new FormData();
      form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'passport-scan.pdf');
      const doc = (await call(ctx, `/api/requests/upload-document/${requestId}`, {
        method: 'POST',
        body: form,
      })) as { id: string };
      ctx.documents.push({ requestId, documentId: doc.id });
    },
  },
  {
    route: 'DELETE /api/requests/remove-document/:id/:documentId',
    weight: 4,
    run: async (ctx) => {
      // Keep the files a run adds bounded: remove the oldest upload (none yet: nothing to do).
      const doc = ctx.documents.shift();
      if (!doc) return;
      await call(ctx, `/api/requests/remove-document/${doc.requestId}/${doc.documentId}`, {
        method: 'DELETE',
      });
    },
  },
  {
    route: 'GET /api/requests/export-list/csv',
    weight: 0.3,
    run: async (ctx) => {
      await call(ctx, `/api/requests/export-list/csv?status=${pick(['Approved', 'Paid', 'Rejected'])}`);
    },
  },
];
const totalWeight = OPERATIONS.reduce((s, o) => s + o.weight, 0);
function chooseOperation(): Operation {
  let r = Math.random() * totalWeight;
  for (const op of OPERATIONS) {
    r -= op.weight;
    if (r < 0) return op;
  }
  return OPERATIONS[0]!;
}

/** An event stream held open; it counts events and reports how it ended. */
function holdStream(
  ctx: Ctx,
  state: { open: number; events: number; stop: boolean },
  onError: (code: string) => void,
) {
  return (async () => {
    while (!state.stop) {
      let opened = false;
      const controller = new AbortController();
      const stopper = setInterval(() => state.stop && controller.abort(), 500);
      try {
        const res = await fetch(`${ctx.base}/api/events/stream`, {
          headers: { ...ctx.auth, accept: 'text/event-stream' },
          signal: controller.signal,
        });
        if (!res.ok || !res.body) throw new HttpError(res.status, await res.text());
        opened = true;
        state.open++;
        const decoder = new TextDecoder();
        let text = '';
        for await (const chunk of res.body) {
          text += decoder.decode(chunk as Uint8Array, { stream: true });
          const parts = text.split('\n\n');
          text = parts.pop()!;
          for (const part of parts) if (/^event: app-event$/m.test(part)) state.events++;
        }
        if (!state.stop) onError('stream-ended');
      } catch (err) {
        if (!state.stop) onError(err instanceof HttpError ? String(err.status) : errorCode(err));
      } finally {
        clearInterval(stopper);
        if (opened) state.open--;
      }
      if (!state.stop) await sleep(1000);
    }
  })();
}

function errorCode(err: unknown): string {
  if (err instanceof HttpError) return String(err.status);
  const e = err as { name?: string; code?: string; cause?: { code?: string } };
  return e.cause?.code ?? e.code ?? e.name ?? 'error';
}

// ------------------------------------------------------------------ main

let product: Product | undefined;
let scratch: Awaited<ReturnType<typeof createBenchDatabase>> | undefined;
const cleanup = async () => {
  await product?.stop();
  await scratch?.drop().catch(() => undefined);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanup().finally(() => process.exit(130));
  });
}

async function prepareDatabase(): Promise<string> {
  if (givenDatabase) return givenDatabase;
  scratch = await createBenchDatabase(serverUrl, 'soak');
  log(`scratch database ${scratch.url}`);
  // The product's own start migrates and seeds the demo data; then the fill, with it stopped.
  const first = await startProduct(scratch.url);
  await first.stop();
  const handle = await createDb({ databaseUrl: scratch.url });
  try {
    await fillRequests(handle.db, { requests: fillCount, log: () => undefined });
  } finally {
    await handle.close();
  }
  log(`filled ${fillCount} requests`);
  return scratch.url;
}

async function signIn(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/auth/loginAdmin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!res.ok || !body.access_token)
    throw new Error(`sign-in answered ${res.status}: ${JSON.stringify(body)}`);
  return { authorization: `Bearer ${body.access_token}` };
}

/** Ids to read and requests to move, from the lists themselves. */
async function loadCtx(base: string, auth: Record<string, string>): Promise<Ctx> {
  const ctx: Ctx = { base, auth, requestIds: [], movable: [], documents: [], visaIds: [] };
  type Page = { items: { id: string; version: number; status: string }[] };
  for (let page = 1; page <= 5; page++) {
    const list = (await call(ctx, `/api/requests/list?page=${page}&limit=100`)) as Page;
    ctx.requestIds.push(...list.items.map((r) => r.id));
  }
  for (const status of ['InProcess', 'Modified']) {
    const list = (await call(ctx, `/api/requests/list?status=${status}&limit=100`)) as Page;
    ctx.movable.push(...list.items.map(({ id, version, status }) => ({ id, version, status })));
  }
  if (ctx.requestIds.length === 0 || ctx.movable.length < 20)
    throw new Error(
      `too little data: ${ctx.requestIds.length} requests, ${ctx.movable.length} InProcess/Modified`,
    );
  return ctx;
}

try {
  let base = targetUrl?.replace(/\/$/, '');
  let pid = givenPid;
  if (!base) {
    const databaseUrl = await prepareDatabase();
    product = await startProduct(databaseUrl);
    base = product.base;
    pid = product.child.pid;
  }
  const auth = await signIn(base);
  const ctx = await loadCtx(base, auth);
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: productDir })
    .stdout?.toString()
    .trim();
  log(
    `soak: ${minutes} min at ${rate} req/s, ${streamCount} event streams, against ${base}` +
      `${commit ? ` (commit ${commit})` : ''}, server pid ${pid ?? 'unknown'}; ${os.cpus().length} CPUs, node ${process.version}`,
  );

  const startedAt = Date.now();
  const durationMs = minutes * 60_000;
  const whole = new Window();
  let window = new Window();
  const minutesOut: {
    minute: number;
    requests: number;
    errors: number;
    errorCodes: Record<string, number>;
    p99: Record<string, number>;
    rssMb: number | null;
    heapMb: number | null;
    serverStreams: number | null;
    streams: number;
    streamEvents: number;
    inFlight: number;
  }[] = [];
  const rssSamples: { x: number; y: number }[] = [];
  const heapSamples: { x: number; y: number }[] = [];
  let lastMetrics: Awaited<ReturnType<typeof serverMetrics>> = { heapMb: null, streams: null };
  const streams = { open: 0, events: 0, stop: false };
  let inFlight = 0;
  let maxInFlight = 0;
  const firstErrors: string[] = [];

  const recordError = (route: string, code: string, detail?: string) => {
    window.error(route, code);
    whole.error(route, code);
    if (firstErrors.length < 20) firstErrors.push(`${code} ${route}${detail ? `: ${detail}` : ''}`);
  };
  const streamTasks = Array.from({ length: streamCount }, () =>
    holdStream(ctx, streams, (code) => recordError('GET /api/events/stream', code)),
  );

  const sampler = setInterval(() => {
    const x = (Date.now() - startedAt) / 60_000;
    const mb = rssMb(pid);
    if (mb !== null) rssSamples.push({ x, y: mb });
    void serverMetrics(base).then((m) => {
      lastMetrics = m;
      if (m.heapMb !== null) heapSamples.push({ x, y: m.heapMb });
    });
  }, 5000);

  let eventsAtLastReport = 0;
  const report = () => {
    const minute = minutesOut.length + 1;
    // Every status move and upload raises an event: a minute with some but no event on the open
    // streams means live events stopped reaching them (each stream should see every event).
    const writes =
      (window.latencies.get('PATCH /api/requests/:id')?.length ?? 0) +
      (window.latencies.get('POST /api/requests/upload-document/:id')?.length ?? 0);
    if (writes > 0 && streams.open > 0 && streams.events === eventsAtLastReport)
      recordError(
        'GET /api/events/stream',
        'stream-silent',
        `${writes} writes, no event in minute ${minute}`,
      );
    eventsAtLastReport = streams.events;
    const p99: Record<string, number> = {};
    for (const [route, list] of window.latencies) p99[route] = Math.round(percentile(list, 99));
    const row = {
      minute,
      requests: window.requests,
      errors: window.errorCount(),
      errorCodes: Object.fromEntries(window.errors),
      p99,
      rssMb: rssMb(pid),
      heapMb: lastMetrics.heapMb,
      serverStreams: lastMetrics.streams,
      streams: streams.open,
      streamEvents: streams.events,
      inFlight,
    };
    minutesOut.push(row);
    const worst = Object.entries(p99)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([r, v]) => `${r.replace(/^(GET|POST|PATCH|DELETE) \/api\//, '$1 ')} ${v}`)
      .join(', ');
    log(
      `min ${String(minute).padStart(2)}: ${row.requests} req, ${row.errors} errors` +
        `${row.errors ? ` ${JSON.stringify(row.errorCodes)}` : ''}, RSS ${row.rssMb?.toFixed(1) ?? '?'} MB` +
        `${row.heapMb !== null ? ` (heap ${row.heapMb.toFixed(1)})` : ''}, ${row.streams} streams` +
        `${row.serverStreams !== null ? ` (server: ${row.serverStreams})` : ''} (${row.streamEvents} events), p99 ms: ${worst}`,
    );
    window = new Window();
  };
  const reporter = setInterval(report, 60_000);

  // Open loop: request n starts at startedAt + n / rate, whether or not earlier ones answered.
  const interval = 1000 / rate;
  const pending = new Set<Promise<void>>();
  for (let n = 0; ; n++) {
    const due = startedAt + n * interval;
    if (due - startedAt >= durationMs) break;
    const wait = due - Date.now();
    if (wait > 0) await sleep(wait);
    const op = chooseOperation();
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const task = op
      .run(ctx)
      .then(
        () => {
          const ms = Date.now() - due;
          window.add(op.route, ms);
          whole.add(op.route, ms);
        },
        (err: unknown) => recordError(op.route, errorCode(err), (err as Error).message?.slice(0, 200)),
      )
      .finally(() => {
        inFlight--;
        pending.delete(task);
      });
    pending.add(task);
  }
  await Promise.all(pending);
  clearInterval(reporter);
  if (window.requests > 0 || window.errorCount() > 0) report();
  clearInterval(sampler);
  streams.stop = true;
  await Promise.all(streamTasks);

  // ---------------------------------------------------------------- summary
  const half = minutes / 2;
  const secondHalf = rssSamples.filter((s) => s.x >= half);
  const trend = slope(secondHalf);
  const wholeTrend = slope(rssSamples);
  const heapTrend = slope(heapSamples.filter((s) => s.x >= half));
  const errorsTotal = whole.errorCount();
  const routes = OPERATIONS.map((o) => o.route).filter((r) => whole.latencies.has(r));
  const p = (route: string, q: number) => Math.round(percentile(whole.latencies.get(route) ?? [], q));

  const md: string[] = [];
  md.push(
    `| minute | requests | errors | RSS (MB) | heap (MB) | open streams | events received | ${routes.map((r) => `p99 ${r.replace(/^(\w+) \/api\//, '$1 ')}`).join(' | ')} |`,
  );
  md.push(`|${' --- |'.repeat(7 + routes.length)}`);
  for (const m of minutesOut) {
    md.push(
      `| ${m.minute} | ${m.requests} | ${m.errors} | ${m.rssMb?.toFixed(1) ?? '?'} | ${m.heapMb?.toFixed(1) ?? '–'} | ${m.streams} | ${m.streamEvents} | ${routes
        .map((r) => (m.p99[r] === undefined ? '–' : String(m.p99[r])))
        .join(' | ')} |`,
    );
  }
  md.push('');
  md.push('| route | requests | p50 (ms) | p99 (ms) | max (ms) | errors |');
  md.push('| --- | --- | --- | --- | --- | --- |');
  for (const route of routes) {
    let errs = 0;
    for (const [key, n] of whole.errors) if (key.endsWith(` ${route}`)) errs += n;
    md.push(
      `| ${route} | ${whole.latencies.get(route)!.length} | ${p(route, 50)} | ${p(route, 99)} | ${p(route, 100)} | ${errs} |`,
    );
  }
  const verdict = {
    requests: whole.requests,
    errorsTotal,
    errors: Object.fromEntries(whole.errors),
    rssFirstMb: rssSamples[0]?.y ?? null,
    rssLastMb: rssSamples.at(-1)?.y ?? null,
    rssSlopeSecondHalfMbPerMin: Number(trend.toFixed(3)),
    rssSlopeWholeMbPerMin: Number(wholeTrend.toFixed(3)),
    heapSlopeSecondHalfMbPerMin: heapSamples.length ? Number(heapTrend.toFixed(3)) : null,
    growth: trend > maxSlope,
    streamEvents: streams.events,
    maxInFlight,
  };
  md.push('');
  md.push(
    `Requests ${verdict.requests}, errors ${errorsTotal}; RSS ${verdict.rssFirstMb?.toFixed(1)} → ${verdict.rssLastMb?.toFixed(1)} MB, ` +
      `slope over the second half ${trend.toFixed(3)} MB/min (whole run ${wholeTrend.toFixed(3)}): ` +
      `${verdict.growth ? 'GROWING' : 'no growth trend'} (limit ${maxSlope})` +
      `${heapSamples.length ? `; heap in use ${heapSamples[0]!.y.toFixed(1)} → ${heapSamples.at(-1)!.y.toFixed(1)} MB, slope over the second half ${heapTrend.toFixed(3)} MB/min` : ''}; ` +
      `${streams.events} events received by the streams; at most ${maxInFlight} requests in flight.`,
  );
  log('');
  log(md.join('\n'));
  if (firstErrors.length) log(`\nfirst errors:\n  ${firstErrors.join('\n  ')}`);
  if (markdownFile) writeFileSync(markdownFile, `${md.join('\n')}\n`);
  if (jsonFile) {
    writeFileSync(
      jsonFile,
      JSON.stringify(
        {
          options: { minutes, rate, streams: streamCount, requests: fillCount, productDir, base },
          minutes: minutesOut,
          routes: Object.fromEntries(
            routes.map((r) => [
              r,
              { n: whole.latencies.get(r)!.length, p50: p(r, 50), p99: p(r, 99), max: p(r, 100) },
            ]),
          ),
          rssSamples,
          heapSamples,
          verdict,
          firstErrors,
        },
        null,
        2,
      ),
    );
  }
  if (product && product.child.exitCode !== null) log(`the product exited early:\n${product.output()}`);
  await cleanup();
  process.exit(errorsTotal > 0 || verdict.growth ? 1 : 0);
} catch (err) {
  console.error(err);
  if (product) console.error(product.output().slice(-3000));
  await cleanup();
  process.exit(2);
}
