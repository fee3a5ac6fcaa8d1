// Restarts PostgreSQL itself while VisaDesk serves a steady load, and reports what clients saw
// (issue 11). Never in CI: it restarts a whole PostgreSQL cluster, so only on a machine where that
// is acceptable for a few seconds.
//
//   npx tsx scripts/pg-restart-under-load.ts [--seconds=40] [--restart-at=10] [--cluster="15 main"] [--dry-run] [--log]
//
// It creates a scratch database on PG_SERVER_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// starts the API on it (port PORT, default 4150, loopback), drives lists, request submissions,
// status moves and notes from a few clients plus one back-office event stream, runs
// `pg_ctlcluster <cluster> restart` after --restart-at seconds, and then checks: the errors clients
// got and their codes, how long until requests succeeded again, whether every acknowledged write is
// in the database exactly once, and whether the event stream resumed with no acknowledged note missing.
// It prints a Markdown table (the one in docs/benchmarks.md).

import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  countries,
  createDb,
  createScratchDatabase,
  eq,
  events,
  inArray,
  requestGroups,
  requestStatusHistory,
  requests,
  sql,
  users,
  visas,
} from '@visadesk/db';
import { hashPassword } from '../apps/api/src/modules/auth/passwords';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const SECONDS = Number(arg('seconds', '40'));
const RESTART_AT = Number(arg('restart-at', '10'));
const CLUSTER = arg('cluster', '15 main').split(' ');
const PORT = Number(process.env.PORT ?? 4150);
const SERVER_URL = process.env.PG_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const base = `http://127.0.0.1:${PORT}`;
const apiDir = fileURLToPath(new URL('../apps/api/', import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const t0 = Date.now();
const at = () => (Date.now() - t0) / 1000;

interface Outcome {
  kind: 'list' | 'submit' | 'move' | 'note';
  start: number;
  end: number;
  status: number;
  code: string;
}
const outcomes: Outcome[] = [];

async function call(
  kind: Outcome['kind'],
  path: string,
  init: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
) {
  const start = Date.now();
  let status = 0;
  let code = '';
  let body: Record<string, unknown> = {};
  try {
    const res = await fetch(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal: AbortSignal.timeout(30_000),
    });
    status = res.status;
    body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    code = res.ok ? '' : String(body.code ?? '');
  } catch (err) {
    code = (err as Error).name === 'TimeoutError' ? 'CLIENT_TIMEOUT (30 s)' : 'NETWORK_ERROR';
  }
  outcomes.push({ kind, start, end: Date.now(), status, code });
  return { status, body };
}

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  return { child, output: () => output };
}

