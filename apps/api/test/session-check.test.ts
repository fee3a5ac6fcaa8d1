import { countries, eq, users } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { tokensFor } from '../src/modules/auth/login';
import { SessionCache } from '../src/modules/auth/session-check';
import { bearer, buildTestApp, createAdmin, createApplicant, login, type TestContext } from './helpers';

/**
 * An access token is only as good as its session (ADR 0011): every authenticated request re-reads
 * the session, the account and an admin's permissions. `ctx` trusts nothing it read before
 * (cache 0); `cached` keeps the production default of 5 s, to show what that window means.
 */
const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' }, { sessionCacheMs: 0 });
const cached = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
const STAFF = ['edit-admins', 'process-requests'] as const;

async function signedIn(c: TestContext, admin: { email: string; password: string }) {
  const res = await login(c, admin.email, admin.password);
  expect(res.statusCode, res.body).toBe(200);
  return { access: res.json().access_token as string, refresh: res.json().refresh_token as string };
}

const me = (c: TestContext, token: string) => c.app.inject({ url: '/api/admin/me', headers: bearer(token) });
const logout = (c: TestContext, refreshToken: string) =>
  c.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken } });

async function manager(c: TestContext) {
  return (await signedIn(c, await createAdmin(c, { permissions: [...STAFF] }))).access;
}

const patchAdmin = (c: TestContext, token: string, id: string, payload: object) =>
  c.app.inject({ method: 'PATCH', url: `/api/admin/${id}`, headers: bearer(token), payload });

