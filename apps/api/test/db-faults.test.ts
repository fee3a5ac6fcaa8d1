import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createDb,
  createScratchDatabase,
  type DbHandle,
  eq,
  events,
  inArray,
  requestGroups,
  requestStatusHistory,
  requests,
  sql,
  transactions,
} from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { queueConnection } from '../src/jobs/sql';
import { recordEvent } from '../src/lib/sql/record-event';
import { registerApplicant, seedCatalog, traveller } from './application-fixtures';
import { adminHeaders, type TestContext } from './helpers';
import { TcpProxy } from './support/tcp-proxy';

/**
 * The API on PostgreSQL through a fault-injecting TCP proxy: connections cut, refused, made slow
 * or black-holed while requests run. Every failure must be a quick 503 DATABASE_UNAVAILABLE,
 * service must come back by itself within 5 s, live events must resume, and no write the client
 * saw succeed may be lost or doubled.
 */
// PostgreSQL only, on its own project's run (the embedded run skips it, as the other such suites).
const serverUrl = process.env.VISADESK_TEST_DRIVER === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const CONNECT_TIMEOUT_MS = 1_000;
const STATEMENT_TIMEOUT_MS = 1_500;
/** The driver gives up 2 s after the statement timeout (packages/db/src/client.ts). */
const READ_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(what: string, check: () => Promise<T | undefined> | T | undefined, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

interface SseEvent {
  id: string;
  event: string;
  data: string;
}

/** A back-office event stream read over real HTTP, message by message. */
function openStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const received: SseEvent[] = [];
  const ready = fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  }).then(async (res) => {
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          buffer += decoder.decode(value, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields: Record<string, string> = {};
            for (const line of block.split('\n')) {
              const colon = line.indexOf(':');
              if (colon <= 0) continue;
              fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
            }
            if (fields.data)
              received.push({ id: fields.id ?? '', event: fields.event ?? '', data: fields.data });
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // aborted
      }
    })();
  });
  return {
    ready,
    received,
    ids: () => received.filter((m) => m.event === 'app-event').map((m) => m.id),
    close: () => controller.abort(),
  };
}

