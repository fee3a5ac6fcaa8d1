import { sql } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { makeCountry, makeVisa } from './catalog-fixtures';
import { adminHeaders, buildTestApp } from './helpers';

const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
const auth = await adminHeaders(ctx);

const names: [string, string][] = [
  ['Egypt', 'مصر'],
  ['Émirats test', 'الإمارات'],
  ['Saudi Arabia', 'السعودية'],
  ['Jordan', 'الأردن'],
  ['Lebanon', 'لبنان'],
  ['Oman', 'عُمان'],
  ['Qatar', 'قطر'],
  ['Kuwait', 'الكويت'],
  ['Bahrain', 'البحرين'],
  ['Morocco', 'المغرب'],
  ['Tunisia', 'تونس'],
  ['Algeria', 'الجزائر'],
];
for (const [nameEn, nameAr] of names) await makeCountry(ctx, auth, { nameEn, nameAr });

const list = (query: string) => ctx.app.inject({ url: `/api/countries/list?${query}`, headers: auth });

describe('the list convention', () => {
  it('pages with a default of 10 and reports the total', async () => {
    const first = (await list('')).json();
    expect(first).toMatchObject({ page: 1, limit: 10, total: names.length });
    expect(first.items).toHaveLength(10);
    const second = (await list('page=2')).json();
    expect(second.items).toHaveLength(names.length - 10);
    const all = [...first.items, ...second.items].map((c: { id: string }) => c.id);
    expect(new Set(all).size).toBe(names.length);
  });

  it('sorts by a whitelisted field either way', async () => {
    const asc = (await list('sort=nameEn&limit=100')).json().items.map((c: { nameEn: string }) => c.nameEn);
    expect(asc[0]).toBe('Algeria');
    const desc = (await list('sort=-nameEn&limit=100')).json().items.map((c: { nameEn: string }) => c.nameEn);
    expect(desc).toEqual([...asc].reverse());
  });

  it('answers an unknown sort field or a bad value with 400 naming the parameter', async () => {
    const sort = await list('sort=password');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().message[0]).toMatch(/^querystring\.sort: must be one of: nameEn, -nameEn/);
    for (const bad of ['limit=1000', 'limit=0', 'page=-1', 'page=abc', 'isActive=maybe']) {
      const res = await list(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message[0], bad).toMatch(/^querystring\./);
    }
  });

  it('searches English case- and accent-insensitively', async () => {
    const items = (await list('search=EMIRATS')).json().items.map((c: { nameEn: string }) => c.nameEn);
    expect(items).toEqual(['Émirats test']);
    expect((await list('search=saudi')).json().items.map((c: { nameEn: string }) => c.nameEn)).toEqual([
      'Saudi Arabia',
    ]);
  });

  it('searches Arabic regardless of hamza forms and diacritics', async () => {
    const find = async (term: string) =>
      (await list(`search=${encodeURIComponent(term)}`))
        .json()
        .items.map((c: { nameEn: string }) => c.nameEn);
    expect(await find('الاردن')).toEqual(['Jordan']); // typed without the hamza
    expect(await find('عمان')).toEqual(['Oman']); // stored with a damma
    expect(await find('مِصر')).toEqual(['Egypt']); // typed with a kasra
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await list('search=%25')).json().total).toBe(0);
    expect((await list('search=_')).json().total).toBe(0);
  });

  it('combines filters with search and paging on visas', async () => {
    const destination = await makeCountry(ctx, auth, { nameEn: 'Iceland', nameAr: 'آيسلندا' });
    await makeVisa(ctx, auth, {
      titleEn: 'Northern lights tourist',
      titleAr: 'سياحة الشفق',
      destinationId: destination.id,
    });
    await makeVisa(ctx, auth, {
      titleEn: 'Fishing business',
      titleAr: 'أعمال الصيد',
      type: 'business',
      destinationId: destination.id,
    });
    const res = await ctx.app.inject({
      url: `/api/visa/list?destinationId=${destination.id}&type=business&sort=-price`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((v: { titleEn: string }) => v.titleEn)).toEqual(['Fishing business']);
    const arabic = await ctx.app.inject({
      url: `/api/visa/list?search=${encodeURIComponent('الشفق')}`,
      headers: auth,
    });
    expect(arabic.json().items.map((v: { titleEn: string }) => v.titleEn)).toEqual([
      'Northern lights tourist',
    ]);
  });

  it('counts up to the list window, says when it stopped, and refuses pages past it', async () => {
    const destination = await makeCountry(ctx, auth, { nameEn: 'Window', nameAr: 'نافذة' });
    await ctx.db.execute(sql`
      insert into visas (title_en, title_ar, destination_id, type, validity_days, stay_days, processing_days, price)
      select 'Bulk ' || g, 'جملة ' || g, ${destination.id}, 'tourist', 90, 30, 5, 1000 + g
      from generate_series(1, 10050) g`);
    const capped = (
      await ctx.app.inject({ url: `/api/visa/list?destinationId=${destination.id}`, headers: auth })
    ).json();
    expect(capped).toMatchObject({ total: 10_000, totalCapped: true });
    const narrow = (
      await ctx.app.inject({ url: '/api/visa/list?search=Bulk%2010049', headers: auth })
    ).json();
    expect(narrow).toMatchObject({ total: 1, totalCapped: false });

    const last = await ctx.app.inject({ url: '/api/visa/list?page=100&limit=100', headers: auth });
    expect(last.statusCode).toBe(200);
    const past = await ctx.app.inject({ url: '/api/visa/list?page=101&limit=100', headers: auth });
    expect(past.statusCode).toBe(400);
    expect(past.json().message[0]).toMatch(/^querystring\.page: lists reach 10000 rows deep/);
  });
});
