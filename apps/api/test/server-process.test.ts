import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from '@visadesk/db';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const tsx = join(apiDir, '../../node_modules/.bin/tsx');

function start(env: Record<string, string>) {
  const child = spawn(tsx, ['src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitHealthy(url: string, child: ChildProcess) {
  for (let i = 0; i < 240 && child.exitCode === null; i++) {
    if (
      await fetch(url)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

// On the PostgreSQL run the same checks go through DATABASE_URL and a scratch database.
const onServer = process.env.VISADESK_TEST_DRIVER === 'postgres' && process.env.TEST_DATABASE_URL;
const scratch = onServer ? await createScratchDatabase(process.env.TEST_DATABASE_URL!) : undefined;
afterAll(async () => scratch?.drop());
const database: Record<string, string> = scratch ? { DATABASE_URL: scratch.url } : {};

describe('the server process', () => {
  it('migrates, seeds once, prints the demo admin once, and closes cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'visadesk-proc-'));
    const port = String(3400 + Math.floor(Math.random() * 500));
    const first = start({ DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1', ...database });
    await waitHealthy(`http://127.0.0.1:${port}/api/health`, first.child);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('Demo admin created: admin@visadesk.test / Admin#12345');
    expect(first.output()).not.toMatch(/Error|error/);

    const second = start({ DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1', ...database });
    await waitHealthy(`http://127.0.0.1:${port}/api/health`, second.child);
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/loginAdmin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@visadesk.test', password: 'Admin#12345' }),
    });
    expect(login.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(second.output()).not.toContain('Demo admin created');
  }, 120_000);

  it('refuses to start with bad settings, naming each one', async () => {
    const bad = start({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://nope',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'visadesk-bad-')),
    });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('VisaDesk cannot start.');
    expect(bad.output()).toContain('PORT');
    expect(bad.output()).toContain('DATABASE_URL');
  }, 60_000);
});
