import { describe, expect, it } from 'vitest';
import { TokenSigner } from '../src/lib/security/tokens';
import { tokensFor } from '../src/modules/auth/login';
import { bearer, buildTestApp, createAdmin, createApplicant, login } from './helpers';

const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });

describe('access control on admin endpoints', () => {
  it('answers a missing token with 401 in the error shape', async () => {
    const res = await ctx.app.inject({ url: '/api/admin/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'Missing or invalid access token',
      requestId: expect.any(String),
    });
  });

  it('answers a token signed with another secret with 401', async () => {
    const admin = await createAdmin(ctx);
    const forged = await new TokenSigner('another-secret-another-secret-another', 900).signAccess({
      sub: admin.id,
      typ: 'admin',
      perms: ['edit-admins'],
    });
    expect((await ctx.app.inject({ url: '/api/admin/me', headers: bearer(forged) })).statusCode).toBe(401);
  });

  it('answers an expired token with 401', async () => {
    const admin = await createAdmin(ctx);
    const expired = await new TokenSigner(ctx.config.JWT_SECRET, -10).signAccess({
      sub: admin.id,
      typ: 'admin',
      perms: [],
    });
    expect((await ctx.app.inject({ url: '/api/admin/me', headers: bearer(expired) })).statusCode).toBe(401);
  });

  it("refuses an applicant's token on admin endpoints with 403", async () => {
    const applicant = await createApplicant(ctx);
    const { access_token } = await tokensFor(ctx.app, 'user', applicant.id, []);
    const res = await ctx.app.inject({ url: '/api/admin/me', headers: bearer(access_token) });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it("refuses an admin's token on applicant endpoints with 403", async () => {
    const admin = await createAdmin(ctx);
    const { access_token } = (await login(ctx, admin.email, admin.password)).json();
    const res = await ctx.app.inject({ url: '/api/Users/currentUserData', headers: bearer(access_token) });
    expect(res.statusCode).toBe(403);
  });

  it('lists every non-public route in the OpenAPI document with bearer security', async () => {
    const doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api',
        '/api/health',
        '/api/auth/loginAdmin',
        '/api/auth/refreshAdminToken',
        '/api/auth/refreshUserToken',
        '/api/captcha',
        '/api/admin/me',
      ]),
    );
    expect(doc.components.schemas.LoginBody.required).toEqual(expect.arrayContaining(['email', 'password']));
    expect(doc.components.securitySchemes.bearer.scheme).toBe('bearer');
  });
});
