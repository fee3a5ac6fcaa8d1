import { describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, login } from './helpers';

const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '5', LOGIN_RATE_LIMIT_WINDOW_SECONDS: '60' });
const redisLines: string[] = [];
// Redis as the shared counter store, but nothing listens on its port (it is down).
const withRedisDown = await buildTestApp(
  { LOGIN_RATE_LIMIT_MAX: '5', REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'info' },
  { logStream: { write: (line) => void redisLines.push(line) } },
);

describe('sign-in rate limit', () => {
  it('answers the sixth attempt in a minute from one address with 429 and Retry-After', async () => {
    const admin = await createAdmin(ctx);
    const ip = '10.20.30.40';
    for (let i = 0; i < 5; i++) {
      expect((await login(ctx, `x${i}@visadesk.test`, 'wrong-password', ip)).statusCode).not.toBe(429);
    }
    const limited = await login(ctx, admin.email, admin.password, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });

    const otherAddress = await login(ctx, admin.email, admin.password, '10.20.30.41');
    expect(otherAddress.statusCode).toBe(200);
  });

  it('lets sign-in through when the Redis store is down (never a 500), and logs that the limit is not counted', async () => {
    const admin = await createAdmin(withRedisDown);
    const started = Date.now();
    const wrong = await login(withRedisDown, admin.email, 'wrong-password', '10.20.30.50');
    expect(wrong.statusCode).toBe(401);
    const right = await login(withRedisDown, admin.email, admin.password, '10.20.30.50');
    expect(right.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    const logged = redisLines.map((l) => JSON.parse(l) as { msg?: string; level?: number });
    const warnings = logged.filter((l) => l.msg?.startsWith('rate-limit store unavailable'));
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.every((l) => l.level === 40)).toBe(true);
    expect(logged.filter((l) => Number(l.level) >= 50)).toEqual([]);
  });
});
