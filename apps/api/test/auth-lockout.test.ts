import type { CaptchaSolution } from '@visadesk/contract';
import { and, eq, events, loginFailures, sql } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { solvedCaptcha } from './captcha-solver';
import { adminHeaders, buildTestApp, createAdmin, createApplicant, uniqueEmail } from './helpers';
import { lastMail, linkToken } from './mail-fixtures';

// Behind one trusted proxy (10.0.0.1), each attempt comes from a different client address.
const ctx = await buildTestApp({ TRUST_PROXY: '1', LOGIN_RATE_LIMIT_MAX: '1000' });
const PROXY = '10.0.0.1';

let next = 0;
const freshAddress = () => `203.0.${Math.floor(++next / 250)}.${(next % 250) + 1}`;

// Each client fetches its challenge through the proxy from its own address (30 a minute each).
const captcha = () =>
  solvedCaptcha(ctx, { remoteAddress: PROXY, headers: { 'x-forwarded-for': freshAddress() } });

const attempt = (url: string, email: string, password: string, captcha?: CaptchaSolution) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: { email, password, ...(captcha ? { captcha } : {}) },
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': freshAddress() },
  });
const admin = (email: string, password: string, captcha?: CaptchaSolution) =>
  attempt('/api/auth/loginAdmin', email, password, captcha);

const attackEvents = (email: string) =>
  ctx.db
    .select()
    .from(events)
    .where(and(eq(events.type, 'account.under-attack'), eq(sql`${events.params}->>'email'`, email)));

/** Moves an account's rows (`email:`, `day:`, `lock:`…) back in time, as if `minutes` had passed. */
const age = (key: string, minutes: number) =>
  ctx.db
    .update(loginFailures)
    .set({ windowStartedAt: sql`${loginFailures.windowStartedAt} - make_interval(mins => ${minutes})` })
    .where(eq(loginFailures.key, key));

/** Ten wrong passwords from ten addresses (a captcha from the fourth on): the account locks. */
async function lockOut(url: string, email: string) {
  for (let i = 1; i <= 10; i++) {
    const res = await attempt(url, email, `wrong-${i}`, i > 3 ? await captcha() : undefined);
    expect(res.statusCode, `failure ${i}`).toBe(401);
  }
}

/** The lock's five captcha-backed password checks, all wrong. */
async function spendLockedAttempts(url: string, email: string) {
  for (let i = 1; i <= 5; i++) {
    const res = await attempt(url, email, `locked-guess-${i}`, await captcha());
    expect(res.statusCode, `checked guess ${i} while locked`).toBe(401);
  }
}

const expectLocked = (res: Awaited<ReturnType<typeof admin>>, maxSeconds: number) => {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ statusCode: 429, code: 'ACCOUNT_LOCKED' });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(maxSeconds);
};

