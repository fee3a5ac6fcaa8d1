import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/**
 * A server of the portal flow's own (the production build, as `npm start` runs it), delivering
 * mail to the test's SMTP server. The shared suite server writes mail to its outbox instead.
 */
export async function startPortalServer(port: number, env: Record<string, string>) {
  const dataDir = mkdtempSync(join(process.env.E2E_RUN_DIR ?? tmpdir(), 'portal-flow-'));
  const child: ChildProcess = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      PORTAL_PORT: String(port + 1),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_MAX: '1000',
      // Mails queued by a status change wait for the worker's next look.
      JOBS_POLL_SECONDS: '0.5',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the portal flow server exited before it was ready');
    const ok = await fetch(`${base}/api/health/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    office: base,
    portal: `http://127.0.0.1:${port + 1}`,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
