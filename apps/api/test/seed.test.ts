import { PERMISSIONS } from '@visadesk/contract';
import { admins, count, countries, visaRequirements, visas } from '@visadesk/db';
import { describe, expect, it } from 'vitest';
import { createFirstAdmin, StartRefused } from '../src/seed/first-admin';
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
    expect(res.json().admin.permissions).toEqual([...PERMISSIONS]);

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

const production = {
  NODE_ENV: 'production',
  PAYMENT_SANDBOX: 'true',
  PAYMENT_SANDBOX_ACKNOWLEDGE: 'applicants-can-mark-paid-without-paying',
  CAPTCHA_DIFFICULTY: '100',
};
const configured = await buildTestApp({
  ...production,
  ADMIN_EMAIL: 'director@agency.example',
  ADMIN_PASSWORD: 'Tigris&Euphrates-1920',
});
const unconfigured = await buildTestApp(production);

describe('the first admin of a production database', () => {
  it('is exactly the ADMIN_EMAIL admin, with no demo admin and no demo catalog', async () => {
    const prod = configured;
    expect(await createFirstAdmin(prod.app)).toEqual({ created: 'director@agency.example' });
    const rows = await prod.db.select().from(admins);
    expect(rows.map((a) => a.email)).toEqual(['director@agency.example']);
    expect(rows[0]!.permissions).toEqual([...PERMISSIONS]);
    expect((await prod.db.select({ n: count() }).from(visas))[0]!.n).toBe(0);
    expect((await prod.db.select({ n: count() }).from(countries))[0]!.n).toBe(0);
    expect((await login(prod, 'director@agency.example', 'Tigris&Euphrates-1920')).statusCode).toBe(200);
    expect((await login(prod, DEMO_ADMIN_EMAIL, 'Admin#12345')).statusCode).toBe(401);
    // Demo data cannot be seeded into it, and a second start creates nobody.
    await expect(seedDemoData(prod.app)).rejects.toThrow(/production/);
    expect(await createFirstAdmin(prod.app)).toEqual({ created: null });
  });

  it('refuses to start an empty database without ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const prod = unconfigured;
    await expect(createFirstAdmin(prod.app)).rejects.toThrow(StartRefused);
    await expect(createFirstAdmin(prod.app)).rejects.toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
    expect((await prod.db.select({ n: count() }).from(admins))[0]!.n).toBe(0);
  });
});
