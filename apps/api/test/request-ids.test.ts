import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { logFormat, prettyLogStream } from '../src/boot/logger';
import { adminHeaders, buildTestApp } from './helpers';

const lines: string[] = [];
const ctx = await buildTestApp(
  { LOG_LEVEL: 'info' },
  { logStream: { write: (line) => void lines.push(line) } },
);
const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('answers every request with a generated id in X-Request-Id, errors and 404s included', async () => {
    const ok = await ctx.app.inject({ url: '/api/health/live' });
    const missing = await ctx.app.inject({ url: '/api/no-such-route' });
    const unauthorized = await ctx.app.inject({ url: '/api/requests/list' });
    const invalid = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/loginAdmin',
      payload: { email: 'not-an-email' },
    });
    const badUrl = await ctx.app.inject({ url: '/api/requests/%E0%A4%A' });
    const ids = [ok, missing, unauthorized, invalid, badUrl].map((res) => res.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    expect([missing, unauthorized, invalid, badUrl].map((res) => res.statusCode)).toEqual([
      404, 401, 400, 400,
    ]);
    // The error body names the same id, so a person can quote it from a screen.
    for (const res of [missing, unauthorized, invalid, badUrl]) {
      expect(res.json().requestId).toBe(res.headers['x-request-id']);
    }
  });

  it('keeps a safe incoming X-Request-Id and replaces an unsafe one', async () => {
    const safe = 'lb-7f3a.request_42';
    const kept = await ctx.app.inject({ url: '/api/no-such-route', headers: { 'x-request-id': safe } });
    expect(kept.headers['x-request-id']).toBe(safe);
    expect(kept.json().requestId).toBe(safe);
    for (const unsafe of ['a'.repeat(65), 'has space', 'quote"d', 'semi;colon', '', 'é']) {
      const res = await ctx.app.inject({ url: '/api/health/live', headers: { 'x-request-id': unsafe } });
      expect(res.headers['x-request-id'], unsafe).toMatch(UUID);
    }
    const longest = 'x'.repeat(64);
    const res = await ctx.app.inject({ url: '/api/health/live', headers: { 'x-request-id': longest } });
    expect(res.headers['x-request-id']).toBe(longest);
  });

  it('puts the id on every log line of the request, with one completion line per request', async () => {
    lines.length = 0;
    const headers = await adminHeaders(ctx);
    lines.length = 0;
    const id = 'trace-one-request';
    const res = await ctx.app.inject({
      url: '/api/requests/list?page=1&search=A12345678',
      headers: { ...headers, 'x-request-id': id },
    });
    expect(res.statusCode).toBe(200);
    const mine = parsed().filter((line) => line.reqId === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      route: '/api/requests/list',
      req: { method: 'GET', url: '/api/requests/list?page=1&search=[redacted]' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    // Fastify's own "incoming request" line is gone: nothing was logged without the id.
    expect(parsed().filter((line) => line.msg === 'incoming request')).toEqual([]);
    expect(lines.join('\n')).not.toContain('A12345678');
  });

  it('logs the route pattern, never the ids in the path, and the status of an error', async () => {
    const headers = await adminHeaders(ctx);
    lines.length = 0;
    const id = '0b6f7a2e-0000-4000-8000-00000000abcd';
    const res = await ctx.app.inject({ url: `/api/countries/one/${id}`, headers });
    expect(res.statusCode).toBe(404);
    const mine = parsed().filter((line) => line.reqId === res.headers['x-request-id']);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ route: '/api/countries/one/:id', res: { statusCode: 404 } });
    const unmatched = await ctx.app.inject({ url: `/api/nothing/${id}` });
    const line = parsed().find((l) => l.reqId === unmatched.headers['x-request-id']);
    expect(line).toMatchObject({ route: 'unmatched', res: { statusCode: 404 } });
  });
});

describe('log format', () => {
  it('is readable text on a terminal outside production and JSON otherwise, unless set', () => {
    const auto = { LOG_FORMAT: 'auto', NODE_ENV: 'development' } as const;
    expect(logFormat(auto, true)).toBe('pretty');
    expect(logFormat(auto, false)).toBe('json');
    expect(logFormat({ ...auto, NODE_ENV: 'production' }, true)).toBe('json');
    expect(logFormat({ ...auto, LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(logFormat({ ...auto, LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
  });

  it('prints a request as one readable line, and other lines with their fields', () => {
    let text = '';
    const out = new Writable({
      write(chunk, _encoding, done) {
        text += String(chunk);
        done();
      },
    });
    const stream = prettyLogStream(out, false);
    const completion = parsed().find((line) => line.msg === 'request completed')!;
    stream.write(`${JSON.stringify(completion)}\n`);
    stream.write(`${JSON.stringify({ level: 40, time: 0, reqId: 'r-1', msg: 'database unavailable' })}\n`);
    const [first, second] = text.trim().split('\n');
    const { method, url } = completion.req as { method: string; url: string };
    const status = (completion.res as { statusCode: number }).statusCode;
    expect(first).toContain(`INFO: ${method} ${url} ${status} ${completion.responseTime} ms`);
    expect(first).toContain(`"reqId":"${completion.reqId}"`);
    expect(first).not.toContain('remoteAddress');
    expect(second).toMatch(/WARN: database unavailable \{"reqId":"r-1"\}$/);
  });
});
