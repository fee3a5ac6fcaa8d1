/**
 * `npm run bench:api -- [rows] [options]` — the list and export benchmark of issue 9.
 *
 * 1. A scratch PostgreSQL database (bench_<hex>) on BENCH_DATABASE_URL's server (default
 *    postgres://postgres@127.0.0.1:5432/test); the product server itself migrates it and seeds the
 *    demo data on a first start, then fill.ts adds `rows` requests (default 1 000 000).
 * 2. The PRODUCT as `npm start` runs it: <product-dir>/apps/api/dist/server.js as a child process
 *    (built first if missing), signed in as the demo admin over HTTP.
 * 3. A BARE baseline (bare-server.ts: node:http + pg, same pool size, SQL in bare-sql.ts) answering
 *    the same URLs; its body is compared with the product's before measuring.
 * 4. Each case, product then bare: a warm-up, a fixed 50 req/s paced open-loop (paced.ts: one
 *    request every 20 ms, latency from when it was due), then full speed with 8 connections
 *    (autocannon). Non-2xx answers and connection errors are counted and printed. `--burst` also
 *    runs autocannon's `overallRate` 50 (a burst at the top of each second; see paced.ts).
 * 5. CSV and XLSX exports over HTTP (all requests, and one status), read to the end, with the
 *    product's RSS sampled every 250 ms.
 *
 * Options:
 *   [rows]                 requests to fill (default 1000000)
 *   --keep                 keep the scratch database (also BENCH_KEEP=1); its URL is printed
 *   --reuse <url>          use this already filled database (no fill; never dropped)
 *   --product-dir <dir>    a checkout whose apps/api/dist/server.js is the product (default: this repo)
 *   --json <file>          write every number as JSON
 *   --seconds <s>          seconds per measurement (also BENCH_SECONDS; default 10)
 *   --export-timeout <s>   stop an export after this long and report the rate so far (default 600)
 *   --no-exports, --no-bare, --cases <a,b>   skip parts / run only cases whose name contains a or b
 *   --bare-mode <auto|counts|legacy>          see bare-sql.ts (default auto)
 *   --pool-size <n>        both servers' pool size (default 10)
 *   --compress             send accept-encoding: br, gzip like a browser (bare never compresses)
 *   --burst                also measure autocannon's overallRate 50 (the measure before 2026-11-26)
 *   --rounds <n>           alternate product and bare n times per case; medians are reported (default 1)
 *
 * Iterating on the lists: fill once with --keep, then `--reuse <printed url>` (a minute saved per
 * run at 1M rows). Against the code before the redesign: build a worktree of 883a28d and pass
 * --product-dir (see docs/benchmarks.md).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from '@visadesk/db';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_ADMIN_PASSWORD } from '../src/lib/security/password-strength';
import { DEMO_ADMIN_EMAIL } from '../src/seed/index';
import { createBenchDatabase, fillRequests } from './fill';
import { type PacedResult, paced } from './paced';

// ------------------------------------------------------------------ options

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(name);
const option = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const optionNames = [
  '--reuse',
  '--product-dir',
  '--json',
  '--seconds',
  '--export-timeout',
  '--cases',
  '--bare-mode',
  '--pool-size',
  '--rounds',
];
const positional = argv.filter((a, i) => !a.startsWith('--') && !optionNames.includes(argv[i - 1] ?? ''));
const rows = Number(positional[0] ?? 1_000_000);
const keep = flag('--keep') || process.env.BENCH_KEEP === '1';
const reuseUrl = option('--reuse');
const here = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(here, '../../..');
const productDir = resolve(option('--product-dir') ?? repoRoot);
const jsonFile = option('--json');
const seconds = Number(option('--seconds') ?? process.env.BENCH_SECONDS ?? 10);
const exportTimeout = Number(option('--export-timeout') ?? process.env.BENCH_EXPORT_TIMEOUT ?? 600);
const caseFilter = option('--cases')?.split(',');
const bareMode = option('--bare-mode') ?? process.env.BARE_MODE ?? 'auto';
const poolSize = Number(option('--pool-size') ?? 10);
const withExports = !flag('--no-exports');
const withBare = !flag('--no-bare');
const compressHeader: Record<string, string> = flag('--compress') ? { 'accept-encoding': 'br, gzip' } : {};
const withBurst = flag('--burst');
// Rounds of product-then-bare per case: the machine's noise moves one 10 s run by ±30 %, so several
// alternating rounds give medians (req/s, each round's ratio, p99) that hold from run to run.
const rounds = Number(option('--rounds') ?? process.env.BENCH_ROUNDS ?? 1);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const adminPassword = process.env.BENCH_ADMIN_PASSWORD ?? DEMO_ADMIN_PASSWORD;
// autocannon runs last at least a second (it checks its clock once a second): short runs (the
// smoke test) warm up with a few plain requests instead.
const warmup = seconds >= 4 ? 2 : 0;

if (!Number.isInteger(rows) || rows < 1)
  throw new Error(`rows must be a positive integer, not ${positional[0]}`);
if (!(seconds > 0)) throw new Error('--seconds must be positive');

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const log = (line: string) => console.log(line);

// ------------------------------------------------------------------ child processes

const children = new Set<ChildProcess>();
const scratchDirs: string[] = [];

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}

interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
  stop: () => Promise<void>;
}

function spawnServer(
  label: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  port: number,
): Running {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  let stopping = false;
  const keepTail = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keepTail);
  child.stderr!.on('data', keepTail);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (code !== 0 && code !== null && signal === null) {
      console.error(
        `${label} exited with ${code}${stopping ? ' while stopping' : ''}:\n${output.slice(-3000)}`,
      );
    }
  });
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(force);
          done();
        });
        stopping = true;
        child.kill('SIGTERM');
      }),
  };
}

async function waitFor(server: Running, path: string, label: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.child.exitCode !== null)
      throw new Error(`${label} exited before answering:\n${server.output()}`);
    try {
      const res = await fetch(server.base + path);
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${label} did not answer ${path} within ${timeoutMs / 1000} s:\n${server.output()}`);
}

/** Builds apps/api/dist of `dir` when missing; a tree others are editing may fail: retry. */
function ensureBuilt(dir: string) {
  const server = join(dir, 'apps/api/dist/server.js');
  if (existsSync(server)) return server;
  for (let attempt = 1; attempt <= 3; attempt++) {
    log(`building ${dir}/apps/api (attempt ${attempt}) ...`);
    const built = spawnSync('npm', ['run', 'build', '-w', 'apps/api'], { cwd: dir, stdio: 'inherit' });
    if (built.status === 0 && existsSync(server)) return server;
    spawnSync('sleep', ['20']);
  }
  throw new Error(`could not build ${dir}/apps/api`);
}

