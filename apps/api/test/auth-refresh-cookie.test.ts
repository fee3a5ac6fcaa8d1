import { STAFF_REFRESH_COOKIE } from '@visadesk/contract';
import { authPaths, userPaths } from '@visadesk/contract/paths';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createAdmin, createApplicant, login, type TestContext } from './helpers';

const ctx = await buildTestApp({
  LOGIN_RATE_LIMIT_MAX: '1000',
  PORTAL_HOSTNAMES: 'apply.test',
  PORTAL_URL: 'https://apply.test',
});
const prod = await buildTestApp({
  NODE_ENV: 'production',
  PAYMENT_SANDBOX: 'true',
  PAYMENT_SANDBOX_ACKNOWLEDGE: 'applicants-can-mark-paid-without-paying',
  CAPTCHA_DIFFICULTY: '100',
  ADMIN_EMAIL: 'director@agency.example',
  ADMIN_PASSWORD: 'Tigris&Euphrates-1920',
});

const NAME = STAFF_REFRESH_COOKIE.name;
const refreshCookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === NAME);

/** What the back office's page sends: same-origin JSON, the cookie, no token in the body. */
const sameOrigin = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:4500' };

async function signedIn(app: TestContext = ctx) {
  const admin = await createAdmin(app);
  const res = await login(app, admin.email, admin.password);
  expect(res.statusCode).toBe(200);
  const cookie = refreshCookieOf(res);
  if (!cookie) throw new Error('sign-in set no refresh cookie');
  return { admin, res, cookie: cookie.value, body: res.json() as { refresh_token: string } };
}

const refreshWithCookie = (cookie: string, headers: Record<string, string> = sameOrigin) =>
  ctx.app.inject({
    method: 'POST',
    url: authPaths.refreshAdminToken.path,
    headers: { host: 'localhost:4500', ...headers },
    cookies: { [NAME]: cookie },
    payload: {},
  });

describe('the back office refresh cookie', () => {
  it('is set by sign-in: HttpOnly, SameSite=Strict, on the refresh path only, 30 days, not Secure outside production', async () => {
    const { res, body, cookie } = await signedIn();
    const set = refreshCookieOf(res)!;
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/refreshAdminToken' });
    expect(set.secure).toBeFalsy();
    expect(set.maxAge).toBe(30 * 86_400);
    // The spec's body keeps the token for API clients; it is the same session.
    expect(cookie).toBe(body.refresh_token);
  });

  it('is Secure under the production configuration', async () => {
    const { res } = await signedIn(prod);
    expect(refreshCookieOf(res)).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: true });
  });

  it('renews the session on its own and rotates: a new cookie, no refresh token in the body, the old one spent', async () => {
    const { cookie } = await signedIn();
    const res = await refreshWithCookie(cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { access_token: string; refresh_token?: string };
    expect(body.refresh_token).toBeUndefined();
    const next = refreshCookieOf(res);
    expect(next).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: STAFF_REFRESH_COOKIE.path });
    expect(next!.value).not.toBe(cookie);
    expect(
      (await ctx.app.inject({ url: '/api/admin/me', headers: bearer(body.access_token) })).statusCode,
    ).toBe(200);
    expect((await refreshWithCookie(next!.value)).statusCode).toBe(200);
    // Replaying the spent cookie is reuse: refused (and the family with it).
    expect((await refreshWithCookie(cookie)).statusCode).toBe(401);
  });

  it('keeps the body form of the spec for API clients', async () => {
    const { body } = await signedIn();
    const res = await ctx.app.inject({
      method: 'POST',
      url: authPaths.refreshAdminToken.path,
      payload: { refreshToken: body.refresh_token },
    });
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().refresh_token).toBe('string');
    expect(res.json().refresh_token).not.toBe(body.refresh_token);
  });

  it('answers 400 naming the field when there is neither a body token nor a cookie', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: authPaths.refreshAdminToken.path, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', requestId: expect.any(String) });
    expect(res.json().message).toEqual([expect.stringMatching(/^body\.refreshToken: /)]);
  });

  it('is refused from another origin of the same site (the portal on another port) and as a simple form post', async () => {
    const { cookie } = await signedIn();
    const sameSite = await refreshWithCookie(cookie, { 'sec-fetch-site': 'same-site' });
    expect(sameSite.statusCode).toBe(403);
    expect(sameSite.json()).toMatchObject({ code: 'FORBIDDEN', requestId: expect.any(String) });
    expect((await refreshWithCookie(cookie, { origin: 'http://localhost:4501' })).statusCode).toBe(403);
    const form = await ctx.app.inject({
      method: 'POST',
      url: authPaths.refreshAdminToken.path,
      headers: { host: 'localhost:4500', 'content-type': 'text/plain' },
      cookies: { [NAME]: cookie },
      payload: '{}',
    });
    expect(form.statusCode).toBeGreaterThanOrEqual(400);
    expect(form.statusCode).toBeLessThan(500);
    expect(refreshCookieOf(form)).toBeUndefined();
    // None of these spent it: the back office's own page still renews with it.
    expect((await refreshWithCookie(cookie)).statusCode).toBe(200);
  });

  it('is neither read nor set on the portal address', async () => {
    const { cookie, admin } = await signedIn();
    const viaPortal = await ctx.app.inject({
      method: 'POST',
      url: authPaths.refreshAdminToken.path,
      headers: { host: 'apply.test', 'sec-fetch-site': 'same-origin' },
      cookies: { [NAME]: cookie },
      payload: {},
    });
    expect(viaPortal.statusCode).toBe(400);
    expect(refreshCookieOf(viaPortal)).toBeUndefined();
    const adminSignInOnPortal = await ctx.app.inject({
      method: 'POST',
      url: authPaths.loginAdmin.path,
      headers: { host: 'apply.test' },
      payload: { email: admin.email, password: admin.password },
      remoteAddress: '10.9.8.7',
    });
    expect(adminSignInOnPortal.statusCode).toBe(200);
    // Only the sign-in route's own device cookie (ADR 0030), which opens no session by itself.
    expect(credentialCookies(adminSignInOnPortal)).toEqual([]);
  });

  it("shares no credential cookie with the portal: the portal's sign-in sets none, the back office's only HttpOnly ones", async () => {
    const { res: staff } = await signedIn();
    expect(staff.cookies.length).toBeGreaterThan(0);
    for (const c of staff.cookies) expect(c, c.name).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    const applicant = await createApplicant(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: userPaths.login.path,
      payload: { email: applicant.email, password: applicant.password },
      remoteAddress: '10.9.8.6',
    });
    expect(res.statusCode).toBe(200);
    expect(credentialCookies(res)).toEqual([]);
  });
});

