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
});
