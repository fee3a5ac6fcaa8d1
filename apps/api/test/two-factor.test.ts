import { type CaptchaSolution, STAFF_REFRESH_COOKIE } from '@visadesk/contract';
import { adminRecoveryCodes, admins, and, eq, events, loginFailures, sql } from '@visadesk/db';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { solvedCaptcha } from './captcha-solver';
import { bearer, buildTestApp, createAdmin, login, type TestContext, uniqueIp } from './helpers';

const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
const required = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000', ADMIN_2FA_REQUIRED: 'true' });

const now = () => Math.floor(Date.now() / 1000);
/** The code an authenticator app shows `offset` time steps from now. */
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: now() + offset * 30 });

async function enrol(c: TestContext, token: string) {
  const setup = await c.app.inject({ method: 'POST', url: '/api/admin/2fa/setup', headers: bearer(token) });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUri, qrSvg } = setup.json();
  const enable = await c.app.inject({
    method: 'POST',
    url: '/api/admin/2fa/enable',
    headers: bearer(token),
    payload: { code: await codeAt(secret) },
  });
  expect(enable.statusCode).toBe(200);
  return { secret, otpauthUri, qrSvg, recoveryCodes: enable.json().recoveryCodes as string[] };
}

const secondStep = (c: TestContext, payload: object, ip = uniqueIp()) =>
  c.app.inject({ method: 'POST', url: '/api/auth/loginAdmin/2fa', payload, remoteAddress: ip });

/** The password step, with a captcha when given. */
const passwordStep = (
  c: TestContext,
  admin: { email: string; password: string },
  captcha?: CaptchaSolution,
) =>
  c.app.inject({
    method: 'POST',
    url: '/api/auth/loginAdmin',
    payload: { email: admin.email, password: admin.password, ...(captcha ? { captcha } : {}) },
    remoteAddress: uniqueIp(),
  });

/** A six-digit code the app does not show now, a step before or after. */
async function wrongCode(secret: string) {
  const valid = new Set([await codeAt(secret, -1), await codeAt(secret), await codeAt(secret, 1)]);
  return ['123456', '654321', '000000'].find((c) => !valid.has(c))!;
}

