import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRequiredServices } from './services';

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