async function main() {
  const scratch = await createScratchDatabase(SERVER_URL);
  const dataDir = mkdtempSync(join(tmpdir(), 'visadesk-pgrestart-'));
  const server = startServer({
    NODE_ENV: 'development',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: scratch.url,
    DATA_DIR: dataDir,
    JWT_SECRET: 'pg-restart-script-secret-that-is-long-enough-0123',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    SEED_DEMO_DATA: 'true',
    LOGIN_RATE_LIMIT_MAX: '10000',
  });
  const direct = await createDb({ databaseUrl: scratch.url, poolSize: 2 });
  try {
    for (let i = 0; ; i++) {
      const ok = await fetch(`${base}/api/health/ready`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      if (i > 600 || server.child.exitCode !== null)
        throw new Error(`the API did not start:\n${server.output()}`);
      await sleep(200);
    }
    // A signed-in admin, and an applicant created straight in the database.
    const adminLogin = await fetch(`${base}/api/auth/loginAdmin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@visadesk.test', password: 'Admin#12345' }),
    });
    const admin = {
      authorization: `Bearer ${((await adminLogin.json()) as { access_token: string }).access_token}`,
    };
    const email = `restart.${Date.now()}@visadesk.test`;
    await direct.db
      .insert(users)
      .values({ fullName: 'Zainab Ali', email, passwordHash: await hashPassword('Baghdad2026!') });
    const userLogin = await fetch(`${base}/api/auth/loginUser`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Baghdad2026!' }),
    });
    const applicant = {
      authorization: `Bearer ${((await userLogin.json()) as { access_token: string }).access_token}`,
    };
    const [iraq] = await direct.db.select().from(countries).where(eq(countries.iso2, 'IQ'));
    const [turkey] = await direct.db.select().from(countries).where(eq(countries.iso2, 'TR'));
    const [visa] = await direct.db.select().from(visas).where(eq(visas.destinationId, turkey!.id));
    const traveller = () => ({
      nationalityId: iraq!.id,
      fullName: 'Ali Hassan Kareem',
      fullQuadrupleName: 'Ali Hassan Kareem Mahdi',
      passportNumber: `A${Math.floor(Math.random() * 1e8)}`,
      email: `traveller.${Math.random().toString(36).slice(2)}@visadesk.test`,
      dateOfBirth: '1990-05-17',
      travelDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      returnDate: new Date(Date.now() + 35 * 86_400_000).toISOString().slice(0, 10),
      passportExpiry: new Date(Date.now() + 900 * 86_400_000).toISOString().slice(0, 10),
      lastEntry: '2024-01-10',
      educationDegree: 'Bachelor',
      travelReason: 'Tourism',
      destinationAirport: 'IST',
    });

    // One back-office event stream that reconnects like the web client: Last-Event-ID, backoff.
    const streamIds = new Set<string>();
    let streamConnects = 0;
    let streamStop = false;
    const streamAbort = new AbortController();
    const stream = (async () => {
      let lastId: string | undefined;
      let attempt = 0;
      while (!streamStop) {
        try {
          const res = await fetch(`${base}/api/events/stream`, {
            headers: {
              accept: 'text/event-stream',
              ...admin,
              ...(lastId ? { 'last-event-id': lastId } : {}),
            },
            signal: streamAbort.signal,
          });
          if (res.ok && res.body) {
            streamConnects += 1;
            attempt = 0;
            const reader = res.body.getReader();
            const decoder = new TextDecoder();
            let buffer = '';
            for (;;) {
              const { done, value } = await reader.read();
              if (done) break;
              buffer += decoder.decode(value, { stream: true });
              let cut = buffer.indexOf('\n\n');
              while (cut !== -1) {
                const id = /^id: (.+)$/m.exec(buffer.slice(0, cut))?.[1];
                if (id) {
                  streamIds.add(id);
                  lastId = id;
                }
                buffer = buffer.slice(cut + 2);
                cut = buffer.indexOf('\n\n');
              }
            }
          } else await res.body?.cancel();
        } catch {
          // cut, refused or stopped: retry below
        }
        if (streamStop) return;
        await sleep(Math.min(5_000, 250 * 2 ** attempt++));
      }
    })();

    const acked = { groups: [] as string[], moves: [] as string[], notes: [] as string[] };
    const until = Date.now() + SECONDS * 1000;
    const lister = async () => {
      for (let i = 0; Date.now() < until; i++) {
        await call('list', i % 2 ? '/api/events/all?limit=20' : '/api/requests/list?limit=20', {
          headers: admin,
        });
        await sleep(50);
      }
    };
    const submitter = async () => {
      while (Date.now() < until) {
        const created = await call('submit', '/api/requests/create-request-group', {
          method: 'POST',
          headers: applicant,
          json: { visaId: visa!.id, travellers: [traveller()] },
        });
        if (created.status === 201) {
          acked.groups.push(String(created.body.groupId));
          const id = String((created.body.requests as { id: string }[])[0]!.id);
          const detail = await call('list', `/api/requests/one-by-admin/${id}`, { headers: admin });
          if (detail.status === 200) {
            const moved = await call('move', `/api/requests/${id}`, {
              method: 'PATCH',
              headers: admin,
              json: { version: detail.body.version, status: 'Canceled' },
            });
            if (moved.status === 200) acked.moves.push(id);
          }
        }
        await sleep(50);
      }
    };
    const noter = async () => {
      for (let n = 0; Date.now() < until; n++) {
        const note = await call('note', '/api/events', {
          method: 'POST',
          headers: admin,
          json: { params: { n } },
        });
        if (note.status === 201) acked.notes.push(String(note.body.id));
        await sleep(100);
      }
    };

    let restart = { start: 0, end: 0, output: '' };
    const restarter = (async () => {
      await sleep(RESTART_AT * 1000);
      const start = Date.now();
      // --dry-run: everything but the restart (to try the script without touching PostgreSQL).
      const { stdout, stderr } = process.argv.includes('--dry-run')
        ? { stdout: 'dry run', stderr: '' }
        : await promisify(execFile)('pg_ctlcluster', [...CLUSTER, 'restart']);
      restart = { start, end: Date.now(), output: `${stdout}${stderr}`.trim() };
      console.error(
        `[${at().toFixed(1)} s] pg_ctlcluster ${CLUSTER.join(' ')} restart took ${restart.end - start} ms`,
      );
    })();

    await Promise.all([lister(), lister(), submitter(), submitter(), noter(), restarter]);
    // Let the last notes reach the stream, then stop it.
    await sleep(3_000);
    streamStop = true;
    streamAbort.abort();
    await stream;

    // What the database holds.
    const groups = await direct.db
      .select({
        id: requestGroups.id,
        n: sql<number>`(select count(*)::int from requests r where r.group_id = request_groups.id)`,
      })
      .from(requestGroups)
      .where(
        inArray(
          requestGroups.id,
          acked.groups.length ? acked.groups : ['00000000-0000-4000-8000-000000000000'],
        ),
      );
    const groupsOnce = groups.length === new Set(acked.groups).size && groups.every((g) => g.n === 1);
    const history = acked.moves.length
      ? await direct.db
          .select({ requestId: requestStatusHistory.requestId })
          .from(requestStatusHistory)
          .where(
            sql`${requestStatusHistory.requestId} in ${acked.moves} and ${requestStatusHistory.toStatus} = 'Canceled'`,
          )
      : [];
    const movesOnce =
      history.length === acked.moves.length &&
      new Set(history.map((h) => h.requestId)).size === history.length;
    const canceled = acked.moves.length
      ? await direct.db
          .select({ status: requests.status })
          .from(requests)
          .where(inArray(requests.id, acked.moves))
      : [];
    const notes = acked.notes.length
      ? await direct.db.select({ id: events.id }).from(events).where(inArray(events.id, acked.notes))
      : [];
    const notesOnce = notes.length === acked.notes.length;
    const missedOnStream = acked.notes.filter((id) => !streamIds.has(id));

    // What clients saw.
    const failures = outcomes.filter((o) => o.status < 200 || o.status >= 300);
    const byCode = new Map<string, number>();
    for (const f of failures) {
      const key = `${f.status || '-'} ${f.code || '(no code)'}`;
      byCode.set(key, (byCode.get(key) ?? 0) + 1);
    }
    const lastFailure = Math.max(0, ...failures.map((f) => f.end));
    const firstFailure = Math.min(...failures.map((f) => f.start), Number.POSITIVE_INFINITY);
    const firstSuccessAfter = (kind: Outcome['kind'] | null) =>
      outcomes
        .filter(
          (o) =>
            (kind ? o.kind === kind : true) && o.status >= 200 && o.status < 300 && o.start >= restart.end,
        )
        .reduce((min, o) => Math.min(min, o.end), Number.POSITIVE_INFINITY);
    const slowestFailure = Math.max(0, ...failures.map((f) => f.end - f.start));
    const log = server.output();
    const lines = log.split('\n');
    const count = (msg: string) => lines.filter((l) => l.includes(`"msg":"${msg}"`)).length;

    const rows: [string, string][] = [
      [
        'load',
        `${outcomes.length} requests in ${SECONDS} s (2 listers, 2 submit+move clients, 1 note writer, 1 event stream)`,
      ],
      ['`pg_ctlcluster restart` took', `${restart.end - restart.start} ms`],
      [
        'failed requests',
        `${failures.length} (${[...byCode].map(([k, v]) => `${k}: ${v}`).join(', ') || 'none'})`,
      ],
      ['slowest failed request', `${slowestFailure} ms`],
      [
        'failures seen between',
        failures.length
          ? `${((firstFailure - restart.start) / 1000).toFixed(2)} s and ${((lastFailure - restart.start) / 1000).toFixed(2)} s after the restart began`
          : '—',
      ],
      [
        'first success after PostgreSQL was back (any / write / list)',
        [null, 'submit', 'list']
          .map((k) => `${firstSuccessAfter(k as Outcome['kind'] | null) - restart.end} ms`)
          .join(' / '),
      ],
      [
        'acknowledged submissions found exactly once',
        `${groupsOnce ? 'yes' : 'NO'} (${groups.length} of ${acked.groups.length}, each with its 1 request)`,
      ],
      [
        'acknowledged status moves found exactly once',
        `${movesOnce && canceled.every((r) => r.status === 'Canceled') ? 'yes' : 'NO'} (${history.length} of ${acked.moves.length})`,
      ],
      [
        'acknowledged notes found exactly once',
        `${notesOnce ? 'yes' : 'NO'} (${notes.length} of ${acked.notes.length})`,
      ],
      [
        'event stream resumed',
        `${streamConnects} connections; ${acked.notes.length - missedOnStream.length} of ${acked.notes.length} acknowledged notes received${missedOnStream.length ? ` (MISSING ${missedOnStream.length})` : ''}`,
      ],
      [
        'server log',
        `"database unavailable" warnings: ${count('database unavailable')}, "event listener reconnected": ${count('event listener reconnected')}, "event listener replayed…": ${count('event listener replayed events missed while reconnecting')}, errors (level ≥ 50): ${lines.filter((l) => /"level":(5|6)\d/.test(l)).length}`,
      ],
    ];
    console.log('| what | result |\n|---|---|');
    for (const [k, v] of rows) console.log(`| ${k} | ${v} |`);
    if (process.argv.includes('--log')) console.log(log);
    const ok = groupsOnce && movesOnce && notesOnce && missedOnStream.length === 0;
    process.exitCode = ok ? 0 : 1;
  } finally {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await new Promise((r) => server.child.once('exit', r));
    }
    await direct.close();
    await scratch.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
