import { execFileSync } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRequiredServices, reachable } from './services';

/** Two loopback ports: one something listens on, one nothing does. */
let open: net.Server;
let listening = '';
let closed = '';

beforeAll(async () => {
  open = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => open.listen(0, '127.0.0.1', resolve));
  listening = String((open.address() as net.AddressInfo).port);
  const spare = net.createServer();
  await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
  closed = String((spare.address() as net.AddressInfo).port);
  await new Promise((resolve) => spare.close(resolve));
});
afterAll(() => new Promise((resolve) => open.close(resolve)));

describe('REQUIRE_TEST_SERVICES', () => {
  const database = () => `postgres://postgres:secret@127.0.0.1:${listening}/test`;
  const redis = () => `redis://127.0.0.1:${listening}`;

  it('lets the service suites skip when it is not set', async () => {
    await expect(checkRequiredServices({})).resolves.toBeUndefined();
  });

  it('fails the run without TEST_DATABASE_URL, or when PostgreSQL or Redis does not answer', async () => {
    await expect(
      checkRequiredServices({ REQUIRE_TEST_SERVICES: '1', TEST_REDIS_URL: redis() }),
    ).rejects.toThrow('TEST_DATABASE_URL is not set');
    const unreachable = `postgres://postgres:secret@127.0.0.1:${closed}/test`;
    const refused = checkRequiredServices({
      REQUIRE_TEST_SERVICES: '1',
      TEST_DATABASE_URL: unreachable,
      TEST_REDIS_URL: `redis://127.0.0.1:${closed}`,
    });
    await expect(refused).rejects.toThrow(`PostgreSQL at 127.0.0.1:${closed} does not answer`);
    await expect(refused).rejects.toThrow(`Redis at 127.0.0.1:${closed} does not answer`);
    // The password in the URL is not repeated.
    await expect(refused).rejects.not.toThrow('secret');
  });

  it('passes when both answer', async () => {
    await expect(
      checkRequiredServices({
        REQUIRE_TEST_SERVICES: '1',
        TEST_DATABASE_URL: database(),
        TEST_REDIS_URL: redis(),
      }),
    ).resolves.toBeUndefined();
  });
});

describe('scripts/test-services.mjs (what `npm test` runs the unit suite through)', () => {
  const script = fileURLToPath(new URL('../../../scripts/test-services.mjs', import.meta.url));
  const seen = (env: NodeJS.ProcessEnv) => {
    const out = execFileSync(
      process.execPath,
      [script, process.execPath, '-e', 'console.log("ENV " + JSON.stringify(process.env))'],
      { env, encoding: 'utf8' },
    );
    const line = out.split('\n').find((l) => l.startsWith('ENV ')) ?? 'ENV {}';
    return JSON.parse(line.slice(4)) as NodeJS.ProcessEnv;
  };
  const bare = () => {
    const env = { ...process.env };
    for (const key of ['TEST_DATABASE_URL', 'TEST_REDIS_URL', 'REQUIRE_TEST_SERVICES', 'TEST_SERVICES'])
      delete env[key];
    return env;
  };

  it('turns the service suites on, and requires them, exactly when PostgreSQL and Redis answer on their ports', async () => {
    const postgres = await reachable('postgres://127.0.0.1:5432', 5432);
    const redis = await reachable('redis://127.0.0.1:6379', 6379);
    const env = seen(bare());
    expect(env.TEST_DATABASE_URL).toBe(postgres ? 'postgres://postgres@127.0.0.1:5432/test' : undefined);
    expect(env.TEST_REDIS_URL).toBe(redis ? 'redis://127.0.0.1:6379' : undefined);
    expect(env.REQUIRE_TEST_SERVICES).toBe(postgres && redis ? '1' : undefined);
  });

  it('keeps URLs that are set, and detects nothing with TEST_SERVICES=off', () => {
    const mine = `postgres://postgres@127.0.0.1:${closed}/mine`;
    expect(seen({ ...bare(), TEST_DATABASE_URL: mine }).TEST_DATABASE_URL).toBe(mine);
    const off = seen({ ...bare(), TEST_SERVICES: 'off' });
    expect([off.TEST_DATABASE_URL, off.TEST_REDIS_URL, off.REQUIRE_TEST_SERVICES]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
