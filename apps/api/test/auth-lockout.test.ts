import type { CaptchaSolution } from '@visadesk/contract';
import { and, eq, events, sql } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { solvedCaptcha } from './captcha-solver';
import { buildTestApp, createAdmin, createApplicant, uniqueEmail } from './helpers';

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

describe('per-account lockout that no address rotation escapes', () => {
  it('30 wrong passwords from 30 addresses: captcha, then a growing lock; the owner still gets in', async () => {
    const target = await createAdmin(ctx);
    for (let i = 1; i <= 30; i++) {
      const bare = await admin(target.email, `wrong-${i}`);
      if (i <= 3) {
        expect(bare.statusCode, `attempt ${i}`).toBe(401);
        continue;
      }
      if (i <= 10) {
        expect(bare.statusCode, `attempt ${i}`).toBe(400);
        expect(bare.json().code).toBe('CAPTCHA_REQUIRED');
      } else {
        expect(bare.statusCode, `attempt ${i}`).toBe(429);
        expect(bare.json().code).toBe('ACCOUNT_LOCKED');
        expect(Number(bare.headers['retry-after'])).toBeGreaterThan(0);
      }
      // An attacker who pays the proof of work still only learns "wrong".
      const paid = await admin(target.email, `wrong-${i}`, await captcha());
      expect(paid.statusCode, `attempt ${i} with captcha`).toBe(401);
    }
    // Locked at 10 (15 min), again at 20 (30 min) and 30 (60 min).
    const locked = await admin(target.email, target.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ statusCode: 429, code: 'ACCOUNT_LOCKED' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(30 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);

    // Staff hear about it once per lock, not once per escalation.
    const raised = await attackEvents(target.email);
    expect(raised).toHaveLength(1);
    expect(raised[0]!.params).toMatchObject({
      email: target.email,
      account: 'admin',
      failures: 10,
      minutes: 15,
    });

    const owner = await admin(target.email, target.password, await captcha());
    expect(owner.statusCode).toBe(200);
    expect(owner.json().access_token).toMatch(/^ey/);
    // Signing in ends the lock and the counters.
    expect((await admin(target.email, 'wrong-again')).statusCode).toBe(401);
  });

  it('locks applicants the same way on /api/auth/loginUser', async () => {
    const applicant = await createApplicant(ctx);
    const user = (password: string, captcha?: CaptchaSolution) =>
      attempt('/api/auth/loginUser', applicant.email, password, captcha);
    for (let i = 1; i <= 10; i++) {
      const res = await user('wrong-password', i > 3 ? await captcha() : undefined);
      expect(res.statusCode).toBe(401);
    }
    const locked = await user(applicant.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('ACCOUNT_LOCKED');
    expect(await attackEvents(applicant.email)).toMatchObject([{ params: { account: 'user' } }]);
    expect((await user(applicant.password, await captcha())).statusCode).toBe(200);
  });

  it('locks an unknown email too (no hint that it is unregistered) without alarming staff', async () => {
    const email = uniqueEmail('nobody');
    for (let i = 1; i <= 10; i++) {
      const res = await admin(email, 'guess', i > 3 ? await captcha() : undefined);
      expect(res.statusCode).toBe(401);
    }
    expect((await admin(email, 'guess')).json().code).toBe('ACCOUNT_LOCKED');
    expect(await attackEvents(email)).toHaveLength(0);
  });
});
