import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, createScratchDatabase, requestGroups, sql } from '@visadesk/db';
import { afterAll, onTestFinished } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { seedCatalog } from './application-fixtures';
import { createApplicant, migratedPglite } from './helpers';
import { serverArgs } from './server-bundle-args';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

export const DEMO_ADMIN = { email: 'admin@visadesk.test', password: 'Admin#12345' };
export const onServer =
  process.env.VISADESK_TEST_DRIVER === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

const children: ChildProcess[] = [];
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  // A failed assertion must not leave a server running, or connected to a database being dropped.
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) => child.exitCode === null && new Promise((r) => child.once('exit', r))),
  );
  for (const drop of drops) await drop();
});

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
  base: string;
}

/**
 * Starts the server in a process of its own: the run's bundle of `src/server.ts`
 * (test/server-bundle.ts), so signals reach the server itself and a start costs no compiling.
 */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, serverArgs(), {
    cwd: apiDir,
    env: { ...process.env, LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', PORTAL_PORT: 'off', ...env },
  });
  children.push(child);
  // A server never outlives the test that started it. The afterAll above runs for the first file
  // that imports this module only (API files share one module graph per worker: isolate is off),
  // so a later file's servers kept running after it, holding their database and ports.
  onTestFinished(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await gone;
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output, base: `http://127.0.0.1:${env.PORT}` };
}

/**
 * `promise`, or a failure naming `what` with the server's output once `ms` have passed: a step that
 * hangs fails on its own line, with what the server printed, before the test's timeout.
 */
export function within<T>(server: ServerProcess, what: string, ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: nothing after ${ms} ms. Server output:\n${server.output()}`)),
      ms,
    );
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Waits until the server's readiness check answers 200. */
export async function waitReady(server: ServerProcess, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && server.child.exitCode === null) {
    // Each probe bounded: a server that accepts and never answers must fail here, with its output.
    const ok = await fetch(`${server.base}/api/health/ready`, { signal: AbortSignal.timeout(5_000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become ready:\n${server.output()}`);
}

/**
 * A data directory and database (PGlite in the directory, or a scratch PostgreSQL database on the
 * PostgreSQL run) migrated and seeded with the demo catalog and admin plus `requests` requests,
 * ready for server processes to start on. Returns the environment those processes need.
 */
export async function preparedDatabase(requests = 0): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'visadesk-proc-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    JWT_SECRET: 'process-test-secret-that-is-long-enough-0123456789',
  };
  if (onServer) {
    const scratch = await createScratchDatabase(onServer, process.env.VISADESK_TEST_PG_TEMPLATE);
    drops.push(scratch.drop);
    env.DATABASE_URL = scratch.url;
  }
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const database = await createDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : join(dataDir, 'pglite'),
    // The run's migrated template, written into the directory: no cluster to create.
    loadDataDir: env.DATABASE_URL ? undefined : migratedPglite(),
    migrationsFolder: config.MIGRATIONS_DIR,
  });
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const ctx = { app, db: database.db, config };
  try {
    const { iraq, turkey, visa } = await seedCatalog(ctx);
    if (requests > 0) {
      const applicant = await createApplicant(ctx);
      const [group] = await ctx.db
        .insert(requestGroups)
        .values({
          reference: 'VD-G-2026-800000',
          userId: applicant.id,
          visaId: visa.id,
          totalAmount: visa.price,
        })
        .returning();
      await ctx.db.execute(sql`
        insert into requests (reference, group_id, user_id, visa_id, destination_id, nationality_id, status,
                              full_name, passport_number, email, travel_date, price, created_at)
        select 'VD-2026-' || lpad(g::text, 6, '0'), ${group!.id}, ${applicant.id}, ${visa.id}, ${turkey.id},
               ${iraq.id}, 'Paid', 'Traveller number ' || g, 'A' || (10000000 + g), 'traveller' || g || '@example.iq',
               date '2027-01-01', ${visa.price}, now() - (g || ' seconds')::interval
        from generate_series(1, ${requests}) g`);
    }
  } finally {
    await app.close();
    await database.close();
  }
  return env;
}

/** Signs the demo admin in and returns its bearer header. */
export async function signIn(base: string): Promise<{ authorization: string }> {
  const res = await fetch(`${base}/api/auth/loginAdmin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
    signal: AbortSignal.timeout(30_000),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return { authorization: `Bearer ${((await res.json()) as { access_token: string }).access_token}` };
}
