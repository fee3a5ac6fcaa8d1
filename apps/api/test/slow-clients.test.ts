import { connect, type Socket } from 'node:net';
import type { AppEvent } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { adminHeaders, buildTestApp } from './helpers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Short limits so each case takes about a second; the defaults are 10 s, 120 s, 60 s and 72 s.
const strict = await buildTestApp({
  HEADERS_TIMEOUT_MS: '500',
  REQUEST_TIMEOUT_MS: '1500',
  CONNECTION_IDLE_TIMEOUT_MS: '800',
  KEEP_ALIVE_TIMEOUT_MS: '1000',
});
// Ports of their own (the PostgreSQL run of this file may run at the same time as the PGlite one).
const PORT_BASE = process.env.VISADESK_TEST_DRIVER === 'postgres' ? 4350 : 4300;
const STRICT_PORT = PORT_BASE + 1;
await strict.app.listen({ port: STRICT_PORT, host: '127.0.0.1' });

// The request limits only, with the default idle timeout: what long responses meet in production.
const streaming = await buildTestApp({ HEADERS_TIMEOUT_MS: '500', REQUEST_TIMEOUT_MS: '1000' });
const STREAMING_PORT = PORT_BASE + 2;
await streaming.app.listen({ port: STREAMING_PORT, host: '127.0.0.1' });

interface Outcome {
  /** Milliseconds from the first byte sent until the server closed the connection. */
  closedAfterMs: number;
  received: string;
}

/**
 * A raw client: sends `head` at once, then `trickle` one byte every `everyMs` (never finishing
 * unless `trickle` runs out), and reports when the server closes the socket.
 */
function slowClient(port: number, head: string, trickle = '', everyMs = 100): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    const socket: Socket = connect(port, '127.0.0.1', () => {
      socket.write(head);
      let i = 0;
      timer = setInterval(() => {
        if (i < trickle.length && !socket.destroyed) socket.write(trickle[i++]!);
      }, everyMs);
    });
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', () => undefined); // a reset is one way to be closed
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ closedAfterMs: Date.now() - started, received });
    });
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for 10 s; received: ${received}`));
    }, 10_000);
  });
}

/** A 408 in the contract's error shape, its request id in the header and the body. */
function expectContractTimeout(received: string) {
  const [head, body] = received.split('\r\n\r\n');
  const id = /\r\nx-request-id: ([0-9a-f-]{36})\r\n/i.exec(head ?? '')?.[1];
  expect(id).toBeDefined();
  expect(head).toMatch(/\r\nconnection: close$/i);
  expect(JSON.parse(body ?? '')).toEqual({
    statusCode: 408,
    code: 'REQUEST_TIMEOUT',
    message: 'The request did not arrive in time',
    requestId: id,
  });
}

describe('slow clients', () => {
  it('closes a connection whose headers trickle in byte by byte (slowloris) with 408', async () => {
    const headers = `GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'a'.repeat(200)}`;
    const outcome = await slowClient(STRICT_PORT, '', headers, 20);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
    expectContractTimeout(outcome.received);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(450);
    expect(outcome.closedAfterMs).toBeLessThan(1_500);
  });

  it('closes a request whose body keeps coming but never finishes with 408', async () => {
    const head =
      'POST /api/auth/loginAdmin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":"';
    // One byte every 200 ms: never idle for 800 ms, so only the whole-request limit (1.5 s) stops it.
    const outcome = await slowClient(STRICT_PORT, head, 'a'.repeat(100), 200);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
    expectContractTimeout(outcome.received);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(1_400);
    expect(outcome.closedAfterMs).toBeLessThan(2_600);
  });

  it('closes a connection whose body stops arriving once it has been idle', async () => {
    const head =
      'POST /api/auth/loginAdmin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":"';
    const outcome = await slowClient(STRICT_PORT, head);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(750);
    expect(outcome.closedAfterMs).toBeLessThan(1_450);
  });

  it('closes an idle kept-alive connection after its keep-alive timeout', async () => {
    const request = 'GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n';
    const outcome = await slowClient(STRICT_PORT, request);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 200 /);
    expect(outcome.received).toMatch(/keep-alive: timeout=1/i);
    // Node keeps it one second beyond the advertised timeout, so the client closes first.
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(outcome.closedAfterMs).toBeLessThan(2_800);
  });

  it('still serves a client that sends at an ordinary pace', async () => {
    const res = await fetch(`http://127.0.0.1:${STRICT_PORT}/api/health/live`);
    expect(res.status).toBe(200);
  });

  it('never cuts an event stream: the request limits cover receiving the request only', async () => {
    const headers = await adminHeaders(streaming);
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${STREAMING_PORT}/api/events/stream`, {
      headers,
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let text = '';
    const reading = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return 'closed';
        text += new TextDecoder().decode(value);
        if (text.includes('"slow-client-check"')) return 'delivered';
      }
    })();
    // Three times the whole-request limit, six times the headers limit.
    await sleep(3_000);
    streaming.app.eventHub.emit('event', { id: 'slow-client-check', type: 'note' } as unknown as AppEvent);
    expect(await reading).toBe('delivered');
    controller.abort();
  });

  it('refuses a headers timeout longer than the whole-request timeout', () => {
    const env = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: strict.config.DATA_DIR };
    expect(() => loadConfig({ ...env, HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...env, HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' })).toThrow(
      /HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS/,
    );
  });
});