describe.skipIf(!serverUrl)('database faults (PostgreSQL through a TCP proxy)', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let direct: DbHandle;
  let proxied: DbHandle;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let config: Config;
  let ctx: TestContext;
  let base: string;
  let admin: Record<string, string>;
  let applicant: Awaited<ReturnType<typeof registerApplicant>>;
  let visaId: string;
  let iraqId: string;
  const logLines: string[] = [];

  const api = async (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const { json, ...rest } = init;
    const started = Date.now();
    const res = await fetch(`${base}${path}`, {
      ...rest,
      headers: {
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(rest.headers as Record<string, string>),
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body, headers: res.headers, ms: Date.now() - started };
  };
  const listRequests = () => api('/api/requests/list?limit=5', { headers: admin });

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!);
    config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'visadesk-test-')),
      WEB_DIST_DIR: join(tmpdir(), 'visadesk-no-web-build'),
      CAPTCHA_DIFFICULTY: '10',
      LOGIN_RATE_LIMIT_MAX: '10000',
      DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
      DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
    });
    direct = await createDb({
      databaseUrl: scratch.url,
      poolSize: 3,
      migrationsFolder: config.MIGRATIONS_DIR,
    });
    await direct.migrate();
    const target = new URL(scratch.url);
    proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.listen();
    proxied = await createDb({
      databaseUrl: proxy.urlFor(scratch.url),
      poolSize: 6,
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      migrationsFolder: config.MIGRATIONS_DIR,
    });
    app = await buildApp({
      config,
      database: proxied,
      logStream: { write: (line: string) => void logLines.push(line) },
      sessionCacheMs: 0,
    });
    await app.ready();
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    // Fixtures write straight to the database (not through the proxy).
    ctx = { app, db: direct.db, config };
    const catalog = await seedCatalog(ctx);
    visaId = catalog.visa.id;
    iraqId = catalog.iraq.id;
    admin = await adminHeaders(ctx);
    applicant = await registerApplicant(ctx);
  }, 60_000);

  afterAll(async () => {
    await proxy?.restore();
    await app?.close();
    await proxied?.close();
    await direct?.close();
    await proxy?.close();
    await scratch?.drop();
  });

  it('answers 503 DATABASE_UNAVAILABLE with Retry-After at once while the database refuses, logs one warning without user data, and recovers within 5 s', async () => {
    expect((await listRequests()).status).toBe(200);
    const marker = `Marker${Math.random().toString(36).slice(2, 10)}`;
    await proxy.down();
    const linesBefore = logLines.length;
    const list = await listRequests();
    expect(list.status).toBe(503);
    expect(list.body).toMatchObject({ statusCode: 503, code: 'DATABASE_UNAVAILABLE' });
    expect(Number(list.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(list.ms).toBeLessThan(CONNECT_TIMEOUT_MS + 1_500);
    const write = await api('/api/requests/create-request-group', {
      method: 'POST',
      headers: applicant.headers,
      json: { visaId, travellers: [traveller(iraqId, { fullName: `${marker} Hassan Kareem` })] },
    });
    expect(write.status).toBe(503);
    expect(write.body.code).toBe('DATABASE_UNAVAILABLE');
    expect(JSON.stringify(write.body)).not.toMatch(/stack|select|insert/i);

    const parsed = () => logLines.slice(linesBefore).map((l) => JSON.parse(l) as Record<string, unknown>);
    // The pooled connections the cut dropped: one warning for all of them.
    await waitFor(
      'the lost connections warning',
      () => parsed().some((l) => l.msg === 'database connections lost') || undefined,
    );
    const lines = parsed();
    expect(lines.filter((l) => l.msg === 'database connections lost')).toHaveLength(1);
    const warnings = lines.filter((l) => l.msg === 'database unavailable');
    expect(warnings).toHaveLength(2);
    expect(warnings.every((l) => l.level === 40)).toBe(true);
    expect(lines.filter((l) => Number(l.level) >= 50)).toEqual([]);
    expect(logLines.slice(linesBefore).join('\n')).not.toContain(marker);

    await proxy.restore();
    const restoredAt = Date.now();
    await waitFor('a list to succeed again', async () => (await listRequests()).status === 200 || undefined);
    expect(Date.now() - restoredAt).toBeLessThan(5_000);
  });

  it('answers 503 within the timeouts when the database goes silent (black hole), and recovers', async () => {
    // Warm pooled connections go silent too: the driver's read timeout ends their queries.
    expect((await listRequests()).status).toBe(200);
    proxy.blackhole();
    const replies = await Promise.all([listRequests(), listRequests(), listRequests()]);
    for (const reply of replies) {
      expect(reply.status).toBe(503);
      expect(reply.body.code).toBe('DATABASE_UNAVAILABLE');
      expect(reply.ms).toBeLessThan(READ_TIMEOUT_MS + 1_500);
    }
    // And new connections, accepted but never answered, give up after the connect timeout.
    const fresh = await listRequests();
    expect(fresh.status).toBe(503);
    expect(fresh.ms).toBeLessThan(READ_TIMEOUT_MS + 1_500);
    await proxy.restore();
    const restoredAt = Date.now();
    await waitFor('a list to succeed again', async () => (await listRequests()).status === 200 || undefined);
    expect(Date.now() - restoredAt).toBeLessThan(5_000);
  });

  it('reconnects the LISTEN connection by itself: an open stream gets the events written while it was down and after', async () => {
    await waitFor('the listener', () => app.eventHub.listening || undefined);
    const stream = openStream(`${base}/api/events/stream`, admin);
    await stream.ready;
    await proxy.down();
    await waitFor('the listener to notice', () => !app.eventHub.listening || undefined);
    // Committed while this instance cannot listen: its notification is lost, the row is not.
    const during = await recordEvent(direct.db, {
      type: 'note',
      params: { text: 'written during the outage' },
    });
    await sleep(300);
    await proxy.restore();
    const restoredAt = Date.now();
    await waitFor('the listener to reconnect', () => app.eventHub.listening || undefined);
    expect(Date.now() - restoredAt).toBeLessThan(6_000);
    await waitFor(
      'the missed event on the open stream',
      () => stream.ids().includes(during) || undefined,
      5_000,
    );
    const after = await api('/api/events', {
      method: 'POST',
      headers: admin,
      json: { params: { text: 'after' } },
    });
    expect(after.status).toBe(201);
    await waitFor(
      'the new event on the open stream',
      () => stream.ids().includes(String(after.body.id)) || undefined,
    );
    expect(stream.ids().filter((id) => id === during)).toHaveLength(1);
    stream.close();
  });

  it('replays every event committed while the listener was down, in order, when more than one page were missed', async () => {
    await waitFor('the listener', () => app.eventHub.listening || undefined);
    const stream = openStream(`${base}/api/events/stream`, admin);
    await stream.ready;
    await proxy.down();
    await waitFor('the listener to notice', () => !app.eventHub.listening || undefined);
    // More than the 500 a catch-up query reads at once.
    const inserted = await direct.db.execute(
      sql`insert into ${events} (type, params, created_at)
          select 'note', jsonb_build_object('n', g), clock_timestamp() from generate_series(1, 620) g
          returning id`,
    );
    const ids = (inserted as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    const ordered = await direct.db
      .select({ id: events.id })
      .from(events)
      .where(inArray(events.id, ids))
      .orderBy(events.createdAt, events.id);
    const missed = ordered.map((r) => r.id);
    await proxy.restore();
    await waitFor('the listener to reconnect', () => app.eventHub.listening || undefined);
    await waitFor(
      'the newest missed event on the open stream',
      () => stream.ids().includes(missed.at(-1)!) || undefined,
      10_000,
    );
    expect(stream.ids().filter((id) => ids.includes(id))).toEqual(missed);
    stream.close();
  });

  it('replays what a reconnecting stream missed after its Last-Event-ID, then goes on live', async () => {
    const first = openStream(`${base}/api/events/stream`, admin);
    await first.ready;
    const seen = await api('/api/events', { method: 'POST', headers: admin, json: { params: { n: 1 } } });
    await waitFor('the first event', () => first.ids().includes(String(seen.body.id)) || undefined);
    first.close();
    const missed: string[] = [];
    for (const n of [2, 3, 4]) {
      const res = await api('/api/events', { method: 'POST', headers: admin, json: { params: { n } } });
      expect(res.status).toBe(201);
      missed.push(String(res.body.id));
    }
    const second = openStream(`${base}/api/events/stream`, {
      ...admin,
      'last-event-id': String(seen.body.id),
    });
    await second.ready;
    await waitFor(
      'the missed events',
      () => missed.every((id) => second.ids().includes(id)) || undefined,
      5_000,
    );
    const live = await api('/api/events', { method: 'POST', headers: admin, json: { params: { n: 5 } } });
    await waitFor('the live event', () => second.ids().includes(String(live.body.id)) || undefined);
    const order = [...missed, String(live.body.id)].map((id) => second.ids().indexOf(id));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(second.ids()).not.toContain(String(seen.body.id));
    expect(new Set(second.ids()).size).toBe(second.ids().length);
    second.close();
  });

  it('keeps every write the client saw succeed exactly once while connections flap', async () => {
    const acknowledgedGroups: string[] = [];
    const acknowledgedMoves: string[] = [];
    const failures: { status: number; code: unknown }[] = [];
    let slowest = 0;
    let flapping = true;

    // Five seconds of flapping every ~300 ms, then, until one status move got through (up to 30 s
    // in all), cuts a second or more apart: on a busy machine (the browser suite runs beside this
    // one) a create, read and move can take longer than the gap between two quick cuts.
    const until = Date.now() + 5_000;
    const latest = Date.now() + 30_000;
    const flapper = (async () => {
      let round = 0;
      while (flapping) {
        round += 1;
        if (round % 2) proxy.cut();
        else {
          await proxy.down();
          await sleep(250);
          await proxy.restore();
        }
        const gap = Date.now() < until || acknowledgedMoves.length > 0 ? 200 : 1_000;
        await sleep(gap + Math.floor(Math.random() * 200));
      }
    })();

    const writer = async () => {
      while (Date.now() < until || (acknowledgedMoves.length === 0 && Date.now() < latest)) {
        const created = await api('/api/requests/create-request-group', {
          method: 'POST',
          headers: applicant.headers,
          json: { visaId, travellers: [traveller(iraqId)] },
        });
        slowest = Math.max(slowest, created.ms);
        if (created.status !== 201) {
          failures.push({ status: created.status, code: created.body.code });
          continue;
        }
        acknowledgedGroups.push(String(created.body.groupId));
        const requestId = String((created.body.requests as { id: string }[])[0]!.id);
        const detail = await api(`/api/requests/one-by-admin/${requestId}`, { headers: admin });
        slowest = Math.max(slowest, detail.ms);
        if (detail.status !== 200) {
          failures.push({ status: detail.status, code: detail.body.code });
          continue;
        }
        const moved = await api(`/api/requests/${requestId}`, {
          method: 'PATCH',
          headers: admin,
          json: { version: detail.body.version, status: 'Canceled', reason: 'flapping test' },
        });
        slowest = Math.max(slowest, moved.ms);
        if (moved.status === 200) acknowledgedMoves.push(requestId);
        else failures.push({ status: moved.status, code: moved.body.code });
      }
    };
    await Promise.all([writer(), writer(), writer()]);
    flapping = false;
    await flapper;
    await proxy.restore();

    // Faults happened, and each was a quick, clear 503.
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.filter((f) => f.status !== 503 || f.code !== 'DATABASE_UNAVAILABLE')).toEqual([]);
    expect(slowest).toBeLessThan(READ_TIMEOUT_MS + 1_500);
    expect(acknowledgedGroups.length).toBeGreaterThan(0);

    // Every acknowledged group exists once, whole; no group anywhere is half-written.
    const groups = await direct.db
      .select()
      .from(requestGroups)
      .where(inArray(requestGroups.id, acknowledgedGroups));
    expect(groups).toHaveLength(new Set(acknowledgedGroups).size);
    const orphans = await direct.db.execute(
      sql`select g.id from ${requestGroups} g where not exists (select 1 from ${requests} r where r.group_id = g.id)`,
    );
    expect((orphans as unknown as { rows: unknown[] }).rows).toEqual([]);
    const rows = await direct.db
      .select({ groupId: requests.groupId, n: sql<number>`count(*)::int` })
      .from(requests)
      .where(inArray(requests.groupId, acknowledgedGroups))
      .groupBy(requests.groupId);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    expect(rows).toHaveLength(acknowledgedGroups.length);
    // Every acknowledged status move happened once.
    expect(acknowledgedMoves.length).toBeGreaterThan(0);
    {
      const history = await direct.db
        .select({ requestId: requestStatusHistory.requestId })
        .from(requestStatusHistory)
        .where(
          sql`${requestStatusHistory.requestId} in ${acknowledgedMoves} and ${requestStatusHistory.toStatus} = 'Canceled'`,
        );
      expect(history.map((h) => h.requestId).sort()).toEqual([...acknowledgedMoves].sort());
      const moved = await direct.db.select().from(requests).where(inArray(requests.id, acknowledgedMoves));
      expect(moved.every((r) => r.status === 'Canceled')).toBe(true);
    }
    const restoredAt = Date.now();
    await waitFor('a list to succeed again', async () => (await listRequests()).status === 200 || undefined);
    expect(Date.now() - restoredAt).toBeLessThan(5_000);
  }, 60_000);

  it('pays exactly once when a payment verify cut mid-transaction is retried', async () => {
    const group = await api('/api/requests/create-request-group', {
      method: 'POST',
      headers: applicant.headers,
      json: { visaId, travellers: [traveller(iraqId), traveller(iraqId)] },
    });
    expect(group.status).toBe(201);
    const groupId = String(group.body.groupId);
    const reference = String(group.body.groupReference);
    const started = await api('/api/gateways/create', {
      method: 'POST',
      headers: applicant.headers,
      json: { groupId, gateway: 'zain-cash' },
    });
    expect(started.status).toBe(200);
    const payUrl = String(started.body.payUrl);
    const paid = await fetch(payUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const token = new URL(paid.headers.get('location')!).searchParams.get('token')!;
    const verify = () => api('/api/zain-cash/verify', { method: 'POST', json: { token } });

    // Slow every round trip, start the verify, and cut once its transaction holds the row lock.
    proxy.latency(150);
    const interrupted = verify();
    const { rows } = await direct.pool!.query('select current_database() as db');
    const database = String(rows[0]!.db);
    await waitFor(
      'the settle transaction to lock its row',
      async () => {
        const { rows: active } = await direct.pool!.query(
          `select 1 from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()
             and xact_start is not null and query ilike '%from "transactions"%for update%'`,
          [database],
        );
        return active.length > 0 || undefined;
      },
      10_000,
    );
    proxy.cut();
    const first = await interrupted;
    await proxy.restore();
    expect(first.status).toBe(503);
    expect(first.body.code).toBe('DATABASE_UNAVAILABLE');
    // Nothing of the interrupted transaction remains.
    const [before] = await direct.db.select().from(transactions).where(eq(transactions.groupId, groupId));
    expect(before!.status).toBe('pending');

    const retries = [await verify(), await verify()];
    expect(retries.map((r) => [r.status, r.body.status])).toEqual([
      [200, 'succeeded'],
      [200, 'succeeded'],
    ]);
    const settled = await direct.db.select().from(transactions).where(eq(transactions.groupId, groupId));
    expect(settled.filter((t) => t.status === 'succeeded')).toHaveLength(1);
    const statuses = await direct.db.select().from(requests).where(eq(requests.groupId, groupId));
    expect(statuses.map((r) => r.status)).toEqual(['Paid', 'Paid']);
    const history = await direct.db
      .select()
      .from(requestStatusHistory)
      .where(
        sql`${requestStatusHistory.requestId} in ${statuses.map((r) => r.id)} and ${requestStatusHistory.toStatus} = 'Paid'`,
      );
    expect(history).toHaveLength(2);
    const paidEvents = (await direct.db.select().from(events).where(eq(events.type, 'request.paid'))).filter(
      (e) => e.params.groupReference === reference,
    );
    expect(paidEvents).toHaveLength(1);
  }, 30_000);

  it('gives up on a black-holed database in the job queue and the migration too: start and shutdown cannot hang', async () => {
    const target = new URL(scratch.url);
    const silent = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await silent.listen();
    const handle = await createDb({
      databaseUrl: silent.urlFor(scratch.url),
      poolSize: 1,
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
      statementTimeoutMs: STATEMENT_TIMEOUT_MS,
      migrationsFolder: config.MIGRATIONS_DIR,
    });
    const queue = queueConnection(handle, 1);
    try {
      await queue.executeSql('select 1');
      silent.blackhole();
      const timed = async (run: () => Promise<unknown>) => {
        const started = Date.now();
        await expect(run()).rejects.toThrow();
        return Date.now() - started;
      };
      // The queue's warm connection goes silent: the driver's read timeout ends the query.
      expect(await timed(() => queue.executeSql('select 1'))).toBeLessThan(READ_TIMEOUT_MS + 1_500);
      // A new connection, accepted but never answered: the connect timeout.
      expect(await timed(() => queue.executeSql('select 1'))).toBeLessThan(CONNECT_TIMEOUT_MS + 1_500);
      // The migration's own connection (the start's first step) too.
      expect(await timed(() => handle.migrate())).toBeLessThan(CONNECT_TIMEOUT_MS + 1_500);
      const closing = Date.now();
      await queue.close();
      expect(Date.now() - closing).toBeLessThan(1_000);
    } finally {
      await silent.close();
      await handle.close();
    }
  }, 30_000);

  it('shows an applicant back from the provider "being confirmed" (503, Retry-After), never "failed", while the database is down', async () => {
    const group = await api('/api/requests/create-request-group', {
      method: 'POST',
      headers: applicant.headers,
      json: { visaId, travellers: [traveller(iraqId)] },
    });
    expect(group.status).toBe(201);
    const started = await api('/api/gateways/create', {
      method: 'POST',
      headers: applicant.headers,
      json: { groupId: String(group.body.groupId), gateway: 'zain-cash' },
    });
    const paid = await fetch(String(started.body.payUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
      redirect: 'manual',
    });
    const token = new URL(paid.headers.get('location')!).searchParams.get('token')!;
    const back = () =>
      fetch(`${base}/api/gateways/zain-cash/return?token=${encodeURIComponent(token)}`, {
        redirect: 'manual',
      });

    await proxy.down();
    const linesBefore = logLines.length;
    const during = await back();
    const page = await during.text();
    expect(during.status).toBe(503);
    expect(Number(during.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(during.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page).not.toContain('data-status="failed"');
    expect(page).toContain('reload this page');
    const logged = logLines.slice(linesBefore).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(logged.some((l) => l.msg === 'database unavailable')).toBe(true);
    expect(logLines.slice(linesBefore).join('\n')).not.toContain(token);

    await proxy.restore();
    // Reloading once the database is back confirms the payment and goes on to the portal.
    const after = await waitFor('the return page to confirm', async () => {
      const res = await back();
      return res.status === 303 ? (res.headers.get('location') ?? undefined) : undefined;
    });
    expect(new URL(after).searchParams.get('status')).toBe('paid');
  });
});
