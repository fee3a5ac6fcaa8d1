// Starts the built server on a fresh embedded database for scripts (screenshots, benchmarks).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export async function startServer({ port = 3299, env = {} } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'visadesk-script-'));
  // The server's data goes when the server does, or at the latest when this script exits.
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  process.once('exit', removeData);
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A server that cannot listen (port taken) must not leave the caller measuring another one.
  let exited = false;
  let stopping = false;
  child.once('exit', (code, signal) => {
    exited = true;
    removeData();
    // A server that dies mid-run (crash, or killed from outside) says so instead of leaving the
    // script with connection errors only.
    if (!stopping) console.error(`server on port ${port} exited (code ${code}, signal ${signal})`);
  });
  const url = `http://127.0.0.1:${port}`;
  // A first start seeds the demo agency (about half a minute on a busy 2-core machine).
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server on port ${port} exited before it became healthy (port in use?)`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok)
      return {
        url,
        dataDir,
        stop: () => {
          stopping = true;
          child.kill('SIGTERM');
        },
      };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become healthy within 180 s');
}

export const chromiumOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};
