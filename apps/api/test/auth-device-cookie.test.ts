import type { CaptchaSolution } from '@visadesk/contract';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { signDeviceCookie } from '../src/modules/auth/device-cookie';
import { solvedCaptcha } from './captcha-solver';
import { bearer, buildTestApp, createAdmin, createApplicant } from './helpers';

// Behind one trusted proxy (10.0.0.1), each attempt comes from a different client address.
const ctx = await buildTestApp({ TRUST_PROXY: '1', LOGIN_RATE_LIMIT_MAX: '1000' });
const PROXY = '10.0.0.1';
const ADMIN_COOKIE = 'visadesk_device_admin';
const USER_COOKIE = 'visadesk_device_user';

let next = 0;
const freshAddress = () => `198.51.${Math.floor(++next / 250)}.${(next % 250) + 1}`;

const captcha = () =>
  solvedCaptcha(ctx, { remoteAddress: PROXY, headers: { 'x-forwarded-for': freshAddress() } });

type Kind = 'admin' | 'user';
const urlOf = (kind: Kind) => (kind === 'admin' ? '/api/auth/loginAdmin' : '/api/auth/loginUser');
const cookieOf = (kind: Kind) => (kind === 'admin' ? ADMIN_COOKIE : USER_COOKIE);

const attempt = (
  kind: Kind,
  email: string,
  password: string,
  options: { captcha?: CaptchaSolution | undefined; device?: string | undefined } = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: urlOf(kind),
    payload: { email, password, ...(options.captcha ? { captcha: options.captcha } : {}) },
    remoteAddress: PROXY,
    headers: {
      'x-forwarded-for': freshAddress(),
      ...(options.device ? { cookie: `${cookieOf(kind)}=${options.device}` } : {}),
    },
  });

/** The owner signs in once from their browser, which keeps the device cookie it is given. */
async function knownDevice(kind: Kind, email: string, password: string): Promise<string> {
  const res = await attempt(kind, email, password);
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === cookieOf(kind));
  expect(cookie, 'a device cookie on sign-in').toBeDefined();
  return cookie!.value;
}

/** An attacker with many addresses: ten wrong passwords and the lock's five captcha-backed checks. */
async function lockFromElsewhere(kind: Kind, email: string) {
  for (let i = 1; i <= 10; i++) {
    const res = await attempt(kind, email, `wrong-${i}`, { captcha: i > 3 ? await captcha() : undefined });
    expect(res.statusCode, `failure ${i}`).toBe(401);
  }
  for (let i = 1; i <= 5; i++) {
    const res = await attempt(kind, email, `locked-guess-${i}`, { captcha: await captcha() });
    expect(res.statusCode, `checked guess ${i} while locked`).toBe(401);
  }
}

const expectLocked = (res: Awaited<ReturnType<typeof attempt>>) => {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ statusCode: 429, code: 'ACCOUNT_LOCKED' });
};

