import { loginFailures, sql } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helpers';

// The proxy's own address and what a client writes into X-Forwarded-For before the proxy appends
// the address it really saw.
const PROXY = '10.0.0.1';
const SPOOFED = '6.6.6.6';

async function failFrom(ctx: TestContext, realClient: string, spoofed = SPOOFED) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/loginAdmin',
    payload: { email: 'nobody@visadesk.test', password: 'wrong-password' },
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': `${spoofed}, ${realClient}` },
  });
}

const addressKeys = async (ctx: TestContext) =>
  (
    await ctx.db
      .select({ key: loginFailures.key })
      .from(loginFailures)
      .where(sql`${loginFailures.key} like 'ip:%'`)
  )
    .map((r) => r.key)
    .sort();

const oneHop = await buildTestApp({ TRUST_PROXY: '1', LOGIN_RATE_LIMIT_MAX: '3' });
const listed = await buildTestApp({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' });
const untrusting = await buildTestApp();
// The widest ranges the configuration lets through must still be ones Fastify (proxy-addr) takes.
const widest = await buildTestApp({ TRUST_PROXY: '10.0.0.0/8,2001:db8::/32,::ffff:172.16.0.0/104' });

describe('TRUST_PROXY=1 (one trusted proxy)', () => {
  const ctx = oneHop;

  it('keys failures by the address the proxy saw, never the client-written hop', async () => {
    expect((await failFrom(ctx, '198.51.100.7')).statusCode).toBe(401);
    expect(await addressKeys(ctx)).toEqual(['ip:198.51.100.7']);
  });

  it('rate-limits the real client however it rotates the spoofed hop', async () => {
    const client = '198.51.100.8';
    for (let i = 1; i <= 3; i++) expect((await failFrom(ctx, client, `6.6.6.${i}`)).statusCode).not.toBe(429);
    const limited = await failFrom(ctx, client, '6.6.6.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  const ctx = listed;

  it('walks back past trusted proxies only', async () => {
    expect((await failFrom(ctx, '198.51.100.9')).statusCode).toBe(401);
    expect(await addressKeys(ctx)).toEqual(['ip:198.51.100.9']);
  });
});

describe('TRUST_PROXY unset', () => {
  const ctx = untrusting;

  it('ignores X-Forwarded-For entirely', async () => {
    expect((await failFrom(ctx, '198.51.100.10')).statusCode).toBe(401);
    expect(await addressKeys(ctx)).toEqual([`ip:${PROXY}`]);
  });
});

describe('TRUST_PROXY at the widest accepted prefixes', () => {
  const ctx = widest;

  it('starts, and still ignores a hop written by a client outside the ranges', async () => {
    expect((await failFrom(ctx, '198.51.100.11')).statusCode).toBe(401);
    // From outside every trusted range, X-Forwarded-For is not believed at all.
    const direct = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/loginAdmin',
      payload: { email: 'nobody@visadesk.test', password: 'wrong-password' },
      remoteAddress: '203.0.113.5',
      headers: { 'x-forwarded-for': SPOOFED },
    });
    expect(direct.statusCode).toBe(401);
    expect(await addressKeys(ctx)).toEqual(['ip:198.51.100.11', 'ip:203.0.113.5']);
  });
});