describe('admin two-factor sign-in', () => {
  it('keeps the seed login shape for admins without 2FA', async () => {
    const admin = await createAdmin(ctx);
    const res = await login(ctx, admin.email, admin.password);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['access_token', 'admin', 'refresh_token']);
  });

  it('sets the HttpOnly refresh cookie only once the second step is right', async () => {
    const admin = await createAdmin(ctx);
    const first = (await login(ctx, admin.email, admin.password)).json();
    const { secret } = await enrol(ctx, first.access_token);
    const challenge = await passwordStep(ctx, admin);
    expect(challenge.json().twoFactorRequired).toBe(true);
    expect(challenge.cookies.find((c) => c.name === STAFF_REFRESH_COOKIE.name)).toBeUndefined();
    // The next step's code: the current one was spent enabling.
    const code = await codeAt(secret, 1);
    const done = await secondStep(ctx, { challengeToken: challenge.json().challengeToken, code });
    expect(done.statusCode).toBe(200);
    expect(done.cookies.find((c) => c.name === STAFF_REFRESH_COOKIE.name)).toMatchObject({
      value: done.json().refresh_token,
      httpOnly: true,
      sameSite: 'Strict',
      path: STAFF_REFRESH_COOKIE.path,
    });
  });

  it('enrols, then needs a single-use code or recovery code at sign-in, and turns off with password + second factor', async () => {
    const admin = await createAdmin(ctx);
    const first = (await login(ctx, admin.email, admin.password)).json();
    const enrolled = await enrol(ctx, first.access_token);
    expect(enrolled.otpauthUri).toMatch(/^otpauth:\/\/totp\/VisaDesk:.+secret=/);
    expect(enrolled.qrSvg).toContain('<svg');
    expect(enrolled.recoveryCodes).toHaveLength(10);
    expect(new Set(enrolled.recoveryCodes).size).toBe(10);

    // Neither the secret nor the recovery codes are stored readable.
    const [row] = await ctx.db.select().from(admins).where(eq(admins.id, admin.id));
    expect(row!.totpSecret).not.toContain(enrolled.secret);
    const hashes = await ctx.db
      .select()
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.adminId, admin.id));
    expect(hashes.map((h) => h.codeHash)).not.toContain(enrolled.recoveryCodes[0]);

    const status = await ctx.app.inject({ url: '/api/admin/2fa', headers: bearer(first.access_token) });
    expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    // Set-up cannot silently replace an enabled secret.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/2fa/setup',
      headers: bearer(first.access_token),
    });
    expect(again.statusCode).toBe(409);

    // The password alone now yields a challenge, no tokens.
    const ip = uniqueIp();
    const pw = await login(ctx, admin.email, admin.password, ip);
    expect(pw.statusCode).toBe(200);
    expect(pw.json()).toEqual({ twoFactorRequired: true, challengeToken: expect.any(String) });
    const { challengeToken } = pw.json();

    // A wrong code is refused and counts as a failed sign-in.
    const wrong = await secondStep(ctx, { challengeToken, code: '000000' }, ip);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('TWO_FACTOR_CODE_INVALID');
    const [counted] = await ctx.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, `email:${admin.email.toLowerCase()}`));
    expect(counted?.count).toBe(1);

    // The right code (the next step: the current one was spent enabling) gives the normal answer.
    const code = await codeAt(enrolled.secret, 1);
    const ok = await secondStep(ctx, { challengeToken, code }, ip);
    expect(ok.statusCode).toBe(200);
    expect(Object.keys(ok.json()).sort()).toEqual(['access_token', 'admin', 'refresh_token']);
    const me = await ctx.app.inject({ url: '/api/admin/me', headers: bearer(ok.json().access_token) });
    expect(me.statusCode).toBe(200);

    // The challenge is single use, and so is the code even with a fresh challenge.
    expect((await secondStep(ctx, { challengeToken, code })).statusCode).toBe(401);
    const pw2 = (await login(ctx, admin.email, admin.password)).json();
    const replay = await secondStep(ctx, { challengeToken: pw2.challengeToken, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('TWO_FACTOR_CODE_INVALID');

    // A recovery code works once (typed in upper case without the dash), then never again.
    const recovery = enrolled.recoveryCodes[0]!;
    const pw3 = (await login(ctx, admin.email, admin.password)).json();
    const rec = await secondStep(ctx, {
      challengeToken: pw3.challengeToken,
      recoveryCode: recovery.replace('-', '').toUpperCase(),
    });
    expect(rec.statusCode).toBe(200);
    const pw4 = (await login(ctx, admin.email, admin.password)).json();
    expect(
      (await secondStep(ctx, { challengeToken: pw4.challengeToken, recoveryCode: recovery })).statusCode,
    ).toBe(401);

    // Turning it off needs the password and a second factor.
    const token = ok.json().access_token;
    const disable = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/admin/2fa/disable', headers: bearer(token), payload });
    expect((await disable({ password: admin.password })).statusCode).toBe(400);
    expect(
      (await disable({ password: 'wrong-password', recoveryCode: enrolled.recoveryCodes[1] })).statusCode,
    ).toBe(400);
    expect((await disable({ password: admin.password, code })).json().code).toBe('TWO_FACTOR_CODE_INVALID');
    expect(
      (await disable({ password: admin.password, recoveryCode: enrolled.recoveryCodes[1] })).statusCode,
    ).toBe(204);
    // The wrong tries above count as failed sign-ins (re-authentication limit): bring a captcha.
    const after = await passwordStep(ctx, admin, await solvedCaptcha(ctx));
    expect(Object.keys(after.json()).sort()).toEqual(['access_token', 'admin', 'refresh_token']);
  });

  it('lets the owner finish with the right code after others failed three times for the email (no captcha at the code step)', async () => {
    const admin = await createAdmin(ctx);
    const { secret } = await enrol(ctx, (await login(ctx, admin.email, admin.password)).json().access_token);
    // Anyone, from any addresses: three wrong passwords for the admin's email.
    for (let i = 0; i < 3; i++) expect((await login(ctx, admin.email, `guess-${i}`)).statusCode).toBe(401);
    // The owner: right password + solved captcha, then the right code.
    expect((await login(ctx, admin.email, admin.password)).json().code).toBe('CAPTCHA_REQUIRED');
    const pw = await passwordStep(ctx, admin, await solvedCaptcha(ctx));
    expect(pw.statusCode).toBe(200);
    const ok = await secondStep(ctx, {
      challengeToken: pw.json().challengeToken,
      code: await codeAt(secret, 1),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(Object.keys(ok.json()).sort()).toEqual(['access_token', 'admin', 'refresh_token']);
  });

  it('spends a challenge after three wrong codes: the right code on it is refused, sign-in restarts at the password', async () => {
    const admin = await createAdmin(ctx);
    const { secret } = await enrol(ctx, (await login(ctx, admin.email, admin.password)).json().access_token);
    const ip = uniqueIp();
    const { challengeToken } = (await login(ctx, admin.email, admin.password, ip)).json();
    const wrong = await wrongCode(secret);
    for (let i = 1; i <= 3; i++) {
      const res = await secondStep(ctx, { challengeToken, code: wrong }, ip);
      expect(res.statusCode, `wrong code ${i}`).toBe(401);
      expect(res.json().code).toBe('TWO_FACTOR_CODE_INVALID');
    }
    const late = await secondStep(ctx, { challengeToken, code: await codeAt(secret, 1) }, ip);
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('TOKEN_INVALID');
    const [row] = await ctx.db.select().from(admins).where(eq(admins.id, admin.id));
    expect(row!.totpChallengeId).toBeNull();
    // The three wrong codes are three failed sign-ins: the password step now wants a captcha.
    expect((await login(ctx, admin.email, admin.password)).json().code).toBe('CAPTCHA_REQUIRED');
    const again = await passwordStep(ctx, admin, await solvedCaptcha(ctx));
    const ok = await secondStep(ctx, {
      challengeToken: again.json().challengeToken,
      code: await codeAt(secret, 1),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a fourth try on one challenge even when the tries race', async () => {
    const admin = await createAdmin(ctx);
    const { secret } = await enrol(ctx, (await login(ctx, admin.email, admin.password)).json().access_token);
    const { challengeToken } = (await login(ctx, admin.email, admin.password)).json();
    const wrong = await wrongCode(secret);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => secondStep(ctx, { challengeToken, code: wrong })),
    );
    expect(answers.filter((r) => r.json().code === 'TWO_FACTOR_CODE_INVALID')).toHaveLength(3);
    expect(answers.filter((r) => r.json().code === 'TOKEN_INVALID')).toHaveLength(5);
  });

  it('counts wrong codes toward the account lock and tells staff', async () => {
    const admin = await createAdmin(ctx);
    const { secret } = await enrol(ctx, (await login(ctx, admin.email, admin.password)).json().access_token);
    const wrong = await wrongCode(secret);
    // 3 + 3 + 3 + 1 wrong codes over four challenges: the tenth failure locks the account.
    for (const codes of [3, 3, 3, 1]) {
      // From the fourth failure on, the password step wants a captcha (the code step never does).
      const bare = await passwordStep(ctx, admin);
      const challenge =
        bare.statusCode === 200 ? bare : await passwordStep(ctx, admin, await solvedCaptcha(ctx));
      expect(challenge.statusCode).toBe(200);
      for (let i = 0; i < codes; i++) {
        const res = await secondStep(ctx, { challengeToken: challenge.json().challengeToken, code: wrong });
        expect(res.statusCode).toBe(401);
      }
    }
    const locked = await login(ctx, admin.email, admin.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('ACCOUNT_LOCKED');
    const raised = await ctx.db
      .select()
      .from(events)
      .where(and(eq(events.type, 'account.under-attack'), eq(sql`${events.params}->>'email'`, admin.email)));
    expect(raised).toMatchObject([{ params: { account: 'admin', failures: 10 } }]);
  });

  it('a lock that grows through wrong codes gives no fresh password checks', async () => {
    const admin = await createAdmin(ctx);
    const { secret } = await enrol(ctx, (await login(ctx, admin.email, admin.password)).json().access_token);
    const wrong = await wrongCode(secret);
    const captcha = () => solvedCaptcha(ctx, { remoteAddress: uniqueIp() });
    for (let i = 1; i <= 10; i++) {
      const res = await passwordStep(
        ctx,
        { ...admin, password: `guess-${i}` },
        i > 3 ? await captcha() : undefined,
      );
      expect(res.statusCode).toBe(401);
    }
    // Locked. Four of its five checks, each with three wrong codes: the 20th failure grows the lock.
    for (let i = 1; i <= 4; i++) {
      const pw = await passwordStep(ctx, admin, await captcha());
      expect(pw.statusCode, `password check ${i} while locked`).toBe(200);
      for (let j = 0; j < 3; j++) {
        await secondStep(ctx, { challengeToken: pw.json().challengeToken, code: wrong });
      }
    }
    const grown = await login(ctx, admin.email, admin.password);
    expect(grown.statusCode).toBe(429);
    expect(Number(grown.headers['retry-after'])).toBeGreaterThan(15 * 60);
    // One check is left of the five, not five new ones.
    expect((await passwordStep(ctx, admin, await captcha())).statusCode).toBe(200);
    const refused = await passwordStep(ctx, admin, await captcha());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('ACCOUNT_LOCKED');
  });

  it('refuses a forged or expired challenge token', async () => {
    const res = await secondStep(ctx, { challengeToken: 'not-a-token', code: '123456' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TOKEN_INVALID');
  });
});

describe('ADMIN_2FA_REQUIRED', () => {
  it('limits a non-enrolled admin to enrolment until a code is confirmed', async () => {
    const admin = await createAdmin(required);
    const res = await login(required, admin.email, admin.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.twoFactorSetupRequired).toBe(true);
    const headers = bearer(body.access_token);

    const list = await required.app.inject({ url: '/api/admin/list', headers });
    expect(list.statusCode).toBe(403);
    expect(list.json().code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    expect((await required.app.inject({ url: '/api/admin/me', headers })).statusCode).toBe(200);
    expect((await required.app.inject({ url: '/api/admin/2fa', headers })).json().required).toBe(true);

    // Renewing the session does not widen it.
    const refreshed = await required.app.inject({
      method: 'POST',
      url: '/api/auth/refreshAdminToken',
      payload: { refreshToken: body.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    const stillLimited = await required.app.inject({
      url: '/api/admin/list',
      headers: bearer(refreshed.json().access_token),
    });
    expect(stillLimited.statusCode).toBe(403);

    // Once enrolled, a renewal gives a full session, and disabling is refused.
    await enrol(required, refreshed.json().access_token);
    const full = await required.app.inject({
      method: 'POST',
      url: '/api/auth/refreshAdminToken',
      payload: { refreshToken: refreshed.json().refresh_token },
    });
    const fullList = await required.app.inject({
      url: '/api/admin/list',
      headers: bearer(full.json().access_token),
    });
    expect(fullList.statusCode).toBe(200);
  });
});