async function startProduct(databaseUrl: string): Promise<Running> {
  const script = ensureBuilt(productDir);
  const port = await freePort();
  const dataDir = mkdtempSync(join(os.tmpdir(), 'bench-api-data-'));
  scratchDirs.push(dataDir);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    // A demo start (`npm start`): migrations and the demo seed on an empty database.
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: String(poolSize),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-api-secret-bench-api-secret-bench-api',
    // The whole run on one token; sign-in limits are not what is measured.
    ACCESS_TOKEN_TTL_SECONDS: '86400',
    LOGIN_RATE_LIMIT_MAX: '100000',
    // The catalog only: the benchmark fills its own requests (and their references).
    DEMO_REQUESTS: '0',
  };
  const server = spawnServer('product server', [script], productDir, env, port);
  await waitFor(server, '/api/health', 'product server', 15 * 60_000);
  return server;
}

async function startBare(databaseUrl: string): Promise<Running> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    BARE_POOL_SIZE: String(poolSize),
    BARE_MODE: bareMode,
  };
  const server = spawnServer(
    'bare server',
    ['--import', 'tsx', join(here, 'bare-server.ts')],
    repoRoot,
    env,
    port,
  );
  await waitFor(server, '/', 'bare server', 60_000);
  return server;
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/loginAdmin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN_EMAIL, password: adminPassword }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!res.ok || !body.access_token)
    throw new Error(`sign-in answered ${res.status}: ${JSON.stringify(body)}`);
  return body.access_token;
}

// ------------------------------------------------------------------ measuring

