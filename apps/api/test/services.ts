import net from 'node:net';

/** Whether the PostgreSQL and Redis suites must run (fail) rather than skip: see checkRequiredServices. */
export const servicesRequired = process.env.REQUIRE_TEST_SERVICES === '1';

/** The Redis the shared rate-limit suite uses (test/multi-instance.test.ts). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether something accepts a TCP connection at a URL's host and port within 500 ms. */
export function reachable(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * The suites that need PostgreSQL (TEST_DATABASE_URL: its api-postgres project) or Redis skip
 * without them, so a clean machine still runs the rest. With REQUIRE_TEST_SERVICES=1 (CI, when
 * both answer) a missing or unreachable service fails the run instead, naming what is missing,
 * so those suites cannot be skipped unnoticed. Called by the API projects' global setup.
 */
export async function checkRequiredServices(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (env.REQUIRE_TEST_SERVICES !== '1') return;
  const missing: string[] = [];
  const databaseUrl = env.TEST_DATABASE_URL;
  if (!databaseUrl) missing.push('TEST_DATABASE_URL is not set');
  else if (!(await reachable(databaseUrl, 5432)))
    missing.push(`PostgreSQL at ${hostPort(databaseUrl)} does not answer`);
  const redisUrl = env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (!(await reachable(redisUrl, 6379))) missing.push(`Redis at ${hostPort(redisUrl)} does not answer`);
  if (missing.length > 0) {
    throw new Error(
      `REQUIRE_TEST_SERVICES=1: ${missing.join('; ')}. The PostgreSQL-only and Redis suites would be skipped.`,
    );
  }
}

/** host:port of a service URL, without its credentials. */
const hostPort = (url: string) => new URL(url).host;

/** Vitest global setup of the API projects (first, so a missing service fails the run at once). */
export default function setup() {
  return checkRequiredServices().then(() => undefined);
}
