import { describe, expect, it } from 'vitest';
import { TokenSigner } from '../src/lib/security/tokens';
import { registerApplicant } from './application-fixtures';
import { bearer, buildTestApp, createAdmin, login, type TestContext } from './helpers';

// Streams re-check their listener every 100 ms here (30 s in a real start).
const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' }, { eventStreamCheckMs: 100 });
const STAFF = ['edit-admins', 'process-requests'] as const;

const refresh = (refreshToken: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/refreshAdminToken', payload: { refreshToken } });
const logout = (refreshToken: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken } });

async function signedIn(c: TestContext, admin: { email: string; password: string }) {
  const res = await login(c, admin.email, admin.password);
  expect(res.statusCode, res.body).toBe(200);
  return { access: res.json().access_token as string, refresh: res.json().refresh_token as string };
}

/** Opens the event stream; resolves with everything it sent once the server ends it. */
function openStream(token: string) {
  const started = Date.now();
  return ctx.app
    .inject({ url: '/api/events/stream', headers: bearer(token) })
    .then((res) => ({ status: res.statusCode, body: res.body, ms: Date.now() - started }));
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still open after ${ms} ms`)), ms)),
  ]);

describe('signing out', () => {
  it("ends the refresh token's session on the server", async () => {
    const admin = await createAdmin(ctx, { permissions: [...STAFF] });
    const session = await signedIn(ctx, admin);
    const rotated = (await refresh(session.refresh)).json().refresh_token as string;
    const res = await logout(rotated);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await refresh(rotated)).statusCode).toBe(401);
  });

  it('works without an access token and answers 204 to anything, revealing nothing', async () => {
    expect((await logout('not-a-token-at-all')).statusCode).toBe(204);
    const admin = await createAdmin(ctx, { permissions: [...STAFF] });
    const session = await signedIn(ctx, admin);
    expect((await logout(session.refresh)).statusCode).toBe(204);
    // Signing out twice is still a quiet 204.
    expect((await logout(session.refresh)).statusCode).toBe(204);
  });

  it("ends an applicant's session too", async () => {
    const applicant = await registerApplicant(ctx);
    expect((await logout(applicant.refreshToken)).statusCode).toBe(204);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refreshUserToken',
      payload: { refreshToken: applicant.refreshToken },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('changing a password', () => {
  it('ends every other session and keeps the one that made the change', async () => {
    const admin = await createAdmin(ctx, { permissions: [...STAFF] });
    const laptop = await signedIn(ctx, admin);
    const phone = await signedIn(ctx, admin);
    // The laptop renews first: the session, not the first token, is what stays.
    const renewed = (await refresh(laptop.refresh)).json();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/me/password',
      headers: bearer(renewed.access_token),
      payload: { oldPassword: admin.password, newPassword: 'Another#Horse22' },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await refresh(phone.refresh)).statusCode).toBe(401);
    expect((await refresh(renewed.refresh_token)).statusCode).toBe(200);
  });

  it("ends all of an admin's sessions when a manager resets that password", async () => {
    const manager = await signedIn(ctx, await createAdmin(ctx, { permissions: [...STAFF] }));
    const admin = await createAdmin(ctx, { permissions: [...STAFF] });
    const one = await signedIn(ctx, admin);
    const two = await signedIn(ctx, admin);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/${admin.id}/reset-password`,
      headers: bearer(manager.access),
      payload: { password: 'Reset#Horse333' },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await refresh(one.refresh)).statusCode).toBe(401);
    expect((await refresh(two.refresh)).statusCode).toBe(401);
  });
});

describe('the live event stream', () => {
  it('closes, saying why, once its admin is deactivated', async () => {
    const manager = await signedIn(ctx, await createAdmin(ctx, { permissions: [...STAFF] }));
    const admin = await createAdmin(ctx, { permissions: [...STAFF] });
    const session = await signedIn(ctx, admin);
    const stream = openStream(session.access);
    await new Promise((r) => setTimeout(r, 250));
    const off = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/${admin.id}`,
      headers: bearer(manager.access),
      payload: { isActive: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const ended = await within(stream, 2_000);
    expect(ended.status).toBe(200);
    expect(ended.body).toContain('event: stream-end\ndata: {"reason":"account-inactive"}');
  });

  it('closes once the permission it needs is taken away', async () => {
    const manager = await signedIn(ctx, await createAdmin(ctx, { permissions: [...STAFF] }));
    const admin = await createAdmin(ctx, { permissions: [...STAFF] });
    const stream = openStream((await signedIn(ctx, admin)).access);
    await new Promise((r) => setTimeout(r, 250));
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/${admin.id}`,
      headers: bearer(manager.access),
      payload: { permissions: ['edit-admins'] },
    });
    expect((await within(stream, 2_000)).body).toContain('"reason":"permission-revoked"');
  });

  it('closes once its session is signed out', async () => {
    const session = await signedIn(ctx, await createAdmin(ctx, { permissions: [...STAFF] }));
    const stream = openStream(session.access);
    await new Promise((r) => setTimeout(r, 250));
    expect((await logout(session.refresh)).statusCode).toBe(204);
    expect((await within(stream, 2_000)).body).toContain('"reason":"session-ended"');
  });

  it('closes once its access token expires', async () => {
    const admin = await createAdmin(ctx, { permissions: [...STAFF] });
    // The live session of a real sign-in, in a token that expires in a second.
    const { sid } = (await ctx.app.signer.verifyAccess((await signedIn(ctx, admin)).access))!;
    const shortLived = await new TokenSigner(ctx.config.JWT_SECRET, 1).signAccess({
      sub: admin.id,
      typ: 'admin',
      perms: [...STAFF],
      sid,
    });
    const ended = await within(openStream(shortLived), 3_000);
    expect(ended.status).toBe(200);
    expect(ended.body).toContain(': connected');
    expect(ended.body).toContain('"reason":"token-expired"');
  });
});
