import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, createScratchDatabase, type DbHandle, sql } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { JobsPluginOptions } from '../src/plugins/jobs';

/** The PostgreSQL server of the suite's postgres project (undefined on the PGlite project). */
export const onServer =
  process.env.VISADESK_TEST_DRIVER === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

/**
 * The database of a test: a scratch database on the PostgreSQL server, or PGlite, in memory or,
 * to restart apps on it, in a directory on disk. Each app opens its own handle (PGlite: one at a
 * time; an in-memory one only once), migrated like a start would.
 */
export interface Site {
  open(): Promise<DbHandle>;
  drop(): Promise<void>;
}

export async function createSite(options: { restartable?: boolean } = {}): Promise<Site> {
  if (onServer) {
    const scratch = await createScratchDatabase(onServer);
    return {
      open: () => createDb({ databaseUrl: scratch.url, poolSize: 4 }),
      drop: scratch.drop,
    };
  }
  // In memory unless an app must reopen it (a directory on disk takes about twice as long to open).
  if (!options.restartable) return { open: () => createDb({}), drop: async () => undefined };
  const dataDir = join(mkdtempSync(join(tmpdir(), 'visadesk-jobs-')), 'pglite');
  return { open: () => createDb({ dataDir }), drop: async () => undefined };
}

export interface QueueApp {
  app: FastifyInstance;
  logs: string[];
  close(): Promise<void>;
}

/** A whole app on the site's database, with its real logger writing into `logs`. */
export async function startApp(
  site: Site,
  env: Record<string, string> = {},
  jobs: JobsPluginOptions = {},
  /** Runs after the build and before ready (e.g. to define a test queue the worker should run). */
  beforeReady?: (app: FastifyInstance) => Promise<void>,
): Promise<QueueApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'visadesk-test-')),
    WEB_DIST_DIR: join(tmpdir(), 'visadesk-no-web-build'),
    CAPTCHA_DIFFICULTY: '10',
    LOGIN_RATE_LIMIT_MAX: '1000',
    JOBS_POLL_SECONDS: '0.5',
    MAIL_RETRY_DELAY_SECONDS: '1',
    ...env,
  });
  const database = await site.open();
  await database.migrate();
  const logs: string[] = [];
  const app = await buildApp({ config, database, jobs, logStream: { write: (l) => void logs.push(l) } });
  await beforeReady?.(app);
  await app.ready();
  let closed = false;
  return {
    app,
    logs,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await database.close();
    },
  };
}

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server in this process; `listen()` may be called late to play "down, then up". */
export function smtpSink() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  let listening = false;
  return {
    received,
    /** Mails received for `address`. */
    to: (address: string) => received.filter((m) => m.to.includes(address)),
    async listen(port = 0): Promise<number> {
      await new Promise<void>((resolve, reject) => {
        server.server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      });
      listening = true;
      return (server.server.address() as AddressInfo).port;
    },
    close: () =>
      listening ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve(),
  };
}

export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
  what = 'condition',
) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Jobs of `queue` in the database, by state (archived ones included as 'archived'). */
export async function jobStates(app: FastifyInstance, queue: string, to?: string) {
  const where = to ? sql` and data->>'to' = ${to}` : sql``;
  const result = await app.db.execute(
    sql`select state::text as state from pgboss.job where name = ${queue}${where}`,
  );
  return (result as unknown as { rows: { state: string }[] }).rows.map((r) => r.state);
}
