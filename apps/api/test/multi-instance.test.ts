import { randomInt } from 'node:crypto';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, sql } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { onServer, preparedDatabase, signIn } from './process-fixtures';
import { reachable, servicesRequired, TEST_REDIS_URL } from './services';

// Several instances need one shared database: PostgreSQL only (PGlite is one process's directory).
// Each instance is a whole app (its own pool, LISTEN connection, rate-limit store) on its own port.

const REDIS_URL = TEST_REDIS_URL;
// The Redis case is skipped when nothing answers on its port, unless REQUIRE_TEST_SERVICES=1
// (test/services.ts): then it runs, and fails.
const redisUp = onServer ? (await reachable(REDIS_URL, 6379)) || servicesRequired : false;

interface Instance {
  app: FastifyInstance;
  base: string;
  close(): Promise<void>;
}

/** One VisaDesk instance on the shared database, listening on a loopback port of its own. */
async function startInstance(env: Record<string, string>, listen = true): Promise<Instance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(tmpdir(), 'visadesk-no-web-build'),
    CAPTCHA_DIFFICULTY: '10',
    ...env,
  });
  const database = await createDb({
    databaseUrl: env.DATABASE_URL,
    poolSize: 4,
    migrationsFolder: config.MIGRATIONS_DIR,
  });
  const app = await buildApp({ config, database, logger: false });
  const base = listen ? await app.listen({ port: 0, host: '127.0.0.1' }) : '';
  if (!listen) await app.ready();
  return {
    app,
    base,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Reads an event stream's messages as they come; `next` waits for the first one that matches. */
function openStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const messages: { event?: string; data?: unknown }[] = [];
  const waiters: { match: (m: { event?: string; data?: unknown }) => boolean; resolve: () => void }[] = [];
  let connected!: () => void;
  const ready = new Promise<void>((r) => (connected = r));
  const reading = (async () => {
    const res = await fetch(url, {
      headers: { ...headers, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const decoder = new TextDecoder();
    let text = '';
    for await (const chunk of res.body!) {
      text += decoder.decode(chunk as Uint8Array, { stream: true });
      const parts = text.split('\n\n');
      text = parts.pop()!;
      for (const part of parts) {
        if (part.includes(': connected')) connected();
        const event = /^event: (.*)$/m.exec(part)?.[1];
        const data = /^data: (.*)$/m.exec(part)?.[1];
        if (!event) continue;
        const message = { event, data: data ? JSON.parse(data) : undefined };
        messages.push(message);
        for (const w of [...waiters]) if (w.match(message)) w.resolve();
      }
    }
  })().catch((err: unknown) => {
    if (!controller.signal.aborted) throw err;
  });
  return {
    ready,
    messages,
    next(match: (m: { event?: string; data?: unknown }) => boolean, timeoutMs = 5000) {
      if (messages.some(match)) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(messages)}`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

type Row = { id: string; reference: string; status: string; version: number };

describe.skipIf(!onServer)('two instances on one PostgreSQL database', () => {
  // The Paid export (about 190 bytes a row) must outgrow what the sockets between PostgreSQL, the
  // server and the paused reader can hold, so its COPY is still reading when the moves commit.
  const REQUESTS = 100_000;
  let env: Record<string, string>;
  let one: Instance;
  let two: Instance;
  let auth: { authorization: string };
  const json = () => ({ ...auth, 'content-type': 'application/json' });

  beforeAll(async () => {
    env = await preparedDatabase(REQUESTS);
    [one, two] = await Promise.all([startInstance(env), startInstance(env)]);
    // A token signed by one instance is good on the other: they share JWT_SECRET and the database.
    auth = await signIn(one.base);
  }, 60_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  const oldestPaid = async (base: string, limit: number): Promise<Row[]> => {
    const res = await fetch(`${base}/api/requests/list?status=Paid&sort=createdAt&limit=${limit}`, {
      headers: auth,
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { items: Row[] }).items;
  };
  // Counted in SQL: the list's total stops counting at a cap far below this table's size.
  const paidTotal = async (instance: Instance) => {
    const result = await instance.app.db.execute(
      sql`select count(*)::int as n from requests where status = 'Paid'`,
    );
    return (result as { rows: { n: number }[] }).rows[0]!.n;
  };
  const move = (base: string, row: Row, status: string) =>
    fetch(`${base}/api/requests/${row.id}`, {
      method: 'PATCH',
      headers: json(),
      body: JSON.stringify({ version: row.version, status }),
    });

  it('delivers an event raised on one instance to an event stream connected to the other', async () => {
    const stream = openStream(`${two.base}/api/events/stream`, auth);
    await stream.ready;

    const marker = `multi-${Date.now()}`;
    const note = await fetch(`${one.base}/api/events`, {
      method: 'POST',
      headers: json(),
      body: JSON.stringify({ params: { text: marker } }),
    });
    expect(note.status).toBe(201);
    const [request] = await oldestPaid(one.base, 1);
    const moved = await move(one.base, request!, 'InProcess');
    expect(moved.status).toBe(200);

    await stream.next((m) => (m.data as { params?: { text?: string } })?.params?.text === marker);
    await stream.next(
      (m) =>
        (m.data as { type?: string; requestId?: string })?.type === 'request.status-changed' &&
        (m.data as { requestId?: string }).requestId === request!.id,
    );
    await stream.close();
  });

  it('moves statuses on one instance while the other streams a large export: both succeed and the export is one snapshot', async () => {
    const before = await paidTotal(two);
    expect(before).toBeGreaterThan(30_000);
    // The oldest requests come last in the export (newest first), long after the moves below commit.
    const targets = await oldestPaid(one.base, 5);

    // The export, read through node:http so that pausing the reader pauses the socket and COPY.
    let bytesBeforeMoves = 0;
    const chunks: Buffer[] = [];
    let response!: http.IncomingMessage;
    await new Promise<void>((resolve, reject) => {
      const req = http.get(
        `${two.base}/api/requests/export-list/csv?status=Paid`,
        { headers: auth },
        (res) => {
          response = res;
          res.once('data', (chunk: Buffer) => {
            chunks.push(chunk);
            res.pause();
            resolve();
          });
          res.once('error', reject);
        },
      );
      req.once('error', reject);
    });
    // A failure below must not leave this paused download holding instance two's shutdown.
    onTestFinished(() => void response.destroy());
    expect(response.statusCode).toBe(200);
    bytesBeforeMoves = chunks[0]!.length;

    // The export's COPY is running on the server while the other instance moves requests. The first
    // chunk is the BOM and header, written before the COPY is sent: wait for it to start.
    let copying = 0;
    for (let waited = 0; copying === 0 && waited < 10_000; waited += 20) {
      const active = await one.app.db.execute(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and state = 'active' and query like 'COPY (%'`,
      );
      copying = (active as { rows: { n: number }[] }).rows[0]!.n;
      if (copying === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(copying).toBe(1);
    const results = await Promise.all(targets.map((row) => move(one.base, row, 'InProcess')));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const after = await paidTotal(one);
    expect(after).toBe(before - 5);

    // Read the rest: every row the export started with, each still Paid as it was at its start.
    const rest = new Promise<void>((resolve, reject) => {
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', resolve);
      response.once('error', reject);
    });
    response.resume();
    await rest;
    const body = Buffer.concat(chunks).toString('utf8');
    expect(body.length).toBeGreaterThan(bytesBeforeMoves * 4);
    const lines = body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    const rows = lines.slice(1).map((line) => line.split(','));
    expect(rows.length).toBe(before);
    expect(new Set(rows.map((r) => r[2]))).toEqual(new Set(['Paid']));
    const references = new Set(rows.map((r) => r[0]));
    expect(references.size).toBe(before);
    for (const target of targets) expect(references.has(target.reference)).toBe(true);

    // A fresh export on the other instance sees the moves.
    const again = await fetch(`${two.base}/api/requests/export-list/csv?status=Paid`, { headers: auth });
    expect((await again.text()).trimEnd().split('\n').length - 1).toBe(after);
  });

  describe.skipIf(!redisUp)('sign-in rate limit shared through Redis', () => {
    const MAX = 6;
    // A fresh client address per run: the limiter keys its counters by address, so these keys
    // belong to this run alone and are deleted at the end.
    const addresses = Array.from(
      { length: 3 },
      () => `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`,
    );
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
    const started: Instance[] = [];
    afterAll(async () => {
      for (const instance of started) await instance.close();
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', 'visadesk-rl-*', 'COUNT', 1000);
        cursor = next;
        const ours = keys.filter((k) => addresses.some((a) => k.includes(a)));
        if (ours.length > 0) await redis.del(...ours);
      } while (cursor !== '0');
      redis.disconnect();
    });

    /** Failed sign-ins from `ip`, round-robin over `instances`, until one answers 429. */
    const attemptsUntilLimited = async (instances: Instance[], ip: string, cap: number) => {
      for (let attempt = 1; attempt <= cap; attempt++) {
        const res = await instances[attempt % instances.length]!.app.inject({
          method: 'POST',
          url: '/api/auth/loginAdmin',
          payload: { email: `nobody${attempt}@visadesk.test`, password: 'Wrong#Password1' },
          remoteAddress: ip,
        });
        if (res.statusCode === 429) return attempt;
      }
      return null;
    };

    it('counts failed sign-ins split across both instances toward one limit', async () => {
      const limits = { LOGIN_RATE_LIMIT_MAX: String(MAX), LOGIN_RATE_LIMIT_WINDOW_SECONDS: '60' };
      const shared = { ...env, ...limits, REDIS_URL };
      const [a, b, alone] = await Promise.all([
        startInstance(shared, false),
        startInstance(shared, false),
        startInstance(shared, false),
      ]);
      started.push(a!, b!, alone!);
      await redis.connect();

      const [first, second, third] = addresses as [string, string, string];
      // One instance: the (MAX + 1)th attempt is refused.
      expect(await attemptsUntilLimited([alone!], first, 3 * MAX)).toBe(MAX + 1);
      // Two instances taking turns: refused at the same total.
      expect(await attemptsUntilLimited([a!, b!], second, 3 * MAX)).toBe(MAX + 1);
      const keys = await redis.keys(`visadesk-rl-*${second}*`);
      expect(keys.length).toBeGreaterThan(0);

      // Without Redis each instance counts alone, and two of them let twice as many through.
      const [c, d] = await Promise.all([
        startInstance({ ...env, ...limits }, false),
        startInstance({ ...env, ...limits }, false),
      ]);
      started.push(c!, d!);
      expect(await attemptsUntilLimited([c!, d!], third, 3 * MAX)).toBe(2 * MAX + 1);
    });
  });
});
