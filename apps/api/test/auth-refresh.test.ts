import { eq, refreshTokens } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../src/lib/security/tokens';
import { issueRefreshToken } from '../src/modules/auth/refresh-tokens';
import { bearer, buildTestApp, createAdmin, createApplicant, login } from './helpers';

const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });

const refresh = (token: string, kind: 'Admin' | 'User' = 'Admin') =>
  ctx.app.inject({ method: 'POST', url: `/api/auth/refresh${kind}Token`, payload: { refreshToken: token } });

async function signedIn() {
  const admin = await createAdmin(ctx);
  const res = await login(ctx, admin.email, admin.password);
  return { admin, ...(res.json() as { access_token: string; refresh_token: string }) };
}

describe('POST /api/auth/refreshAdminToken', () => {
  it('returns a new working pair and stores only a hash of the token', async () => {
    const { refresh_token } = await signedIn();
    const rows = await ctx.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(refresh_token)));
    expect(rows).toHaveLength(1);
    const plain = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, refresh_token));
    expect(plain).toHaveLength(0);

    const res = await refresh(refresh_token);
    expect(res.statusCode).toBe(200);
    const pair = res.json();
    expect(pair.refresh_token).not.toBe(refresh_token);
    const me = await ctx.app.inject({ url: '/api/admin/me', headers: bearer(pair.access_token) });
    expect(me.statusCode).toBe(200);
  });

  it('accepts each refresh token once and revokes the family when a spent one comes back', async () => {
    const { refresh_token: first } = await signedIn();
    const second = (await refresh(first)).json().refresh_token as string;

    const reuse = await refresh(first);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('TOKEN_INVALID');

    // The legitimate successor dies with the family: whoever replayed the old token gains nothing.
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('lets exactly one of two concurrent refreshes with the same token win', async () => {
    const { refresh_token } = await signedIn();
    const results = await Promise.all([refresh(refresh_token), refresh(refresh_token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses unknown tokens, and tokens of deactivated admins', async () => {
    expect((await refresh('not-a-real-token')).statusCode).toBe(401);
    const admin = await createAdmin(ctx, { isActive: false });
    const token = await issueRefreshToken(ctx.db, 'admin', admin.id, 30);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const admin = await createAdmin(ctx);
    const token = await issueRefreshToken(ctx.db, 'admin', admin.id, 30);
    await ctx.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, sha256(token)));
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('validates the body', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/refreshAdminToken', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual([expect.stringMatching(/^body\.refreshToken: /)]);
  });
});

describe('POST /api/auth/refreshUserToken', () => {
  it('renews an applicant session, and does not accept admin tokens', async () => {
    const applicant = await createApplicant(ctx);
    const token = await issueRefreshToken(ctx.db, 'user', applicant.id, 30);
    const res = await refresh(token, 'User');
    expect(res.statusCode).toBe(200);
    const me = await ctx.app.inject({
      url: '/api/Users/currentUserData',
      headers: bearer(res.json().access_token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(applicant.email);

    const { refresh_token: adminToken } = await signedIn();
    expect((await refresh(adminToken, 'User')).statusCode).toBe(401);
  });

  it('refuses a blocked applicant', async () => {
    const applicant = await createApplicant(ctx, { isBlocked: true });
    const token = await issueRefreshToken(ctx.db, 'user', applicant.id, 30);
    expect((await refresh(token, 'User')).statusCode).toBe(401);
  });
});