interface LoadResult {
  reqPerSec: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

async function fire(
  url: string,
  headers: Record<string, string>,
  opts: { connections: number; duration: number; overallRate?: number },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    headers,
    connections: opts.connections,
    duration: opts.duration,
    ...(opts.overallRate ? { overallRate: opts.overallRate } : {}),
    timeout: 60,
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = Number((stat as { count: number | string }).count);
  }
  const ok = Object.entries(statusCodes)
    .filter(([code]) => code.startsWith('2'))
    .reduce((s, [, n]) => s + n, 0);
  return {
    reqPerSec: ok / (result.duration || opts.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
}

interface Measured {
  rate50: PacedResult;
  burst50?: LoadResult;
  full8: LoadResult;
  /** The server process's CPU (user + system) per answered request at full speed, ms. */
  cpuMsPerRequest: number;
}

async function measure(url: string, headers: Record<string, string>, pid: number): Promise<Measured> {
  if (warmup > 0) await fire(url, headers, { connections: 8, duration: warmup });
  else for (let i = 0; i < 5; i++) await (await fetch(url, { headers })).arrayBuffer();
  const rate50 = await paced(url, headers, { rate: 50, seconds, connections: 10 });
  const burst50 = withBurst
    ? await fire(url, headers, { connections: 10, duration: seconds, overallRate: 50 })
    : undefined;
  const cpuBefore = cpuSeconds(pid);
  const full8 = await fire(url, headers, { connections: 8, duration: seconds });
  const cpuMsPerRequest = ((cpuSeconds(pid) - cpuBefore) * 1000) / Math.max(full8.ok, 1);
  return { rate50, ...(burst50 ? { burst50 } : {}), full8, cpuMsPerRequest };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * One server's rounds as one result: the round of median throughput, with the median paced p99 and
 * the median CPU per request of all rounds (the worst p99 is reported beside it).
 */
function medianRound(all: Measured[]): Measured {
  const byRate = [...all].sort((a, b) => a.full8.reqPerSec - b.full8.reqPerSec);
  const chosen = byRate[Math.floor((byRate.length - 1) / 2)]!;
  const p99 = median(all.map((m) => m.rate50.p99));
  return {
    ...chosen,
    rate50: { ...chosen.rate50, p99 },
    cpuMsPerRequest: median(all.map((m) => m.cpuMsPerRequest)),
  };
}

/** The first path where two JSON values differ (key order ignored), or undefined. */
function firstDifference(a: unknown, b: unknown, path = '$'): string | undefined {
  if (a === b) return undefined;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return `${path}: ${JSON.stringify(a)?.slice(0, 80)} ≠ ${JSON.stringify(b)?.slice(0, 80)}`;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return `${path}: array vs object`;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const d = firstDifference(
      (a as Record<string, unknown>)[k],
      (b as Record<string, unknown>)[k],
      `${path}.${k}`,
    );
    if (d) return d;
  }
  return undefined;
}

interface ExportResult {
  name: string;
  path: string;
  expectedRows: number;
  rows: number | null;
  bytes: number;
  ms: number;
  firstByteMs: number;
  rowsPerSec: number | null;
  status: number;
  complete: boolean;
  rssBaselineMb: number;
  rssPeakMb: number;
  rssGrowthMb: number;
}

/** The process's CPU seconds so far (user + system), from /proc. */
const cpuSeconds = (pid: number) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
};

/**
 * Waits (up to 2 minutes) until the server is idle: an export stopped early may still be running
 * on the server (one that does not cancel on disconnect), and would load the next measurement.
 */
async function settle(pid: number) {
  const until = Date.now() + 120_000;
  let last = cpuSeconds(pid);
  while (Date.now() < until) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuSeconds(pid);
    if (now - last < 0.05) return;
    last = now;
  }
  console.error('    !! the server was still busy 2 minutes after the export stopped');
}

const rssMb = (pid: number) => {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
};