describe('an access token after its session ends', () => {
  it('is refused once its session signed out', async () => {
    const session = await signedIn(ctx, await createAdmin(ctx));
    expect((await me(ctx, session.access)).statusCode).toBe(200);
    expect((await logout(ctx, session.refresh)).statusCode).toBe(204);
    const res = await me(ctx, session.access);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('is refused for the other session after a password change, and kept for the one that changed it', async () => {
    const admin = await createAdmin(ctx, { permissions: [...STAFF] });
    const laptop = await signedIn(ctx, admin);
    const phone = await signedIn(ctx, admin);
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/me/password',
      headers: bearer(laptop.access),
      payload: { oldPassword: admin.password, newPassword: 'Another#Horse22' },
    });
    expect(change.statusCode, change.body).toBe(204);
    expect((await me(ctx, phone.access)).statusCode).toBe(401);
    expect((await me(ctx, laptop.access)).statusCode).toBe(200);
  });

  it("is refused after a manager resets the admin's password", async () => {
    const boss = await manager(ctx);
    const admin = await createAdmin(ctx);
    const session = await signedIn(ctx, admin);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/${admin.id}/reset-password`,
      headers: bearer(boss),
      payload: { password: 'Reset#Horse333' },
    });
    expect(reset.statusCode, reset.body).toBe(204);
    expect((await me(ctx, session.access)).statusCode).toBe(401);
  });

  it('is refused once the admin is deactivated', async () => {
    const boss = await manager(ctx);
    const admin = await createAdmin(ctx);
    const session = await signedIn(ctx, admin);
    expect((await patchAdmin(ctx, boss, admin.id, { isActive: false })).statusCode).toBe(200);
    expect((await me(ctx, session.access)).statusCode).toBe(401);
  });

  it('is refused once an applicant is blocked', async () => {
    const applicant = await createApplicant(ctx);
    const { access_token } = await tokensFor(ctx.app, 'user', applicant.id, []);
    const current = () =>
      ctx.app.inject({ url: '/api/Users/currentUserData', headers: bearer(access_token) });
    expect((await current()).statusCode).toBe(200);
    await ctx.db.update(users).set({ isBlocked: true }).where(eq(users.id, applicant.id));
    expect((await current()).statusCode).toBe(401);
  });
});

describe("an admin's permissions are the database's, not the token's", () => {
  it('refuses a route at once when the permission it needs is removed', async () => {
    const boss = await manager(ctx);
    const admin = await createAdmin(ctx, { permissions: ['process-requests', 'manage-catalog'] });
    const session = await signedIn(ctx, admin);
    const requests = () => ctx.app.inject({ url: '/api/requests/list', headers: bearer(session.access) });
    expect((await requests()).statusCode).toBe(200);
    const patch = await patchAdmin(ctx, boss, admin.id, { permissions: ['manage-catalog'] });
    expect(patch.statusCode, patch.body).toBe(200);
    const res = await requests();
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    // The session itself goes on: what it still holds still works.
    expect((await me(ctx, session.access)).statusCode).toBe(200);
  });

  it('allows a route at once when the permission is granted', async () => {
    const boss = await manager(ctx);
    const admin = await createAdmin(ctx, { permissions: [] });
    const session = await signedIn(ctx, admin);
    const requests = () => ctx.app.inject({ url: '/api/requests/list', headers: bearer(session.access) });
    expect((await requests()).statusCode).toBe(403);
    await patchAdmin(ctx, boss, admin.id, { permissions: ['process-requests'] });
    expect((await requests()).statusCode).toBe(200);
  });
});

describe('tokens that name no live session', () => {
  it('refuses a well-signed token without a session id', async () => {
    const admin = await createAdmin(ctx);
    const token = await ctx.app.signer.signAccess({ sub: admin.id, typ: 'admin', perms: ['edit-admins'] });
    const res = await me(ctx, token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it("refuses a token naming another account's session", async () => {
    const victim = await signedIn(ctx, await createAdmin(ctx));
    const { sid } = (await ctx.app.signer.verifyAccess(victim.access))!;
    const other = await createAdmin(ctx);
    const token = await ctx.app.signer.signAccess({ sub: other.id, typ: 'admin', perms: [], sid });
    expect((await me(ctx, token)).statusCode).toBe(401);
  });

  it('treats an ended session on a public route as no token at all', async () => {
    // A public route that shows admins more: an inactive country is visible to admins only.
    const [hidden] = await ctx.db
      .insert(countries)
      .values({ nameEn: 'Hidden', nameAr: 'مخفية', iso2: 'ZZ', isActive: false })
      .returning();
    const session = await signedIn(ctx, await createAdmin(ctx));
    const read = () =>
      ctx.app.inject({ url: `/api/countries/one/${hidden!.id}`, headers: bearer(session.access) });
    expect((await read()).statusCode).toBe(200);
    await logout(ctx, session.refresh);
    expect((await read()).statusCode).toBe(404);
  });
});

describe('the few seconds a session is remembered', () => {
  it('lets a signed-out token through only within the cache window of this instance', async () => {
    const session = await signedIn(cached, await createAdmin(cached));
    expect((await me(cached, session.access)).statusCode).toBe(200); // now remembered
    await logout(cached, session.refresh);
    // Logout went through another path than the admin routes: the remembered state holds for ≤ 5 s.
    expect((await me(cached, session.access)).statusCode).toBe(200);
    cached.app.sessions.forgetSubject('admin', (await cached.app.signer.verifyAccess(session.access))!.sub);
    expect((await me(cached, session.access)).statusCode).toBe(401);
  });

  it("applies a manager's deactivation on this instance at once, cache or not", async () => {
    const boss = await manager(cached);
    const admin = await createAdmin(cached);
    const session = await signedIn(cached, admin);
    expect((await me(cached, session.access)).statusCode).toBe(200);
    await patchAdmin(cached, boss, admin.id, { isActive: false });
    expect((await me(cached, session.access)).statusCode).toBe(401);
  });

  it('keeps at most its bound of sessions, dropping the oldest', async () => {
    const cache = new SessionCache(ctx.db, 60_000, 3);
    const sessions = [];
    for (let i = 0; i < 5; i++) {
      const admin = await createAdmin(ctx);
      const { access_token } = await tokensFor(ctx.app, 'admin', admin.id, []);
      sessions.push((await ctx.app.signer.verifyAccess(access_token))!);
    }
    for (const claims of sessions) expect((await cache.check(claims)).ok).toBe(true);
    expect(cache.size).toBe(3);
  });
});
