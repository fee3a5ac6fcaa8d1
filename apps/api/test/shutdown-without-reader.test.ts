import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { preparedDatabase, type ServerProcess, signIn, waitReady, within } from './process-fixtures';
import { serverArgs } from './server-bundle-args';

// The budget an orchestrator is told to give (README): SHUTDOWN_DELAY_MS + SHUTDOWN_GRACE_MS + 5 s.
const DELAY_MS = 0;
const GRACE_MS = 1_000;
const BUDGET_MS = DELAY_MS + GRACE_MS + 5_000;

function freePort(): Promise<string> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = (probe.address() as AddressInfo) ?? { port: 0 };
      probe.close(() => resolve(String(port)));
    });
  });
}

/**
 * The server started as npm starts it (`sh -c`, in a process group of its own, npm's variables
 * set), logging every request, its output read through pipes until the test closes them.
 */
function startInGroup(env: Record<string, string>): ServerProcess & { group: ChildProcess } {
  const command = [process.execPath, ...serverArgs()].map((a) => `'${a}'`).join(' ');
  // `; exit $?` keeps the shell as the server's parent, as npm's shell is.
  const child = spawn('sh', ['-c', `${command}; exit $?`], {
    cwd: new URL('..', import.meta.url),
    detached: true,
    env: {
      ...process.env,
      npm_lifecycle_event: 'start',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      SEED_DEMO_DATA: 'false',
      PORTAL_PORT: 'off',
      SHUTDOWN_DELAY_MS: String(DELAY_MS),
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      ...env,
    },
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  onTestFinished(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL'); // whatever is left of the group
    } catch {}
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, group: child, exited, output: () => output, base: `http://127.0.0.1:${env.PORT}` };
}

/** Whether any process of the group is still running (an exited one not yet reaped does not count). */
function groupAlive(pgid: number): boolean {
  try {
    const states = execFileSync('ps', ['-o', 'stat=', '-g', String(pgid)], { encoding: 'utf8' });
    return states.split('\n').some((state) => state.trim() !== '' && !state.startsWith('Z'));
  } catch {
    return false; // ps exits 1 when the group has no process left
  }
}

async function groupGoneWithin(pgid: number, ms: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (!groupAlive(pgid)) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server's process group was still running ${ms} ms after SIGTERM`);
}

function openStream(base: string, headers: Record<string, string>) {
  return new Promise<IncomingMessage>((resolve, reject) =>
    get(`${base}/api/events/stream`, { headers: { ...headers, accept: 'text/event-stream' } }, resolve).on(
      'error',
      reject,
    ),
  );
}

describe('a shutdown whose log reader has gone away', () => {
  it('with three event streams open and stdout/stderr closed, SIGTERM to the group ends it within its budget', async () => {
    const env = await preparedDatabase();
    const server = startInGroup({ ...env, PORT: await freePort() });
    await waitReady(server);
    const auth = await signIn(server.base);
    const streams = await Promise.all([1, 2, 3].map(() => openStream(server.base, auth)));
    for (const stream of streams) {
      expect(stream.statusCode).toBe(200);
      stream.on('error', () => {});
      stream.resume();
    }
    // The reader goes away: the read ends of both pipes are closed.
    server.child.stdout!.destroy();
    server.child.stderr!.destroy();
    await new Promise((r) => setTimeout(r, 200));

    process.kill(-server.child.pid!, 'SIGTERM');
    const took = await groupGoneWithin(server.child.pid!, BUDGET_MS);
    expect(took).toBeLessThan(BUDGET_MS);
  }, 90_000);

  it('SIGTERM to the parent shell alone (npm forwarding it) still stops the server within its budget', async () => {
    const env = await preparedDatabase();
    const server = startInGroup({ ...env, PORT: await freePort() });
    await waitReady(server);
    const auth = await signIn(server.base);
    const stream = await openStream(server.base, auth);
    stream.on('error', () => {});
    stream.resume();

    // The shell dies of it without passing it on; the server is left with no parent.
    server.child.kill('SIGTERM');
    await within(server, 'the shell exiting', 5_000, server.exited);
    const took = await groupGoneWithin(server.child.pid!, BUDGET_MS);
    expect(took).toBeLessThan(BUDGET_MS);
    // The server wrote it before exiting; the pipe may not have been read yet on a busy machine.
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain('"signal":"parent-gone"');
  }, 90_000);
});