describe('device cookies: an account locked by others still lets its owner in from a known device', () => {
  it('issues an HttpOnly, SameSite=Strict cookie limited to the sign-in route', async () => {
    const admin = await createAdmin(ctx);
    const res = await attempt('admin', admin.email, admin.password);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === ADMIN_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/loginAdmin' });
    expect(cookie!.maxAge).toBeGreaterThan(30 * 86_400);
    // It names the account and a nonce, nothing personal.
    expect(cookie!.value).toContain(admin.id);
    expect(cookie!.value).not.toContain(admin.email);
    // No cookie for a failed attempt.
    const wrong = await attempt('admin', admin.email, 'wrong-password');
    expect(wrong.cookies.find((c) => c.name === ADMIN_COOKIE)).toBeUndefined();
  });

  it('the owner signs in with the device cookie and the right password while everyone else gets 429', async () => {
    const admin = await createAdmin(ctx);
    const device = await knownDevice('admin', admin.email, admin.password);
    await lockFromElsewhere('admin', admin.email);

    // Without the cookie, the right password and a solved captcha still meet the lock.
    expectLocked(await attempt('admin', admin.email, admin.password, { captcha: await captcha() }));
    // With it: signed in, no captcha asked (the device has no failures of its own).
    const owner = await attempt('admin', admin.email, admin.password, { device });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().access_token).toMatch(/^ey/);
    // The owner's sign-in does not end the lock for the attacker's clients.
    expectLocked(await attempt('admin', admin.email, admin.password, { captcha: await captcha() }));
    // The fresh cookie from that sign-in works as well.
    const renewed = owner.cookies.find((c) => c.name === ADMIN_COOKIE)!.value;
    expect((await attempt('admin', admin.email, admin.password, { device: renewed })).statusCode).toBe(200);
  });

  it("a forged, altered, expired or other account's cookie buys nothing", async () => {
    const admin = await createAdmin(ctx);
    const other = await createAdmin(ctx);
    const device = await knownDevice('admin', admin.email, admin.password);
    const othersDevice = await knownDevice('admin', other.email, other.password);
    await lockFromElsewhere('admin', admin.email);

    const parts = device.split('.');
    const flipped = (s: string) => (s.startsWith('A') ? `B${s.slice(1)}` : `A${s.slice(1)}`);
    const forged = [
      // another account's genuine cookie
      othersDevice,
      // the other account's cookie with this account's id put in (its signature no longer fits)
      othersDevice.replace(other.id, admin.id),
      // this cookie with its nonce or its signature altered
      [...parts.slice(0, 3), flipped(parts[3]!), ...parts.slice(4)].join('.'),
      [...parts.slice(0, 5), flipped(parts[5]!)].join('.'),
      // signed with a key the server does not have
      signDeviceCookie(new Uint8Array(32).fill(7), 'admin', admin.id, 30),
      // genuine but expired, and a cookie for an applicant of the same id
      signDeviceCookie(ctx.app.signer.deviceKey, 'admin', admin.id, -1),
      signDeviceCookie(ctx.app.signer.deviceKey, 'user', admin.id, 30),
      'v1.admin.garbage',
      '',
    ];
    for (const [i, cookie] of forged.entries()) {
      const res = await attempt('admin', admin.email, admin.password, {
        device: cookie,
        captcha: await captcha(),
      });
      expect(res.statusCode, `forged cookie ${i}`).toBe(429);
    }
    // The genuine one still works.
    expect((await attempt('admin', admin.email, admin.password, { device })).statusCode).toBe(200);
  });

  it('failures with a valid device cookie lock that device, not the account', async () => {
    const admin = await createAdmin(ctx);
    const device = await knownDevice('admin', admin.email, admin.password);
    const otherDevice = await knownDevice('admin', admin.email, admin.password);
    // Someone holding the device guesses: after 3 failures the device needs a captcha too.
    for (let i = 1; i <= 10; i++) {
      const res = await attempt('admin', admin.email, `device-guess-${i}`, {
        device,
        captcha: i > 3 ? await captcha() : undefined,
      });
      expect(res.statusCode, `device failure ${i}`).toBe(401);
    }
    // The account itself is neither locked nor asking for a captcha because of them.
    const elsewhere = await attempt('admin', admin.email, admin.password);
    expect(elsewhere.statusCode).toBe(200);
    // Once others lock the account, the locked device is an unknown client like any other…
    await lockFromElsewhere('admin', admin.email);
    expectLocked(await attempt('admin', admin.email, admin.password, { device, captcha: await captcha() }));
    // …while the owner's other known device still gets in.
    expect((await attempt('admin', admin.email, admin.password, { device: otherDevice })).statusCode).toBe(
      200,
    );
  });

  it('racing requests with one device cookie get no more than its ten checks a day', async () => {
    const admin = await createAdmin(ctx);
    const device = await knownDevice('admin', admin.email, admin.password);
    await lockFromElsewhere('admin', admin.email);
    // Whoever holds the cookie fires many guesses at once: each must take one of the device's
    // checks before its password is looked at, so they cannot all pass on a count read at the start.
    const raced = await Promise.all(
      Array.from({ length: 16 }, (_, i) => attempt('admin', admin.email, `race-${i}`, { device })),
    );
    const statuses = raced.map((r) => r.statusCode);
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked, `statuses: ${statuses.join(' ')}`).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16 - checked);
    // Spent: the device is now an unknown client, and the account's lock applies to it.
    expectLocked(await attempt('admin', admin.email, admin.password, { device, captcha: await captcha() }));
  });

  it('an admin with two-factor sign-in gets in from a known device: password, then code', async () => {
    const admin = await createAdmin(ctx);
    const first = await attempt('admin', admin.email, admin.password);
    const device = first.cookies.find((c) => c.name === ADMIN_COOKIE)!.value;
    const token = first.json().access_token as string;
    const setup = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/2fa/setup',
      headers: bearer(token),
    });
    const { secret } = setup.json();
    const code = (offset: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });
    const enable = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/2fa/enable',
      headers: bearer(token),
      payload: { code: await code(0) },
    });
    expect(enable.statusCode).toBe(200);
    await lockFromElsewhere('admin', admin.email);

    expectLocked(await attempt('admin', admin.email, admin.password, { captcha: await captcha() }));
    const password = await attempt('admin', admin.email, admin.password, { device });
    expect(password.statusCode).toBe(200);
    const { challengeToken } = password.json();
    expect(challengeToken).toBeTruthy();
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/loginAdmin/2fa',
      payload: { challengeToken, code: await code(1) },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': freshAddress(), cookie: `${ADMIN_COOKIE}=${device}` },
    });
    expect(second.statusCode).toBe(200);
    expect(second.cookies.find((c) => c.name === ADMIN_COOKIE)).toMatchObject({
      path: '/api/auth/loginAdmin',
    });
    // The attacker's lock stands for every other client.
    expectLocked(await attempt('admin', admin.email, admin.password, { captcha: await captcha() }));
  });

  it('applicants: the portal sign-in follows the same rule', async () => {
    const applicant = await createApplicant(ctx);
    const device = await knownDevice('user', applicant.email, applicant.password);
    await lockFromElsewhere('user', applicant.email);
    expectLocked(await attempt('user', applicant.email, applicant.password, { captcha: await captcha() }));
    const owner = await attempt('user', applicant.email, applicant.password, { device });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.email).toBe(applicant.email);
    // An admin's device cookie is not an applicant's.
    const admin = await createAdmin(ctx);
    const adminDevice = await knownDevice('admin', admin.email, admin.password);
    expectLocked(
      await attempt('user', applicant.email, applicant.password, {
        device: adminDevice,
        captcha: await captcha(),
      }),
    );
  });
});