/**
 * Cookies other than a sign-in route's device cookie (ADR 0030: HttpOnly, sent back only to that
 * sign-in route, and no way in without the password), which must stay that narrow.
 */
function credentialCookies(res: LightMyRequestResponse) {
  const devicePaths: Record<string, string> = {
    visadesk_device_admin: authPaths.loginAdmin.path,
    visadesk_device_user: userPaths.login.path,
  };
  return res.cookies.filter((c) => {
    const path = devicePaths[c.name];
    if (!path) return true;
    expect(c, c.name).toMatchObject({ httpOnly: true, sameSite: 'Strict', path });
    return false;
  });
}

describe('POST /api/auth/refreshAdminToken/logout', () => {
  it('ends the cookie session on the server and clears the cookie', async () => {
    const { cookie } = await signedIn();
    const res = await ctx.app.inject({
      method: 'POST',
      url: authPaths.logoutAdmin.path,
      headers: { host: 'localhost:4500', ...sameOrigin },
      cookies: { [NAME]: cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(204);
    const cleared = refreshCookieOf(res);
    expect(cleared).toMatchObject({ value: '', path: STAFF_REFRESH_COOKIE.path });
    expect(cleared!.expires!.getTime()).toBeLessThan(Date.now());
    expect((await refreshWithCookie(cookie)).statusCode).toBe(401);
  });

  it('still ends a session named in the body, and answers 204 with neither', async () => {
    const { body } = await signedIn();
    const res = await ctx.app.inject({
      method: 'POST',
      url: authPaths.logoutAdmin.path,
      payload: { refreshToken: body.refresh_token },
    });
    expect(res.statusCode).toBe(204);
    const again = await ctx.app.inject({
      method: 'POST',
      url: authPaths.refreshAdminToken.path,
      payload: { refreshToken: body.refresh_token },
    });
    expect(again.statusCode).toBe(401);
    const none = await ctx.app.inject({ method: 'POST', url: authPaths.logoutAdmin.path, payload: {} });
    expect(none.statusCode).toBe(204);
  });
});
