import { admins, count, countries, visaRequirements, visas } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, seedDemoData } from '../src/seed/index';
import { buildTestApp, login } from './helpers';

const ctx = await buildTestApp({ ADMIN_PASSWORD: 'Seeded#Pass1' });

const total = async (table: typeof admins | typeof countries | typeof visas | typeof visaRequirements) =>
  (await ctx.db.select({ n: count() }).from(table))[0]!.n;

describe('demo seed', () => {
  it('fills an empty database with a signed-in-able admin and a bilingual catalog', async () => {
    expect(await seedDemoData(ctx.app)).toEqual({ adminCreated: true });
    expect(await total(countries)).toBeGreaterThanOrEqual(30);
    expect(await total(visas)).toBeGreaterThanOrEqual(40);
    expect(await total(visaRequirements)).toBeGreaterThanOrEqual(15);

    const res = await login(ctx, DEMO_ADMIN_EMAIL, 'Seeded#Pass1');
    expect(res.statusCode).toBe(200);
    expect(res.json().admin.permissions).toEqual(['edit-admins']);

    const options = (await ctx.app.inject({ url: '/api/countries/complete-list' })).json() as {
      nameAr: string;
      flagUrl: string | null;
    }[];
    expect(options.every((c) => c.flagUrl !== null && /[\u0600-\u06FF]/.test(c.nameAr))).toBe(true);
    const flag = await ctx.app.inject({ url: options[0]!.flagUrl! });
    expect(flag.headers['content-type']).toBe('image/png');

    const featured = (await ctx.app.inject({ url: '/api/visa/featured' })).json() as { id: string }[];
    expect(featured.length).toBeGreaterThan(0);
    const one = (await ctx.app.inject({ url: `/api/visa/one/${featured[0]!.id}` })).json();
    expect(one.requirements.length).toBeGreaterThan(0);
    expect(one.titleAr).toMatch(/[\u0600-\u06FF]/);
  });

  it('never seeds twice', async () => {
    const before = await total(visas);
    expect(await seedDemoData(ctx.app)).toEqual({ adminCreated: false });
    expect(await total(visas)).toBe(before);
    expect(await total(admins)).toBe(1);
  });
});
