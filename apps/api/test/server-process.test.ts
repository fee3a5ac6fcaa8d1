import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from '@visadesk/db';
import { afterAll, describe, expect, it } from 'vitest';
import { serverArgs } from './server-bundle-args';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];

function start(env: Record<string, string>) {
  // The run's bundle in a process of its own: SIGTERM reaches the server itself.
  const child = spawn(process.execPath, serverArgs(), {
    cwd: apiDir,
    env: { ...process.env, LOG_LEVEL: 'warn', PORTAL_PORT: 'off', ...env },
  });
  children.push(child);
  let output = '';
  const streams = { stdout: '', stderr: '' };
  child.stdout.on('data', (d) => {
    output += d;
    streams.stdout += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
    streams.stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output, streams };
}

/**
 * What a start said, in either log format: each JSON line's `msg` (the format is json when the
 * output is not a terminal, as here), any other line as it is.
 */
function said(output: string): string {
  return output
    .split('\n')
    .map((line) => {
      try {
        const msg = (JSON.parse(line) as { msg?: unknown }).msg;
        return typeof msg === 'string' ? msg : line;
      } catch {
        return line;
      }
    })
    .join('\n');
}

/** Every line a process wrote to stdout and stderr, each of which must be a JSON log line with a msg. */
function jsonLines(streams: { stdout: string; stderr: string }) {
  const lines = [...streams.stdout.split('\n'), ...streams.stderr.split('\n')].filter((l) => l.trim());
  return lines.map((line) => {
    let parsed: { msg?: unknown; level?: unknown };
    try {
      parsed = JSON.parse(line);
    } catch {
      throw new Error(`not a JSON log line: ${line}`);
    }
    expect(typeof parsed.msg, line).toBe('string');
    return parsed as { msg: string; level: number };
  });
}

async function waitHealthy(url: string, run: { child: ChildProcess; output(): string }) {
  for (let i = 0; i < 240 && run.child.exitCode === null; i++) {
    if (
      await fetch(url, { signal: AbortSignal.timeout(5_000) })
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy (exit code ${run.child.exitCode}):\n${run.output()}`);
}

/**
 * A port nothing listens on now. Random ports from a fixed range collided: this file runs twice at
 * once (embedded and PostgreSQL projects), and a taken port ended a production start early in CI.
 */
function freePort(): Promise<string> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(String(port)));
    });
  });
}

// On the PostgreSQL run the same checks go through DATABASE_URL, each with an empty scratch
// database of its own (as each has its own DATA_DIR on the embedded one).
const onServer = process.env.VISADESK_TEST_DRIVER === 'postgres' && process.env.TEST_DATABASE_URL;
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  // A failed assertion must not leave a server running (or connected to a database being dropped).
  // SIGTERM, so each closes as in production and lets go of its database.
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) => child.exitCode === null && new Promise((r) => child.once('exit', r))),
  );
  for (const drop of drops) await drop();
});
async function emptyDatabase(): Promise<Record<string, string>> {
  if (!onServer) return {};
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
  drops.push(scratch.drop);
  return { DATABASE_URL: scratch.url };
}

describe('the server process', () => {
  it('migrates, seeds once, prints the demo admin once, and closes cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'visadesk-proc-'));
    const database = await emptyDatabase();
    const port = await freePort();
    // No HOST: the demo must bind to loopback by itself. A small demo agency (demo-seed.test.ts
    // checks the full one): this test is about the process, not the demo's size.
    const first = start({ DATA_DIR: dataDir, PORT: port, DEMO_REQUESTS: '24', ...database });
    await waitHealthy(`http://127.0.0.1:${port}/api/health`, first);
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
    if (outside) {
      const reached = await fetch(`http://${outside}:${port}/api/health`).then(
        () => true,
        () => false,
      );
      expect(reached, `the demo answered on ${outside}`).toBe(false);
    }
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(said(first.output())).toContain('VISADESK DEMO - NOT FOR REAL USE');
    expect(said(first.output())).toContain('PAYMENT SANDBOX is ON');
    expect(said(first.output())).toContain('password (Admin#12345) is PUBLISHED');
    expect(said(first.output())).toContain('Deploying to production');
    expect(said(first.output())).toContain('listening on 127.0.0.1');
    expect(said(first.output())).toContain('Demo admin created: admin@visadesk.test / Admin#12345');
    expect(first.output()).not.toMatch(/Error|error/);

    const second = start({ DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1', ...database });
    await waitHealthy(`http://127.0.0.1:${port}/api/health`, second);
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/loginAdmin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@visadesk.test', password: 'Admin#12345' }),
    });
    expect(login.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(second.output()).not.toContain('Demo admin created');

    // A production start over the demo's database keeps nobody on the published password.
    const production = start({
      NODE_ENV: 'production',
      JWT_SECRET: 'production-secret-that-is-long-enough-0123456789',
      PAYMENT_SANDBOX: 'true',
      PAYMENT_SANDBOX_ACKNOWLEDGE: 'applicants-can-mark-paid-without-paying',
      DATA_DIR: dataDir,
      PORT: port,
      ...database,
    });
    expect(await production.exited).toBe(1);
    expect(said(production.output())).toContain('VisaDesk cannot start.');
    expect(said(production.output())).toContain(
      'The active admin admin@visadesk.test still signs in with the published demo password',
    );
  }, 150_000);

  it('refuses to start with bad settings, naming each one', async () => {
    const bad = start({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://nope',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'visadesk-bad-')),
    });
    expect(await bad.exited).toBe(1);
    expect(said(bad.output())).toContain('VisaDesk cannot start.');
    expect(said(bad.output())).toContain('PORT');
    expect(said(bad.output())).toContain('DATABASE_URL');
  }, 60_000);
});

describe('the production start', () => {
  // A data directory and, on the PostgreSQL run, an empty database per test (kept per directory,
  // so the runs of one test share it as they share the directory).
  const databases = new Map<string, Promise<Record<string, string>>>();
  const databaseFor = (dataDir: string) => {
    if (!databases.has(dataDir)) databases.set(dataDir, emptyDatabase());
    return databases.get(dataDir)!;
  };
  const production = async (dataDir: string, extra: Record<string, string> = {}) => ({
    NODE_ENV: 'production',
    JWT_SECRET: 'production-secret-that-is-long-enough-0123456789',
    PAYMENT_SANDBOX: 'true',
    PAYMENT_SANDBOX_ACKNOWLEDGE: 'applicants-can-mark-paid-without-paying',
    DATA_DIR: dataDir,
    ...(await databaseFor(dataDir)),
    ...extra,
  });

  it('refuses an empty database without ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'visadesk-prod-'));
    const run = start(await production(dataDir, { PORT: await freePort() }));
    expect(await run.exited).toBe(1);
    expect(said(run.output())).toContain('VisaDesk cannot start.');
    expect(said(run.output())).toContain('Set ADMIN_EMAIL and ADMIN_PASSWORD');
    expect(jsonLines(run.streams).map((l) => l.msg)).toContainEqual(
      expect.stringContaining('VisaDesk cannot start.'),
    );
    expect(run.output()).not.toContain('VISADESK DEMO');
  }, 60_000);

  it('refuses a weak first-admin password and the sandbox not allowed on purpose', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'visadesk-prod-'));
    const weak = start(
      await production(dataDir, { ADMIN_EMAIL: 'director@agency.example', ADMIN_PASSWORD: 'password123' }),
    );
    expect(await weak.exited).toBe(1);
    expect(said(weak.output())).toContain('ADMIN_PASSWORD: must be at least 12 characters');
    // Refused by its settings, before they are read: JSON still, from NODE_ENV=production.
    expect(jsonLines(weak.streams)).toHaveLength(1);
    const sandbox = start(await production(dataDir, { PAYMENT_SANDBOX: 'auto' }));
    expect(await sandbox.exited).toBe(1);
    expect(said(sandbox.output())).toContain('PAYMENT_SANDBOX');
    const demo = start(await production(dataDir, { SEED_DEMO_DATA: 'true' }));
    expect(await demo.exited).toBe(1);
    expect(said(demo.output())).toContain('SEED_DEMO_DATA');
  }, 60_000);

  it('creates exactly the configured admin, no demo admin and no demo catalog', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'visadesk-prod-'));
    const port = await freePort();
    const run = start(
      await production(dataDir, {
        PORT: port,
        ADMIN_EMAIL: 'director@agency.example',
        ADMIN_PASSWORD: 'Tigris&Euphrates-1920',
      }),
    );
    const base = `http://127.0.0.1:${port}`;
    await waitHealthy(`${base}/api/health`, run);
    const signIn = (email: string, password: string) =>
      fetch(`${base}/api/auth/loginAdmin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    expect((await signIn('director@agency.example', 'Tigris&Euphrates-1920')).status).toBe(200);
    expect((await signIn('admin@visadesk.test', 'Admin#12345')).status).toBe(401);
    expect(await (await fetch(`${base}/api/countries/complete-list`)).json()).toEqual([]);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(said(run.output())).toContain('First admin created: director@agency.example');
    expect(said(run.output())).toContain('listening on 0.0.0.0');
    expect(run.output()).not.toContain('VISADESK DEMO');
    expect(run.output()).not.toContain('Admin#12345');
    expect(run.output()).not.toContain('Tigris&Euphrates-1920');
  }, 120_000);

  it('writes nothing but JSON log lines, from the first line to the last, when the log format is json', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'visadesk-prod-'));
    const port = await freePort();
    const run = start(
      await production(dataDir, {
        PORT: port,
        LOG_LEVEL: 'info',
        ADMIN_EMAIL: 'director@agency.example',
        ADMIN_PASSWORD: 'Tigris&Euphrates-1920',
      }),
    );
    const base = `http://127.0.0.1:${port}`;
    await waitHealthy(`${base}/api/health`, run);
    await fetch(`${base}/api/no-such-route`);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    const messages = jsonLines(run.streams).map((l) => l.msg);
    expect(messages).toContain('First admin created: director@agency.example');
    expect(messages).toContainEqual(expect.stringMatching(/^WARNING: PAYMENT_SANDBOX=true/));
    expect(messages).toContainEqual(expect.stringMatching(/^VisaDesk is running at /));
    expect(messages).toContain('closing');
  }, 120_000);
});
