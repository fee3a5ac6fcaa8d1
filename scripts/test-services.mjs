// Runs a test command with the services it can use: when PostgreSQL answers on 127.0.0.1:5432 and
// Redis on 127.0.0.1:6379 (and TEST_DATABASE_URL / TEST_REDIS_URL are not set), it points the API
// suite at them and sets REQUIRE_TEST_SERVICES=1, so a plain `npm test` runs what CI runs on such
// a machine. `TEST_SERVICES=off` skips the detection (the PostgreSQL and Redis suites then skip).
import { spawn } from 'node:child_process';
import net from 'node:net';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/test-services.mjs <command> [args…]');
  process.exit(2);
}

function answers(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const env = { ...process.env };
if (env.TEST_SERVICES !== 'off') {
  const [postgres, redis] = await Promise.all([answers(5432), answers(6379)]);
  if (postgres && !env.TEST_DATABASE_URL) env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
  if (redis && !env.TEST_REDIS_URL) env.TEST_REDIS_URL = 'redis://127.0.0.1:6379';
  if (postgres && redis && env.REQUIRE_TEST_SERVICES === undefined) env.REQUIRE_TEST_SERVICES = '1';
}
const hostOf = (url) => (url ? new URL(url).host : 'not found');
console.log(
  `Test services: PostgreSQL ${hostOf(env.TEST_DATABASE_URL)}, Redis ${hostOf(env.TEST_REDIS_URL)}` +
    (env.REQUIRE_TEST_SERVICES === '1'
      ? ' (required: their suites run and fail if a service goes away)'
      : ' (their suites are skipped where a service is missing)'),
);

const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
