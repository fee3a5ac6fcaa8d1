import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PERMISSIONS, type Permission } from '@visadesk/contract';
import { admins, createDb, createScratchDatabase, type DbHandle, users } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app';
import { prepareDatabase } from '../src/boot/database-start';
import { type Config, loadConfig } from '../src/config';
import { hashPassword } from '../src/modules/auth/passwords';

export interface TestContext {
  app: FastifyInstance;
  db: DbHandle['db'];
  config: Config;
}

/**
 * A fresh app on a fresh database for one test file: in-memory PGlite by default, a scratch
 * database on the PostgreSQL server when the suite runs with VISADESK_TEST_DRIVER=postgres.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  /** With a logStream the app logs through its real logger settings into that stream. */
  options: {
    logStream?: { write(line: string): void };
    eventStreamCheckMs?: number;
    /** How long the auth check trusts a session's state (the app's default is 5 s). */
    sessionCacheMs?: number;
  } = {},
): Promise<TestContext> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'visadesk-test-')),
    WEB_DIST_DIR: join(tmpdir(), 'visadesk-no-web-build'),
    // Tests solve real captchas (test/captcha-solver.ts); a small proof of work keeps them quick.
    CAPTCHA_DIFFICULTY: '10',
    // No load shedding in apps built as production (its defaults turn it on there): a test file
    // holds several embedded databases in one process on a busy machine, and a lagging event loop
    // would answer 503 OVERLOADED to the request under test. overload.test.ts sets its own limits.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    MAX_HEAP_USED_BYTES: '0',
    ...env,
  });
  let drop: (() => Promise<void>) | undefined;
  let database: DbHandle;
  if (process.env.VISADESK_TEST_DRIVER === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test driver');
    const scratch = await createScratchDatabase(serverUrl, process.env.VISADESK_TEST_PG_TEMPLATE);
    drop = scratch.drop;
    database = await createDb({
      databaseUrl: scratch.url,
      poolSize: 4,
      migrationsFolder: config.MIGRATIONS_DIR,
      // As server.ts does: a file that lifts the timeout (export.test.ts, for its 150 000-row
      // fixture) lifts the driver's read timeout too, which otherwise closed the connection
      // mid-INSERT after 30 s on a busy machine ("Client was closed").
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    });
  } else {
    database = await createDb({ migrationsFolder: config.MIGRATIONS_DIR, loadDataDir: migratedPglite() });
  }
  // As server.ts starts: migrations, then the transaction totals on the agency's days.
  await prepareDatabase(database, config, { info: () => undefined });
  const app = await buildApp({
    config,
    database,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
    ...(options.eventStreamCheckMs ? { eventStreamCheckMs: options.eventStreamCheckMs } : {}),
    ...(options.sessionCacheMs !== undefined ? { sessionCacheMs: options.sessionCacheMs } : {}),
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    await drop?.();
  });
  return { app, db: database.db, config };
}

// The run's migrated PGlite dump (test/migrated-templates.ts), read once per test file.
let pgliteTemplate: Blob | undefined;
export function migratedPglite(): Blob | undefined {
  const file = process.env.VISADESK_TEST_PGLITE_TEMPLATE;
  if (!file) return undefined;
  pgliteTemplate ??= new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

let counter = 0;
export const uniqueEmail = (prefix = 'person') => `${prefix}.${Date.now()}.${++counter}@visadesk.test`;
/** A distinct client address per test keeps per-address counters from leaking between tests. */
export const uniqueIp = () => `10.9.${Math.floor(counter / 250)}.${(++counter % 250) + 1}`;

// One argon2 hash per password per worker (each costs 30-50 ms of CPU): accounts made here share
// it, as salted hashes of one password may; sign-in still verifies it the product's way.
const hashes = new Map<string, Promise<string>>();
export function storedHash(password: string): Promise<string> {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
}

export async function createAdmin(
  ctx: TestContext,
  fields: { email?: string; password?: string; permissions?: Permission[]; isActive?: boolean } = {},
) {
  const email = fields.email ?? uniqueEmail('admin');
  const password = fields.password ?? 'Correct#Horse1';
  const [row] = await ctx.db
    .insert(admins)
    .values({
      name: 'Test Admin',
      email,
      passwordHash: await storedHash(password),
      permissions: fields.permissions ?? [...PERMISSIONS],
      isActive: fields.isActive ?? true,
    })
    .returning();
  return { ...row!, password };
}

export async function createApplicant(ctx: TestContext, fields: { isBlocked?: boolean } = {}) {
  const password = 'Applicant#Pass1';
  const [row] = await ctx.db
    .insert(users)
    .values({
      fullName: 'Test Applicant',
      email: uniqueEmail('applicant'),
      passwordHash: await storedHash(password),
      isBlocked: fields.isBlocked ?? false,
    })
    .returning();
  return { ...row!, password };
}

export async function login(ctx: TestContext, email: string, password: string, ip = uniqueIp()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/loginAdmin',
    payload: { email, password },
    remoteAddress: ip,
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Headers of a signed-in admin holding every permission. */
export async function adminHeaders(ctx: TestContext) {
  const admin = await createAdmin(ctx);
  const res = await login(ctx, admin.email, admin.password);
  return bearer(res.json().access_token as string);
}

/** A multipart body with one file, as a browser's FormData would send it. */
export function multipartFile(
  data: Buffer,
  filename = 'upload.bin',
  contentType = 'application/octet-stream',
  field = 'file',
) {
  const boundary = `----visadesk${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real 1×1 PNG; `padTo` appends an ancillary-free tail so size limits can be tested. */
export function pngBytes(padTo = 0): Buffer {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  return padTo > png.length ? Buffer.concat([png, Buffer.alloc(padTo - png.length)]) : png;
}