describe('per-account lockout that no address rotation escapes', () => {
  it('10 wrong passwords from 10 addresses lock; 5 captcha-backed checks per lock, then 429 whatever the captcha', async () => {
    const target = await createAdmin(ctx);
    for (let i = 1; i <= 10; i++) {
      const bare = await admin(target.email, `wrong-${i}`);
      if (i <= 3) {
        expect(bare.statusCode, `attempt ${i}`).toBe(401);
        continue;
      }
      expect(bare.statusCode, `attempt ${i}`).toBe(400);
      expect(bare.json().code).toBe('CAPTCHA_REQUIRED');
      // An attacker who pays the proof of work still only learns "wrong".
      const paid = await admin(target.email, `wrong-${i}`, await captcha());
      expect(paid.statusCode, `attempt ${i} with captcha`).toBe(401);
    }
    // Locked for 15 minutes: without a captcha nothing is checked.
    expectLocked(await admin(target.email, target.password), 15 * 60);

    // A solved captcha buys a password check five times in this lock, no more.
    await spendLockedAttempts('/api/auth/loginAdmin', target.email);
    expectLocked(await admin(target.email, 'wrong-again', await captcha()), 15 * 60);
    // Even the right password with a valid captcha waits for the lock to end.
    expectLocked(await admin(target.email, target.password, await captcha()), 15 * 60);

    // Staff hear about it once for this lock.
    const raised = await attackEvents(target.email);
    expect(raised).toHaveLength(1);
    expect(raised[0]!.params).toMatchObject({
      email: target.email,
      account: 'admin',
      failures: 10,
      minutes: 15,
    });

    // Once the lock is over (its start moved 16 minutes back), the owner signs in with a captcha.
    await age(`lock:${target.email}`, 16);
    expect((await admin(target.email, target.password)).json().code).toBe('CAPTCHA_REQUIRED');
    const owner = await admin(target.email, target.password, await captcha());
    expect(owner.statusCode).toBe(200);
    expect(owner.json().access_token).toMatch(/^ey/);
    // Signing in ends the lock and the counters.
    expect((await admin(target.email, 'wrong-again')).statusCode).toBe(401);
  });

  it('a right password within the five checks still signs in and ends the lock', async () => {
    const target = await createAdmin(ctx);
    await lockOut('/api/auth/loginAdmin', target.email);
    for (let i = 1; i <= 4; i++)
      expect((await admin(target.email, `x-${i}`, await captcha())).statusCode).toBe(401);
    expect((await admin(target.email, target.password, await captcha())).statusCode).toBe(200);
    expect((await admin(target.email, 'wrong')).statusCode).toBe(401);
  });

  it('nine guesses per quarter-hour still reach the lock, and each new lock doubles', async () => {
    const target = await createAdmin(ctx);
    for (let i = 1; i <= 9; i++) {
      expect((await admin(target.email, `wrong-${i}`, i > 3 ? await captcha() : undefined)).statusCode).toBe(
        401,
      );
    }
    // The captcha threshold's 15 minutes pass; the account's day-long count does not forget.
    await age(`email:${target.email}`, 16);
    expect((await admin(target.email, 'wrong-10')).statusCode).toBe(401);
    expectLocked(await admin(target.email, target.password), 15 * 60);

    // After the first lock, ten more failures lock it for 30 minutes, and staff hear again.
    await age(`lock:${target.email}`, 16);
    for (let i = 11; i <= 20; i++) {
      expect((await admin(target.email, `wrong-${i}`, await captcha())).statusCode, `failure ${i}`).toBe(401);
    }
    const second = await admin(target.email, target.password);
    expectLocked(second, 30 * 60);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(15 * 60);
    expect((await attackEvents(target.email)).map((e) => e.params)).toMatchObject([
      { failures: 10, minutes: 15 },
      { failures: 20, minutes: 30 },
    ]);
  });

  it('locks applicants the same way on /api/auth/loginUser', async () => {
    const applicant = await createApplicant(ctx);
    const user = (password: string, captcha?: CaptchaSolution) =>
      attempt('/api/auth/loginUser', applicant.email, password, captcha);
    await lockOut('/api/auth/loginUser', applicant.email);
    const locked = await user(applicant.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('ACCOUNT_LOCKED');
    expect(await attackEvents(applicant.email)).toMatchObject([{ params: { account: 'user' } }]);
    await spendLockedAttempts('/api/auth/loginUser', applicant.email);
    expect((await user(applicant.password, await captcha())).statusCode).toBe(429);
  });

  it('locks an unknown email the same way (no hint that it is unregistered) without alarming staff', async () => {
    const email = uniqueEmail('nobody');
    await lockOut('/api/auth/loginAdmin', email);
    expect((await admin(email, 'guess')).json().code).toBe('ACCOUNT_LOCKED');
    await spendLockedAttempts('/api/auth/loginAdmin', email);
    expectLocked(await admin(email, 'guess', await captcha()), 15 * 60);
    expect(await attackEvents(email)).toHaveLength(0);
  });

  it("a manager's reset of an admin's password ends the lock", async () => {
    const target = await createAdmin(ctx);
    await lockOut('/api/auth/loginAdmin', target.email);
    await spendLockedAttempts('/api/auth/loginAdmin', target.email);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/${target.id}/reset-password`,
      headers: await adminHeaders(ctx),
      payload: { password: 'NewPassword2026' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await admin(target.email, 'NewPassword2026')).statusCode).toBe(200);
  });

  it("an applicant's reset through the mailed link ends the lock", async () => {
    const applicant = await createApplicant(ctx);
    await lockOut('/api/auth/loginUser', applicant.email);
    await spendLockedAttempts('/api/auth/loginUser', applicant.email);
    const post = (url: string, payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': freshAddress() },
      });
    expect((await post('/api/auth/forgot-password', { email: applicant.email })).statusCode).toBe(202);
    const token = linkToken(await lastMail(ctx, applicant.email, 'reset-password'));
    expect((await post('/api/auth/reset-password', { token, password: 'NewPassword2026' })).statusCode).toBe(
      200,
    );
    expect((await attempt('/api/auth/loginUser', applicant.email, 'NewPassword2026')).statusCode).toBe(200);
  });
});
