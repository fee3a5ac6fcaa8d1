import { eq, loginFailures } from '@visadesk/db';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { REAUTH_MAX } from '../src/modules/auth/reauth-limit';
import { bearer, buildTestApp, createAdmin, login, uniqueIp } from './helpers';

/**
 * A stolen session must not be a way to guess the account's password or second factor: routes
 * that re-check them allow REAUTH_MAX attempts per account per 15 minutes, whatever the address,
 * and each wrong one counts as a failed sign-in of the account.
 */
const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });

async function session(admin: { email: string; password: string }) {
  const res = await login(ctx, admin.email, admin.password);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token as string;
}

const changePassword = (token: string, oldPassword: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/me/password',
    headers: bearer(token),
    payload: { oldPassword, newPassword: 'Another#Horse22' },
    remoteAddress: uniqueIp(), // every try from a new address: the limit is the account's
  });

const accountFailures = async (email: string) => {
  const [row] = await ctx.db
    .select()
    .from(loginFailures)
    .where(eq(loginFailures.key, `email:${email.toLowerCase()}`));
  return row?.count ?? 0;
};

describe('changing my password with a stolen session', () => {
  it('answers 429 on the 6th try in 15 minutes, even with the right password', async () => {
    const admin = await createAdmin(ctx);
    const token = await session(admin);
    // A malformed body never reaches the password check, so it uses up nothing.
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/me/password',
      headers: bearer(token),
      payload: { oldPassword: admin.password },
    });
    expect(malformed.statusCode).toBe(400);
    for (let i = 0; i < REAUTH_MAX; i++) {
      const wrong = await changePassword(token, `guess-${i}`);
      expect(wrong.statusCode, wrong.body).toBe(400);
    }
    const right = await changePassword(token, admin.password);
    expect(right.statusCode, right.body).toBe(429);
    expect(right.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(await accountFailures(admin.email)).toBe(REAUTH_MAX); // the refused try was not checked
  });

  it("counts wrong passwords as the account's failed sign-ins, so sign-in asks for a captcha", async () => {
    const admin = await createAdmin(ctx);
    const token = await session(admin);
    for (let i = 0; i < 3; i++) expect((await changePassword(token, `guess-${i}`)).statusCode).toBe(400);
    expect(await accountFailures(admin.email)).toBe(3);
    const res = await login(ctx, admin.email, admin.password);
    expect(res.json().code).toBe('CAPTCHA_REQUIRED');
  });

  it("limits each account on its own: another admin's session is not held back", async () => {
    const victim = await createAdmin(ctx);
    const token = await session(victim);
    for (let i = 0; i <= REAUTH_MAX; i++) await changePassword(token, `guess-${i}`);
    const other = await createAdmin(ctx);
    const res = await changePassword(await session(other), other.password);
    expect(res.statusCode, res.body).toBe(204);
  });
});

describe('turning two-factor sign-in off with a stolen session', () => {
  it('answers 429 on the 6th try in 15 minutes, even with the right password and recovery code', async () => {
    const admin = await createAdmin(ctx);
    const token = await session(admin);
    const setup = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/2fa/setup',
      headers: bearer(token),
    });
    const enable = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/2fa/enable',
      headers: bearer(token),
      payload: { code: await generate({ secret: setup.json().secret }) },
    });
    expect(enable.statusCode, enable.body).toBe(200);
    const [recoveryCode] = enable.json().recoveryCodes as string[];
    const disable = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/2fa/disable',
        headers: bearer(token),
        payload,
        remoteAddress: uniqueIp(),
      });

    for (let i = 0; i < REAUTH_MAX; i++) {
      const wrong = await disable({ password: admin.password, code: String(100000 + i * 7919) });
      expect(wrong.statusCode, wrong.body).toBe(400);
      expect(wrong.json().code).toBe('TWO_FACTOR_CODE_INVALID');
    }
    expect(await accountFailures(admin.email)).toBe(REAUTH_MAX);
    const right = await disable({ password: admin.password, recoveryCode });
    expect(right.statusCode, right.body).toBe(429);
    expect(right.json().code).toBe('RATE_LIMITED');
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    const status = await ctx.app.inject({ url: '/api/admin/2fa', headers: bearer(token) });
    expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
  });
});
