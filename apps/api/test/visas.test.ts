import { requestGroups } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { makeCountry, makeRequirement, makeVisa } from './catalog-fixtures';
import { adminHeaders, buildTestApp, createApplicant, multipartFile, pngBytes } from './helpers';

const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
const auth = await adminHeaders(ctx);
const withAuth = (mp: { payload: Buffer; headers: Record<string, string> }) => ({
  payload: mp.payload,
  headers: { ...auth, ...mp.headers },
});

const iraq = await makeCountry(ctx, auth, { nameEn: 'Iraq', nameAr: 'العراق' });
const syria = await makeCountry(ctx, auth, { nameEn: 'Syria', nameAr: 'سوريا' });
const uae = await makeCountry(ctx, auth, { nameEn: 'United Arab Emirates', nameAr: 'الإمارات' });
const passport = await makeRequirement(ctx, auth);

describe('visas', () => {
  it('creates a visa with its links and reads it back whole', async () => {
    const visa = await makeVisa(ctx, auth, {
      titleEn: 'Dubai 30-day tourist',
      titleAr: 'دبي سياحية ٣٠ يوماً',
      destinationId: uae.id,
      nationalityIds: [iraq.id, syria.id, iraq.id],
      requirementIds: [passport.id],
      requiredFields: ['FullName', 'PassportNumber', 'TravelDate'],
      descriptionEn: '<p>Hello<script>alert(1)</script><img src="https://evil.test/x.png"></p>',
    });
    const one = (await ctx.app.inject({ url: `/api/visa/one/${visa.id}` })).json();
    expect(one).toMatchObject({
      titleEn: 'Dubai 30-day tourist',
      destination: { id: uae.id, nameEn: 'United Arab Emirates' },
      requiredFields: ['FullName', 'PassportNumber', 'TravelDate'],
      requirements: [{ id: passport.id }],
      price: 75_000,
      currency: 'IQD',
    });
    expect(one.nationalities.map((n: { id: string }) => n.id).sort()).toEqual([iraq.id, syria.id].sort());
    expect(one.descriptionEn).toBe('<p>Hello</p>');
    const row = (
      await ctx.app.inject({
        url: `/api/visa/list?search=${encodeURIComponent('Dubai 30-day')}`,
        headers: auth,
      })
    ).json();
    expect(row.items[0].nationalityCount).toBe(2);
  });

  it('names unknown references and impossible stays in 400s', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/visa',
      headers: auth,
      payload: {
        titleEn: 'x',
        titleAr: 'س',
        type: 'tourist',
        destinationId: '00000000-0000-4000-8000-000000000001',
        validityDays: 30,
        stayDays: 60,
        processingDays: 3,
        price: 1000,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual([expect.stringMatching(/^body\.stayDays: /)]);

    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/visa',
      headers: auth,
      payload: {
        titleEn: 'x',
        titleAr: 'س',
        type: 'tourist',
        destinationId: '00000000-0000-4000-8000-000000000001',
        validityDays: 30,
        stayDays: 10,
        processingDays: 3,
        price: 1000,
      },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toEqual([expect.stringMatching(/^body\.destinationId: no such record/)]);
  });

  it('updates fields and replaces links in one go', async () => {
    const visa = await makeVisa(ctx, auth, { destinationId: uae.id, nationalityIds: [iraq.id] });
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/visa/${visa.id}`,
      headers: auth,
      payload: { price: 90_000, nationalityIds: [syria.id], isFeatured: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ price: 90_000, isFeatured: true, nationalities: [{ id: syria.id }] });

    const tooLong = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/visa/${visa.id}`,
      headers: auth,
      payload: { stayDays: 365 },
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('leaves fields a PATCH does not mention untouched (no defaults on update)', async () => {
    const visa = await makeVisa(ctx, auth, {
      destinationId: uae.id,
      nationalityIds: [iraq.id],
      requirementIds: [passport.id],
      isFeatured: true,
      isActive: false,
      entry: 'multiple',
      descriptionEn: '<p>Keep me</p>',
    });
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/visa/${visa.id}`,
      headers: auth,
      payload: { titleEn: 'Renamed' },
    });
    expect(res.json()).toMatchObject({
      titleEn: 'Renamed',
      isFeatured: true,
      isActive: false,
      entry: 'multiple',
      descriptionEn: '<p>Keep me</p>',
      nationalities: [{ id: iraq.id }],
      requirements: [{ id: passport.id }],
    });
    const country = await makeCountry(ctx, auth, { isActive: false });
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/countries/${country.id}`,
      headers: auth,
      payload: { nameEn: 'Renamed' },
    });
    expect(renamed.json().isActive).toBe(false);
  });

  it('finds available visas for a nationality and destination, public and active only', async () => {
    const destination = await makeCountry(ctx, auth, { nameEn: 'Georgia', nameAr: 'جورجيا' });
    const forIraq = await makeVisa(ctx, auth, {
      titleEn: 'For Iraqis',
      destinationId: destination.id,
      nationalityIds: [iraq.id],
    });
    const forAll = await makeVisa(ctx, auth, { titleEn: 'For everyone', destinationId: destination.id });
    const forSyria = await makeVisa(ctx, auth, {
      titleEn: 'For Syrians',
      destinationId: destination.id,
      nationalityIds: [syria.id],
    });
    const inactive = await makeVisa(ctx, auth, { destinationId: destination.id, isActive: false });
    const res = await ctx.app.inject({ url: `/api/visa/searchAvailableVisa/${iraq.id}/${destination.id}` });
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as { id: string }[]).map((v) => v.id);
    expect(ids.sort()).toEqual([forIraq.id, forAll.id].sort());
    expect(ids).not.toContain(forSyria.id);
    expect(ids).not.toContain(inactive.id);
    expect((await ctx.app.inject({ url: `/api/visa/one/${inactive.id}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/visa/one/${inactive.id}`, headers: auth })).statusCode).toBe(
      200,
    );
  });

  it('lists featured and latest publicly', async () => {
    const featured = await makeVisa(ctx, auth, {
      titleEn: 'Featured one',
      destinationId: uae.id,
      isFeatured: true,
    });
    const f = (await ctx.app.inject({ url: '/api/visa/featured' })).json() as {
      id: string;
      isFeatured: boolean;
    }[];
    expect(f.map((v) => v.id)).toContain(featured.id);
    expect(f.every((v) => v.isFeatured)).toBe(true);
    const latest = (await ctx.app.inject({ url: '/api/visa/latest' })).json() as { id: string }[];
    expect(latest[0]!.id).toBe(featured.id);
  });

  it('stores the visa image and content images, and removes them with the visa', async () => {
    const visa = await makeVisa(ctx, auth, { destinationId: uae.id });
    const image = await ctx.app.inject({
      method: 'POST',
      url: `/api/visa/image/${visa.id}`,
      ...withAuth(multipartFile(pngBytes(), 'cover.png', 'image/png')),
    });
    expect(image.statusCode).toBe(200);
    const imageUrl: string = image.json().imageUrl;
    const content = await ctx.app.inject({
      method: 'POST',
      url: `/api/visa/uploadContentImage/${visa.id}`,
      ...withAuth(multipartFile(pngBytes(), 'inline.png', 'image/png')),
    });
    expect(content.statusCode).toBe(200);
    const contentUrl: string = content.json().url;
    expect((await ctx.app.inject({ url: contentUrl })).statusCode).toBe(200);

    const withImage = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/visa/${visa.id}`,
      headers: auth,
      payload: { descriptionEn: `<p>See <img src="${contentUrl}" alt="map"></p>` },
    });
    expect(withImage.json().descriptionEn).toContain(contentUrl);

    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/visa/${visa.id}`, headers: auth })).statusCode,
    ).toBe(204);
    expect((await ctx.app.inject({ url: imageUrl })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: contentUrl })).statusCode).toBe(404);
  });

  it('refuses to delete a visa that requests were made for (409, not a database error)', async () => {
    const visa = await makeVisa(ctx, auth, { destinationId: uae.id });
    const applicant = await createApplicant(ctx);
    await ctx.db
      .insert(requestGroups)
      .values({ reference: 'VD-G-VISA-IN-USE', userId: applicant.id, visaId: visa.id, totalAmount: 0 });
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/visa/${visa.id}`, headers: auth });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('IN_USE');
    const again = await ctx.app.inject({ url: `/api/visa/one/${visa.id}`, headers: auth });
    expect(again.statusCode).toBe(200);
  });

  it('refuses to delete a country a visa uses, saying how it is used', async () => {
    const destination = await makeCountry(ctx, auth, { nameEn: 'Armenia', nameAr: 'أرمينيا' });
    await makeVisa(ctx, auth, { destinationId: destination.id });
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/countries/${destination.id}`,
      headers: auth,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('IN_USE');
    expect(res.json().message).toBe(
      'Armenia is the destination of 1 visa(s); deactivate it instead of deleting it',
    );
  });

  it('keeps writes for admins only', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/visa', payload: {} })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/visa/list' })).statusCode).toBe(401);
    const visa = await makeVisa(ctx, auth, { destinationId: uae.id });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/visa/${visa.id}` })).statusCode).toBe(401);
  });
});
