import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers';

const { app } = await buildTestApp();

describe('a request arriving while the server closes', () => {
  it('gets 503 SHUTTING_DOWN in the contract shape, with Retry-After, Connection: close and its request id; the request in flight finishes', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    // A sign-in whose body is half sent: routed before the close, so it must be answered in full.
    const body = JSON.stringify({ email: 'nobody@visadesk.test', password: 'not-the-password' });
    const half = Math.floor(body.length / 2);
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (received += d));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    socket.write(
      `POST /api/auth/loginAdmin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, half)}`,
    );
    await new Promise((r) => setTimeout(r, 100));

    const closed = app.close();
    await new Promise((r) => setTimeout(r, 50));
    // The rest of the body, and a second request pipelined behind it: read only after the close began.
    socket.write(
      `${body.slice(half)}GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-Id: pipelined-42\r\n\r\n`,
    );
    await ended;
    await closed;

    const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
    // The sign-in was processed (wrong password: 401 in the contract's words), not refused.
    expect(first).toMatch(/^HTTP\/1\.1 401 /);
    expect(first).toContain('"code":"BAD_CREDENTIALS"');
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    const [head, json] = second!.split('\r\n\r\n');
    expect(head).toMatch(/\r\nretry-after: 1\r\n/i);
    expect(head).toMatch(/\r\nconnection: close\r\n/i);
    expect(head).toMatch(/\r\nx-request-id: pipelined-42\r\n/i);
    expect(JSON.parse(json!)).toEqual({
      statusCode: 503,
      code: 'SHUTTING_DOWN',
      message: 'This server is shutting down; retry the request',
      requestId: 'pipelined-42',
    });
  });
});