async function timeExport(
  product: Running,
  token: string,
  name: string,
  path: string,
  expectedRows: number,
): Promise<ExportResult> {
  const pid = product.child.pid!;
  const rssBaselineMb = rssMb(pid);
  let rssPeakMb = rssBaselineMb;
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
  }, 250);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), exportTimeout * 1000);
  const t0 = performance.now();
  let firstByteMs = 0;
  let bytes = 0;
  let newlines = 0;
  let status = 0;
  let complete = false;
  // node:http and a native search for line feeds: the reader must be faster than the server, or
  // the export's rate would be the client's (fetch's web streams and a byte loop in JS read
  // ~110 000 rows/s, under what the server sends).
  try {
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.get(product.base + path, { headers: { authorization: `Bearer ${token}` } }, resolve);
      req.on('error', reject);
      abort.signal.addEventListener('abort', () => req.destroy(new Error('export timeout')));
    });
    status = res.statusCode ?? 0;
    for await (const value of res as AsyncIterable<Buffer>) {
      if (!firstByteMs) firstByteMs = performance.now() - t0;
      bytes += value.length;
      for (let i = value.indexOf(10); i !== -1; i = value.indexOf(10, i + 1)) newlines++;
    }
    complete = status === 200 && res.complete;
  } catch (error) {
    if (!abort.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
    clearInterval(sampler);
  }
  const ms = performance.now() - t0;
  rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
  const csv = path.includes('/csv');
  // CSV: one line per row after the title line (names and reasons hold no line breaks). XLSX is a
  // zip: its rows are only known when it is complete.
  const rowsSeen = csv ? Math.max(0, newlines - 1) : complete ? expectedRows : null;
  return {
    name,
    path,
    expectedRows,
    rows: rowsSeen,
    bytes,
    ms,
    firstByteMs,
    rowsPerSec: rowsSeen === null ? null : rowsSeen / (ms / 1000),
    status,
    complete,
    rssBaselineMb,
    rssPeakMb,
    rssGrowthMb: rssPeakMb - rssBaselineMb,
  };
}

// ------------------------------------------------------------------ the run

const startedAt = new Date();
const loadAtStart = os.loadavg();
log(`# bench:api ${startedAt.toISOString()}`);
log(
  `rows ${reuseUrl ? '(reused database)' : rows}, ${seconds} s per measurement, product ${productDir}, load ${load()} (${os.cpus().length} cores)`,
);

let scratch: { url: string; name: string; drop(): Promise<void> } | undefined;
let product: Running | undefined;
let bare: Running | undefined;
let failed = false;

const cleanup = async () => {
  await Promise.all([product?.stop(), bare?.stop()]);
  for (const child of children) child.kill('SIGKILL');
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
  if (scratch) {
    if (keep) log(`kept ${scratch.url}  (reuse: npm run bench:api -- --reuse ${scratch.url})`);
    else await scratch.drop();
  }
};
// Interrupted (Ctrl-C, or a test runner's timeout): stop both servers and drop the database.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanup().finally(() => process.exit(130));
  });
}

