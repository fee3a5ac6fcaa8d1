import { PERMISSIONS } from '@visadesk/contract';
import { admins, eq } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { fetchCaptcha, solvedCaptcha } from './captcha-solver';
import { bearer, buildTestApp, createAdmin, login, uniqueIp } from './helpers';

const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });

describe('POST /api/auth/loginAdmin', () => {
  it('signs in with the right password and returns the admin and a token pair', async () => {
    const admin = await createAdmin(ctx);
    const res = await login(ctx, admin.email.toUpperCase(), admin.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.admin).toEqual({
      id: admin.id,
      name: 'Test Admin',
      email: admin.email,
      permissions: [...PERMISSIONS],
      locale: 'en',
    });
    expect(body.access_token).toMatch(/^ey/);
    expect(body.refresh_token.length).toBeGreaterThan(30);
    const me = await ctx.app.inject({ url: '/api/admin/me', headers: bearer(body.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(admin.email);
  });

  it('stores passwords as argon2id hashes', async () => {
    const admin = await createAdmin(ctx);
    const [row] = await ctx.db.select().from(admins).where(eq(admins.id, admin.id));
    expect(row!.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row!.passwordHash).not.toContain(admin.password);
  });

  it.each([
    ['a wrong password', async () => ({ email: (await createAdmin(ctx)).email, password: 'wrong-password' })],
    ['an unknown email', async () => ({ email: 'nobody@visadesk.test', password: 'whatever-1' })],
    [
      'a deactivated admin',
      async () => {
        const a = await createAdmin(ctx, { isActive: false });
        return { email: a.email, password: a.password };
      },
    ],
  ])('answers %s with 401 Credentials are not correct', async (_label, make) => {
    const { email, password } = await make();
    const res = await login(ctx, email, password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      code: 'BAD_CREDENTIALS',
      message: 'Credentials are not correct',
      requestId: expect.any(String),
    });
  });

  it('rejects a malformed body with 400 naming the field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/loginAdmin',
      payload: { email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^body\.email: /),
        expect.stringMatching(/^body\.password: /),
      ]),
    );
  });

  it('rejects broken JSON with 400, not 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/loginAdmin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
  });

  it('rejects an unsupported content type with 415', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/loginAdmin',
      headers: { 'content-type': 'application/xml' },
      payload: '<email/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('captcha after repeated failures', () => {
  async function fail(email: string, ip: string, times: number) {
    for (let i = 0; i < times; i++)
      expect((await login(ctx, email, 'wrong-password', ip)).statusCode).toBe(401);
  }
  const attempt = (email: string, password: string, ip: string, extra: object = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/loginAdmin',
      payload: { email, password, ...extra },
      remoteAddress: ip,
    });

  it('allows two failures without a captcha, then requires one for that email', async () => {
    const admin = await createAdmin(ctx);
    await fail(admin.email, uniqueIp(), 2);
    expect((await login(ctx, admin.email, admin.password)).statusCode).toBe(200);

    await fail(admin.email, uniqueIp(), 3);
    const blocked = await attempt(admin.email, admin.password, uniqueIp());
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().code).toBe('CAPTCHA_REQUIRED');

    const unsolved = await fetchCaptcha(ctx);
    const wrong = await attempt(admin.email, admin.password, uniqueIp(), {
      captcha: { challenge: unsolved, solution: { counter: 0, derivedKey: '00'.repeat(32) } },
    });
    expect(wrong.json().code).toBe('CAPTCHA_INVALID');

    const solved = await attempt(admin.email, admin.password, uniqueIp(), {
      captcha: await solvedCaptcha(ctx),
    });
    expect(solved.statusCode).toBe(200);
  });

  it('spends a captcha on its first use', async () => {
    const admin = await createAdmin(ctx);
    const ip = uniqueIp();
    await fail(admin.email, ip, 3);
    const captcha = await solvedCaptcha(ctx);
    const first = await attempt(admin.email, 'wrong-again', ip, { captcha });
    expect(first.statusCode).toBe(401);
    const replay = await attempt(admin.email, admin.password, ip, { captcha });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      code: 'CAPTCHA_INVALID',
      message: 'This captcha was already used',
    });
  });

  it('counts failures per address too, across different emails', async () => {
    const ip = uniqueIp();
    await fail('first@visadesk.test', ip, 1);
    await fail('second@visadesk.test', ip, 1);
    await fail('third@visadesk.test', ip, 1);
    const admin = await createAdmin(ctx);
    const res = await attempt(admin.email, admin.password, ip);
    expect(res.json().code).toBe('CAPTCHA_REQUIRED');
  });
});
