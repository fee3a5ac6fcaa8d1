import { describe, expect, it } from 'vitest';
import { adminHeaders, buildTestApp, multipartFile, pngBytes } from './helpers';

const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000', IMAGE_MAX_BYTES: '4096' });
const auth = await adminHeaders(ctx);
const withAuth = (mp: { payload: Buffer; headers: Record<string, string> }) => ({
  payload: mp.payload,
  headers: { ...auth, ...mp.headers },
});

let isoSeq = 0;
const nextIso = () => {
  const n = isoSeq++;
  return `${String.fromCharCode(65 + Math.floor(n / 26))}${String.fromCharCode(65 + (n % 26))}`;
};

async function create(body: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/countries',
    headers: auth,
    payload: { nameEn: 'Turkey', nameAr: 'تركيا', iso2: nextIso(), ...body },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('countries', () => {
  it('creates, reads, updates and deletes a country', async () => {
    const created = await create({ nameEn: 'Jordan', nameAr: 'الأردن', iso2: 'jo' });
    expect(created).toMatchObject({
      nameEn: 'Jordan',
      nameAr: 'الأردن',
      iso2: 'JO',
      isActive: true,
      flagUrl: null,
    });

    const one = await ctx.app.inject({ url: `/api/countries/one/${created.id}` });
    expect(one.statusCode).toBe(200);

    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/countries/${created.id}`,
      headers: auth,
      payload: { nameEn: 'Hashemite Kingdom of Jordan' },
    });
    expect(patched.json().nameEn).toBe('Hashemite Kingdom of Jordan');

    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/countries/${created.id}`,
      headers: auth,
    });
    expect(del.statusCode).toBe(204);
    expect((await ctx.app.inject({ url: `/api/countries/one/${created.id}` })).statusCode).toBe(404);
  });

  it('refuses a duplicate ISO code with 409', async () => {
    await create({ iso2: 'ZZ' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/countries',
      headers: auth,
      payload: { nameEn: 'Other', nameAr: 'أخرى', iso2: 'zz' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'DUPLICATE',
      message: 'A country with the ISO code ZZ already exists',
    });
  });

  it('validates the body and names the fields', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/countries',
      headers: auth,
      payload: { nameEn: '', iso2: 'TUR' },
    });
    expect(res.statusCode).toBe(400);
    const messages: string[] = res.json().message;
    expect(messages.some((m) => m.startsWith('body.nameEn'))).toBe(true);
    expect(messages.some((m) => m.startsWith('body.nameAr'))).toBe(true);
    expect(messages.some((m) => m.startsWith('body.iso2'))).toBe(true);
  });

  it('answers a malformed id with 400 and a missing one with 404', async () => {
    expect((await ctx.app.inject({ url: '/api/countries/one/not-a-uuid' })).statusCode).toBe(400);
    const missing = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/countries/00000000-0000-4000-8000-000000000000',
      headers: auth,
      payload: { nameEn: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps writes and the paged list for admins, and complete-list and active one public', async () => {
    const noToken = await ctx.app.inject({ method: 'POST', url: '/api/countries', payload: {} });
    expect(noToken.statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/countries/list' })).statusCode).toBe(401);

    const inactive = await create({ isActive: false });
    expect((await ctx.app.inject({ url: `/api/countries/one/${inactive.id}` })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: `/api/countries/one/${inactive.id}`, headers: auth })).statusCode,
    ).toBe(200);

    const list = await ctx.app.inject({ url: '/api/countries/complete-list' });
    expect(list.statusCode).toBe(200);
    const ids = (list.json() as { id: string }[]).map((c) => c.id);
    expect(ids).not.toContain(inactive.id);
  });

  it('sorts the complete list by the Arabic name when asked', async () => {
    const list = (await ctx.app.inject({ url: '/api/countries/complete-list?locale=ar' })).json() as {
      nameAr: string;
    }[];
    const names = list.map((c) => c.nameAr);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('flag upload', () => {
  it('stores a PNG under a random key, serves it, and removes the old one on re-upload', async () => {
    const country = await create();
    const first = await ctx.app.inject({
      method: 'POST',
      url: `/api/countries/reupload/${country.id}`,
      ...withAuth(multipartFile(pngBytes(), 'flag.png', 'image/png')),
    });
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().flagUrl;
    expect(firstUrl).toMatch(/^\/api\/files\/public\/[0-9a-f-]{36}\.png$/);

    const served = await ctx.app.inject({ url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(pngBytes())).toBe(true);

    const second = await ctx.app.inject({
      method: 'POST',
      url: `/api/countries/reupload/${country.id}`,
      ...withAuth(multipartFile(pngBytes(), 'renamed.jpg', 'image/jpeg')),
    });
    expect(second.json().flagUrl).not.toBe(firstUrl);
    expect((await ctx.app.inject({ url: firstUrl })).statusCode).toBe(404);
  });

  it('judges the type by the bytes: a text file called .png gets 415 and nothing is stored', async () => {
    const country = await create();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/countries/reupload/${country.id}`,
      ...withAuth(multipartFile(Buffer.from('<script>alert(1)</script>'), 'flag.png', 'image/png')),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/^file: /);
    const after = await ctx.app.inject({ url: `/api/countries/one/${country.id}` });
    expect(after.json().flagUrl).toBeNull();
  });

  it('refuses a file over the size limit with 413', async () => {
    const country = await create();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/countries/reupload/${country.id}`,
      ...withAuth(multipartFile(pngBytes(8192), 'big.png', 'image/png')),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect((await ctx.app.inject({ url: `/api/countries/one/${country.id}` })).json().flagUrl).toBeNull();
  });

  it('wants the file in the field "file" and a multipart body', async () => {
    const country = await create();
    const wrongField = await ctx.app.inject({
      method: 'POST',
      url: `/api/countries/reupload/${country.id}`,
      ...withAuth(multipartFile(pngBytes(), 'flag.png', 'image/png', 'image')),
    });
    expect(wrongField.statusCode).toBe(400);
    const json = await ctx.app.inject({
      method: 'POST',
      url: `/api/countries/reupload/${country.id}`,
      headers: auth,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });
});
