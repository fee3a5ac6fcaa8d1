import { describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, login } from './helpers';

const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '5', LOGIN_RATE_LIMIT_WINDOW_SECONDS: '60' });

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
});
