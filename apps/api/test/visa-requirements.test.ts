import { describe, expect, it } from 'vitest';
import { makeCountry, makeRequirement, makeVisa } from './catalog-fixtures';
import { adminHeaders, buildTestApp } from './helpers';

const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
const auth = await adminHeaders(ctx);

describe('visa requirements', () => {
  it('creates with defaults, reads, updates and deletes', async () => {
    const created = await makeRequirement(ctx, auth, { nameEn: 'Bank statement', nameAr: 'كشف حساب بنكي' });
    expect(created).toMatchObject({
      kind: 'document',
      acceptedTypes: ['application/pdf', 'image/jpeg', 'image/png'],
      maxSizeMb: 5,
      isActive: true,
    });
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/visa-requirements/${created.id}`,
      headers: auth,
      payload: { maxSizeMb: 10, acceptedTypes: ['application/pdf'] },
    });
    expect(patched.json()).toMatchObject({ maxSizeMb: 10, acceptedTypes: ['application/pdf'] });
    expect((await ctx.app.inject({ url: `/api/visa-requirements/one/${created.id}` })).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/visa-requirements/${created.id}`, headers: auth }))
        .statusCode,
    ).toBe(204);
    expect((await ctx.app.inject({ url: `/api/visa-requirements/one/${created.id}` })).statusCode).toBe(404);
  });

  it('needs an accepted type for a document requirement, on create and on update', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/visa-requirements',
      headers: auth,
      payload: { nameEn: 'Photo', nameAr: 'صورة', acceptedTypes: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual([expect.stringMatching(/^body\.acceptedTypes: /)]);

    const info = await makeRequirement(ctx, auth, { kind: 'information', acceptedTypes: [] });
    const toDocument = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/visa-requirements/${info.id}`,
      headers: auth,
      payload: { kind: 'document' },
    });
    expect(toDocument.statusCode).toBe(400);
  });

  it('refuses to delete a requirement a visa uses, naming the visa', async () => {
    const destination = await makeCountry(ctx, auth);
    const requirement = await makeRequirement(ctx, auth);
    await makeVisa(ctx, auth, {
      titleEn: 'Business visa',
      destinationId: destination.id,
      requirementIds: [requirement.id],
    });
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/visa-requirements/${requirement.id}`,
      headers: auth,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('"Business visa"');
  });

  it('offers active requirements publicly and keeps the rest for admins', async () => {
    const hidden = await makeRequirement(ctx, auth, { isActive: false });
    const options = (await ctx.app.inject({ url: '/api/visa-requirements/complete-list' })).json() as {
      id: string;
    }[];
    expect(options.map((o) => o.id)).not.toContain(hidden.id);
    expect((await ctx.app.inject({ url: `/api/visa-requirements/one/${hidden.id}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/visa-requirements/list' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/visa-requirements/${hidden.id}` })).statusCode,
    ).toBe(401);
  });
});
