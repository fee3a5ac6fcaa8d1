import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers';

const ctx = await buildTestApp();

describe('system endpoints', () => {
  it('says hello at /api', async () => {
    const res = await ctx.app.inject({ url: '/api' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'VisaDesk API', version: expect.any(String) });
  });

  it('reports the database as up at /api/health', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers unknown API routes with 404 in the error shape', async () => {
    const res = await ctx.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Route GET /api/nothing-here not found',
      requestId: res.headers['x-request-id'],
    });
  });

  it('serves browsable docs at /api/docs', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('sends the docs, their scripts and their JSON with a strict Content-Security-Policy', async () => {
    for (const url of [
      '/api/docs/',
      '/api/docs/static/swagger-initializer.js',
      '/api/docs/static/swagger-ui-bundle.js',
      '/api/docs/json',
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const policy = String(res.headers['content-security-policy'] ?? '');
      const directives = new Map(
        policy
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .filter((d) => d[0])
          .map(([name, ...values]) => [name, values]),
      );
      expect(directives.get('default-src'), url).toEqual(["'none'"]);
      expect(directives.get('script-src'), url).toEqual(["'self'"]);
      expect(directives.get('script-src-attr'), url).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(directives.get('connect-src'), url).toEqual(["'self'"]);
      // Nothing from elsewhere and nothing inline runs (the validator badge is off: no image from outside).
      expect(policy, url).not.toMatch(/unsafe-inline|unsafe-eval|https:|\*/);
    }
  });
});
