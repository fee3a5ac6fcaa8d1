import { randomBytes } from 'node:crypto';
import { type AdminRouteKey, ROUTE_PERMISSIONS } from '@visadesk/contract';
import { users } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { registerApplicant, seedCatalog, submitGroup, traveller } from './application-fixtures';
import { adminHeaders, bearer, buildTestApp, createAdmin, login, uniqueEmail, uniqueIp } from './helpers';

const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
const catalog = await seedCatalog(ctx);
const manager = await adminHeaders(ctx);
// A database of its own: the last-manager rule counts every admin in it.
const iso = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });

describe('applicant accounts', () => {
  it('registers, signs in, reads and updates the profile', async () => {
    const applicant = await registerApplicant(ctx);
    const me = await ctx.app.inject({ url: '/api/Users/currentUserData', headers: applicant.headers });
    expect(me.json()).toMatchObject({ email: applicant.email, locale: 'ar' });
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/Users',
      headers: applicant.headers,
      payload: { phone: '+964 770 123 4567', locale: 'en' },
    });
    expect(patched.json()).toMatchObject({ phone: '+964 770 123 4567', locale: 'en' });
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/loginUser',
      payload: { email: applicant.email.toUpperCase(), password: 'Baghdad2026!' },
      remoteAddress: uniqueIp(),
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.email).toBe(applicant.email);
  });

  it('answers a taken email like a new one (no 409 to enumerate with) and a weak password on the link page with 400', async () => {
    const applicant = await registerApplicant(ctx);
    const dup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/registerUser',
      payload: { fullName: 'Someone', email: applicant.email },
    });
    expect(dup.statusCode).toBe(202);
    expect(dup.json()).toEqual({ status: 'verification_sent' });
    const weak = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: 'x'.repeat(40), password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message[0]).toMatch(/^body\.password: /);
  });

  it('finds applicants by the start of an email address, in any case, % and _ taken literally', async () => {
    const tag = `find${randomBytes(4).toString('hex')}`;
    const emails = {
      ali: `${tag}.ali@example.com`,
      xali: `x${tag}.ali@example.com`,
      underscore: `${tag}_1@example.com`,
      letter: `${tag}x1@example.com`,
    };
    await ctx.db.insert(users).values(
      Object.values(emails).map((email) => ({
        fullName: 'Email Search',
        email,
        passwordHash: 'not-a-hash',
      })),
    );
    const found = async (search: string, extra = '') => {
      const res = await ctx.app.inject({
        url: `/api/users/list?search=${encodeURIComponent(search)}${extra}`,
        headers: manager,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().items as { email: string }[]).map((u) => u.email).sort();
    };
    expect(await found(`${tag}.ALI@`)).toEqual([emails.ali]);
    expect(await found(` ${tag}.ali@example.com `)).toEqual([emails.ali]);
    expect(await found(`x${tag}.ali@`)).toEqual([emails.xali]);
    expect(await found(`${tag}_1@`)).toEqual([emails.underscore]);
    expect(await found(`${tag}%@`)).toEqual([]);
    expect(await found(`${tag}.ali@`, '&isBlocked=true')).toEqual([]);
    // Anything else is still found where it appears: in the middle of an address or as a domain.
    expect(await found(tag)).toEqual(Object.values(emails).sort());
    expect(await found(`${tag}.ali`)).toEqual([emails.ali, emails.xali].sort());
  });

  it('lets staff find and block an applicant, which ends their sessions', async () => {
    const applicant = await registerApplicant(ctx);
    const list = await ctx.app.inject({
      url: `/api/users/list?search=${encodeURIComponent(applicant.email)}`,
      headers: manager,
    });
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: applicant.id, isBlocked: false, requestCount: 0 }),
    ]);
    await submitGroup(ctx, applicant, catalog.visa.id, [
      traveller(catalog.iraq.id),
      traveller(catalog.iraq.id),
    ]);
    const after = await ctx.app.inject({
      url: `/api/users/list?search=${encodeURIComponent(applicant.email)}`,
      headers: manager,
    });
    expect(after.json().items[0].requestCount).toBe(2);
    const blocked = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${applicant.id}`,
      headers: manager,
      payload: { isBlocked: true },
    });
    expect(blocked.json().isBlocked).toBe(true);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refreshUserToken',
      payload: { refreshToken: applicant.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/loginUser',
      payload: { email: applicant.email, password: 'Baghdad2026!' },
      remoteAddress: uniqueIp(),
    });
    expect(signIn.statusCode).toBe(403);
  });
});

describe('admin accounts', () => {
  it('creates, edits, resets and deactivates admins; the reset and deactivation end sessions', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin',
      headers: manager,
      payload: {
        name: 'Noor Jasim',
        email: uniqueEmail('staff'),
        password: 'Visa-Desk-2026',
        permissions: [],
      },
    });
    expect(created.statusCode).toBe(201);
    const staff = created.json();
    const session = (await login(ctx, staff.email, 'Visa-Desk-2026')).json();
    expect(session.admin.permissions).toEqual([]);

    const dup = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin',
      headers: manager,
      payload: { name: 'Copy', email: staff.email.toUpperCase(), password: 'Visa-Desk-2026' },
    });
    expect(dup.statusCode).toBe(409);

    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/${staff.id}/reset-password`,
      headers: manager,
      payload: { password: 'New-Password-2026' },
    });
    expect(reset.statusCode).toBe(204);
    const oldRefresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refreshAdminToken',
      payload: { refreshToken: session.refresh_token },
    });
    expect(oldRefresh.statusCode).toBe(401);
    expect((await login(ctx, staff.email, 'New-Password-2026')).statusCode).toBe(200);

    const off = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/${staff.id}`,
      headers: manager,
      payload: { isActive: false },
    });
    expect(off.json().isActive).toBe(false);
    expect((await login(ctx, staff.email, 'New-Password-2026')).statusCode).toBe(401);
  });

  it('never removes or strips the last active admin who can manage admins', async () => {
    const only = await createAdmin(iso);
    const headers = bearer((await login(iso, only.email, only.password)).json().access_token);
    const strip = await iso.app.inject({
      method: 'PATCH',
      url: `/api/admin/${only.id}`,
      headers,
      payload: { permissions: [] },
    });
    expect(strip.statusCode).toBe(409);
    expect(strip.json().code).toBe('LAST_MANAGER');
    expect(strip.json().message).toContain('last active admin with the edit-admins permission');
    const off = await iso.app.inject({
      method: 'PATCH',
      url: `/api/admin/${only.id}`,
      headers,
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(409);
    const second = await createAdmin(iso);
    const now = await iso.app.inject({
      method: 'PATCH',
      url: `/api/admin/${only.id}`,
      headers,
      payload: { permissions: [] },
    });
    expect(now.statusCode).toBe(200);
    expect(second.permissions).toContain('edit-admins');
  });

  it('changes my own password only with the current one, and my name and language', async () => {
    const me = await createAdmin(ctx);
    const headers = bearer((await login(ctx, me.email, me.password)).json().access_token);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/me/password',
      headers,
      payload: { oldPassword: 'not-it', newPassword: 'Brand-New-2026' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toEqual(['body.oldPassword: the current password is not correct']);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/me/password',
      headers,
      payload: { oldPassword: me.password, newPassword: 'Brand-New-2026' },
    });
    expect(ok.statusCode).toBe(204);
    expect((await login(ctx, me.email, 'Brand-New-2026')).statusCode).toBe(200);
    const profile = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/me',
      headers,
      payload: { name: 'Sara', locale: 'ar' },
    });
    expect(profile.json()).toMatchObject({ name: 'Sara', locale: 'ar' });
  });
});

// The full matrix (every route × every permission) is authorization-matrix.test.ts; this keeps a
// readable sample with real answers from the admin who holds everything.
describe('permission matrix', () => {
  const endpoints: { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object }[] = [
    { method: 'GET', url: '/api/admin/list' },
    { method: 'POST', url: '/api/admin', payload: {} },
    { method: 'POST', url: '/api/firebase/send', payload: {} },
    { method: 'GET', url: '/api/requests/list' },
    { method: 'GET', url: '/api/users/list' },
    { method: 'GET', url: '/api/events/all' },
    { method: 'GET', url: '/api/tickets/list' },
    { method: 'GET', url: '/api/visa/list' },
    { method: 'GET', url: '/api/admin/me' },
  ];

  it('answers no token 401, an applicant 403, an admin without permissions 403 where the contract needs one, an admin the real thing', async () => {
    const applicant = await registerApplicant(ctx);
    const plain = await createAdmin(ctx, { permissions: [] });
    const plainHeaders = bearer((await login(ctx, plain.email, plain.password)).json().access_token);
    for (const e of endpoints) {
      const call = (headers?: Record<string, string>) =>
        ctx.app.inject({ method: e.method, url: e.url, headers, payload: e.payload });
      expect((await call()).statusCode, `${e.url} without a token`).toBe(401);
      expect((await call(applicant.headers)).statusCode, `${e.url} as an applicant`).toBe(403);
      const asPlain = (await call(plainHeaders)).statusCode;
      const open = ROUTE_PERMISSIONS[`${e.method} ${e.url}` as AdminRouteKey] === 'none';
      expect(asPlain, `${e.url} without permissions`).toBe(open ? 200 : 403);
      const asManager = (await call(manager)).statusCode;
      expect([200, 400], `${e.url} as a manager`).toContain(asManager);
    }
  });
});