try {
  let databaseUrl = reuseUrl;
  let fill: Awaited<ReturnType<typeof fillRequests>> | undefined;
  if (!databaseUrl) {
    scratch = await createBenchDatabase(serverUrl);
    databaseUrl = scratch.url;
    log(`scratch database ${scratch.url}`);
    // The product's own start migrates and seeds (its own migrations, whichever version it is).
    const t0 = performance.now();
    const first = await startProduct(databaseUrl);
    await first.stop();
    log(`product migrated and seeded the database in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    // No statement timeout: on a loaded 2-core box one fill step can pass the pool's default 30 s.
    const handle = await createDb({ databaseUrl, statementTimeoutMs: 0 });
    try {
      fill = await fillRequests(handle.db, { requests: rows, log });
    } finally {
      await handle.close();
    }
  }

  const t1 = performance.now();
  [product, bare] = await Promise.all([
    startProduct(databaseUrl),
    withBare ? startBare(databaseUrl) : undefined,
  ]);
  log(`servers up in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
  const token = await signIn(product.base);
  const auth: Record<string, string> = { authorization: `Bearer ${token}`, ...compressHeader };

  // Case parameters from the data itself.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const one = async <T>(text: string) => (await client.query(text)).rows[0] as T;
  // One client: these run one after another.
  const { id: biggestDestination, iso2 } = await one<{ id: string; iso2: string }>(
    `select c.id, c.iso2 from (select destination_id, count(*) as n from requests group by 1 order by 2 desc limit 1) d
     join countries c on c.id = d.destination_id`,
  );
  const { passport_number: passport } =
    (await one<{ passport_number: string } | undefined>(
      `select passport_number from requests where passport_number is not null
       order by created_at desc offset ${Math.floor(rows / 3)} limit 1`,
    )) ?? (await one<{ passport_number: string }>('select passport_number from requests limit 1'));
  // The dashboard's default period is the last 30 days; the fill's requests may end earlier, so the
  // case asks for the 30 days up to the newest request.
  const { last_day: lastDay, first_day: firstDay } = await one<{ last_day: string; first_day: string }>(
    `select to_char(max(created_at), 'YYYY-MM-DD') as last_day,
            to_char(max(created_at) - interval '29 days', 'YYYY-MM-DD') as first_day from requests`,
  );
  const counts = await one<{ all: number; approved: number }>(
    `select count(*)::int as all, count(*) filter (where status = 'Approved')::int as approved from requests`,
  );
  const totalRequests = counts.all;
  await client.end();
  const machine = {
    cores: os.cpus().length,
    model: os.cpus()[0]?.model ?? '',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
  };

  const q = encodeURIComponent;
  // productOnly: the bare server has no equivalent (the dashboard is eight aggregates).
  const cases: { name: string; path: string; productOnly?: boolean }[] = [
    { name: 'requests: first page, newest first', path: '/api/requests/list' },
    { name: 'requests: status=Paid', path: '/api/requests/list?status=Paid' },
    {
      name: `requests: largest destination (${iso2}) + Approved`,
      path: `/api/requests/list?destinationId=${biggestDestination}&status=Approved`,
    },
    { name: 'requests: page 100 of Approved', path: '/api/requests/list?status=Approved&page=100' },
    { name: 'requests: search Arabic common name محمد', path: `/api/requests/list?search=${q('محمد')}` },
    { name: 'requests: search passport number', path: `/api/requests/list?search=${q(passport!)}` },
    { name: 'transactions: first page', path: '/api/transactions/findAllByAdmin' },
    { name: 'transactions: status=succeeded', path: '/api/transactions/findAllByAdmin?status=succeeded' },
    { name: 'users: first page', path: '/api/users/list' },
    { name: 'users: search حسين', path: `/api/users/list?search=${q('حسين')}` },
    {
      name: 'dashboard: the 30 days up to the newest request',
      path: `/api/dashboard?from=${firstDay}&to=${lastDay}`,
      productOnly: true,
    },
  ].filter((c) => !caseFilter || caseFilter.some((f) => c.name.includes(f)));

  log(`\nproduct ${product.base} (pid ${product.child.pid}), bare ${bare?.base ?? '—'}; load ${load()}`);
  const results: {
    name: string;
    path: string;
    ratio: number | null;
    ratios: number[];
    worstP99: { product: number; bare: number | null };
    bodyMatches: boolean | null;
    bodyDifference?: string;
    product: Measured;
    bare?: Measured;
  }[] = [];
  const bareServer = bare;
  for (const c of cases) {
    const bare = c.productOnly ? undefined : bareServer;
    const productBody = await fetch(product.base + c.path, { headers: auth });
    const productJson = productBody.ok ? await productBody.json() : await productBody.text();
    let bodyMatches: boolean | null = null;
    let bodyDifference: string | undefined;
    if (bare) {
      const bareJson = await (await fetch(bare.base + c.path)).json().catch((e: Error) => e.message);
      bodyDifference = firstDifference(productJson, bareJson);
      bodyMatches = !bodyDifference;
    }
    if (!productBody.ok)
      console.error(
        `  ${c.name}: product answered ${productBody.status}: ${String(productJson).slice(0, 300)}`,
      );
    log(`- ${c.name}  ${c.path}${bodyDifference ? `\n    bare body differs: ${bodyDifference}` : ''}`);
    const productRounds: Measured[] = [];
    const bareRounds: Measured[] = [];
    for (let round = 0; round < rounds; round++) {
      productRounds.push(await measure(product.base + c.path, auth, product.child.pid!));
      if (bare) bareRounds.push(await measure(bare.base + c.path, {}, bare.child.pid!));
    }
    const productResult = medianRound(productRounds);
    const bareResult = bare ? medianRound(bareRounds) : undefined;
    const ratios = bare
      ? productRounds.map((p, i) => p.full8.reqPerSec / Math.max(bareRounds[i]!.full8.reqPerSec, 1e-9))
      : [];
    for (const [who, m] of [
      ['product', productResult],
      ['bare', bareResult],
    ] as const) {
      if (!m) continue;
      if (m.rate50.failed || m.rate50.ok === 0)
        console.error(`    !! ${who} @50: ${m.rate50.ok} ok, ${m.rate50.failed} failed`);
      for (const [kind, r] of [
        ['burst @50', m.burst50],
        ['@8', m.full8],
      ] as const) {
        if (r && (r.non2xx || r.errors || r.timeouts || r.ok === 0)) {
          console.error(
            `    !! ${who} ${kind}: ${r.ok} ok, non-2xx ${r.non2xx} ${JSON.stringify(r.statusCodes)}, errors ${r.errors}, timeouts ${r.timeouts}`,
          );
        }
      }
    }
    log(
      `    product ${productResult.full8.reqPerSec.toFixed(0)} req/s @8, p99 ${productResult.rate50.p99} ms @50` +
        (bareResult
          ? `; bare ${bareResult.full8.reqPerSec.toFixed(0)} req/s @8, p99 ${bareResult.rate50.p99} ms @50`
          : ''),
    );
    results.push({
      name: c.name,
      path: c.path,
      ratio: ratios.length > 0 ? median(ratios) : null,
      ratios,
      worstP99: {
        product: Math.max(...productRounds.map((m) => m.rate50.p99)),
        bare: bare ? Math.max(...bareRounds.map((m) => m.rate50.p99)) : null,
      },
      bodyMatches,
      ...(bodyDifference ? { bodyDifference } : {}),
      product: productResult,
      ...(bareResult ? { bare: bareResult } : {}),
    });
  }

  const exports: ExportResult[] = [];
  if (withExports) {
    log(`\nexports (timeout ${exportTimeout} s); load ${load()}`);
    for (const [name, path, expected] of [
      [`csv, all ${totalRequests} requests`, '/api/requests/export-list/csv', totalRequests],
      [`xlsx, all ${totalRequests} requests`, '/api/requests/export-list/xlsx', totalRequests],
      [`csv, ${counts.approved} Approved`, '/api/requests/export-list/csv?status=Approved', counts.approved],
      [
        `xlsx, ${counts.approved} Approved`,
        '/api/requests/export-list/xlsx?status=Approved',
        counts.approved,
      ],
    ] as const) {
      const r = await timeExport(product, token, name, path, expected);
      exports.push(r);
      if (!r.complete) await settle(product.child.pid!);
      log(
        `- ${name}: ${r.status} ${r.complete ? 'complete' : `STOPPED after ${exportTimeout} s`}, ${r.rows ?? '?'} rows, ` +
          `${(r.bytes / 2 ** 20).toFixed(1)} MB in ${(r.ms / 1000).toFixed(1)} s → ${r.rowsPerSec === null ? '?' : r.rowsPerSec.toFixed(0)} rows/s; ` +
          `RSS ${r.rssBaselineMb.toFixed(0)} → peak ${r.rssPeakMb.toFixed(0)} MB (+${r.rssGrowthMb.toFixed(0)})`,
      );
      if (r.status !== 200) console.error(`    !! export answered ${r.status}`);
    }
  }

  // ---------------------------------------------------------------- report
  const finishedAt = new Date();
  const fmt = (n: number | undefined, digits = 0) => (n === undefined ? '—' : n.toFixed(digits));
  const flagErrors = (r: LoadResult | undefined) =>
    r && (r.non2xx || r.errors || r.timeouts || r.ok === 0)
      ? ` ⚠ ${r.non2xx} non-2xx, ${r.errors} errors`
      : '';
  const flagPaced = (r: PacedResult | undefined) =>
    r && (r.failed || r.ok === 0) ? ` ⚠ ${r.failed} failed` : '';
  const pacedCell = (r: PacedResult | undefined) =>
    r ? `${r.p50} / ${Number(r.p99.toFixed(1))} / ${r.max}${flagPaced(r)}` : '—';
  log(
    `\n## bench:api ${finishedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC — ${totalRequests} requests, PostgreSQL, ${machine.cores} cores`,
  );
  log(
    `load at start ${loadAtStart.map((l) => l.toFixed(2)).join(' ')}, at end ${load()}; ${seconds} s per measurement${fill ? `; filled in ${fill.seconds.toFixed(0)} s` : ''}\n`,
  );
  log(
    `| case | product req/s @8 | product p50/p99 ms @8 | bare req/s @8 | ratio${rounds > 1 ? ` (median of ${rounds})` : ''} | product p50 / p99 / max ms @50 req/s | bare p50 / p99 / max ms @50 | server CPU ms/request, product / bare |${withBurst ? ' product / bare p99 ms, autocannon burst @50 |' : ''} same body |`,
  );
  log(`|---|---|---|---|---|---|---|---|${withBurst ? '---|' : ''}---|`);
  for (const r of results) {
    const p = r.product;
    const b = r.bare;
    const burst = withBurst ? ` ${p.burst50?.p99 ?? '—'} / ${b?.burst50?.p99 ?? '—'} |` : '';
    log(
      `| ${r.name} | ${fmt(p.full8.reqPerSec)}${flagErrors(p.full8)} | ${p.full8.p50} / ${p.full8.p99} | ${fmt(b?.full8.reqPerSec)}${flagErrors(b?.full8)} | ` +
        `${r.ratio === null ? '—' : r.ratio.toFixed(2)}${r.ratios.length > 1 ? ` (${Math.min(...r.ratios).toFixed(2)}–${Math.max(...r.ratios).toFixed(2)})` : ''} | ` +
        `${pacedCell(p.rate50)}${rounds > 1 ? ` (worst ${r.worstP99.product})` : ''} | ${pacedCell(b?.rate50)}${rounds > 1 && r.worstP99.bare !== null ? ` (worst ${r.worstP99.bare})` : ''} | ` +
        `${p.cpuMsPerRequest.toFixed(2)} / ${b ? b.cpuMsPerRequest.toFixed(2) : '—'} |${burst} ` +
        `${r.bodyMatches === null ? '—' : r.bodyMatches ? 'yes' : 'NO'} |`,
    );
  }
  if (exports.length > 0) {
    log('\n| export | rows | time s | rows/s | first byte ms | RSS MB baseline → peak (+growth) |');
    log('|---|---|---|---|---|---|');
    for (const e of exports) {
      log(
        `| ${e.name}${e.complete ? '' : ` (stopped at ${exportTimeout} s)`}${e.status !== 200 ? ` ⚠ ${e.status}` : ''} | ${e.rows ?? '?'} | ${(e.ms / 1000).toFixed(1)} | ` +
          `${e.rowsPerSec === null ? '?' : e.rowsPerSec.toFixed(0)} | ${e.firstByteMs.toFixed(0)} | ${e.rssBaselineMb.toFixed(0)} → ${e.rssPeakMb.toFixed(0)} (+${e.rssGrowthMb.toFixed(0)}) |`,
      );
    }
  }
  if (jsonFile) {
    writeFileSync(
      jsonFile,
      `${JSON.stringify(
        {
          startedAt: startedAt.toISOString(),
          finishedAt: finishedAt.toISOString(),
          rows: totalRequests,
          filledRows: fill ? rows : null,
          fill: fill ?? null,
          reused: Boolean(reuseUrl),
          productDir,
          seconds,
          poolSize,
          loadavg: { start: loadAtStart, end: os.loadavg() },
          machine,
          cases: results,
          exports,
        },
        null,
        2,
      )}\n`,
    );
    log(`\nwrote ${jsonFile}`);
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await cleanup();
}
// A kept database is left for --reuse; a run that found errors still exits non-zero.
if (reuseUrl && !keep) log(`(reused ${reuseUrl}; not dropped)`);
process.exit(failed ? 1 : 0);
