import { visas } from '@visadesk/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from './application-fixtures';
import { buildTestApp } from './helpers';

// The portal's server-rendered pages, reached by its host name (production's way; the demo's second
// port marks requests the same way in portal-server.ts).
const ctx = await buildTestApp({ PORTAL_HOSTNAMES: 'apply.test', PORTAL_URL: 'https://apply.test' });
const { iraq, turkey, visa } = await seedCatalog(ctx);
const portal = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { host: 'apply.test' } });

describe('applicant portal pages', () => {
  it('renders the home page in English and Arabic with the find form, canonical and hreflang', async () => {
    const en = await portal('/');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('text/html');
    expect(en.body).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
    expect(en.body).toContain('<link rel="canonical" href="https://apply.test/"/>');
    expect(en.body).toContain('hrefLang="ar" href="https://apply.test/ar"');
    expect(en.body).toContain('action="/visas"');
    expect(en.body).toContain(`<option value="${iraq.id}">Iraq</option>`);
    // No script on a public page: it shows, and works, without JavaScript.
    expect(en.body).not.toContain('<script');
    const ar = await portal('/ar');
    expect(ar.statusCode).toBe(200);
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain('action="/ar/visas"');
    expect(ar.body).toContain(iraq.nameAr);
  });

  it('keeps the back office on its own address: / there is the back office, not the portal', async () => {
    const office = await ctx.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } });
    expect(office.body).not.toContain('action="/visas"');
  });

  it('lists the visas for a nationality and destination, and asks for both when one is missing', async () => {
    const found = await portal(`/visas?nationality=${iraq.id}&destination=${turkey.id}`);
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain(`href="/visas/${visa.id}"`);
    expect(found.body).toContain('IQD');
    const ar = await portal(`/ar/visas?nationality=${iraq.id}&destination=${turkey.id}`);
    expect(ar.body).toContain(`href="/ar/visas/${visa.id}"`);
    expect(ar.body).toContain('د.ع.');
    const partial = await portal(`/visas?nationality=${iraq.id}&destination=not-an-id`);
    expect(partial.statusCode).toBe(200);
    expect(partial.body).toContain('Choose both your nationality and your destination.');
  });

  it('renders a visa page with its facts, documents and fields, and 404 for unknown or inactive ones', async () => {
    const page = await portal(`/visas/${visa.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<h1>${visa.titleEn}</h1>`);
    expect(page.body).toContain(`href="/apply/${visa.id}"`);
    expect(page.body).toContain('Documents to upload');
    expect(page.body).not.toContain('<script');
    expect((await portal('/visas/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await portal('/visas/%27%20or%201=1')).statusCode).toBe(404);
    await ctx.db.update(visas).set({ isActive: false }).where(eq(visas.id, visa.id));
    expect((await portal(`/visas/${visa.id}`)).statusCode).toBe(404);
    await ctx.db.update(visas).set({ isActive: true }).where(eq(visas.id, visa.id));
  });

  it('strips scripts from a visa description written by staff', async () => {
    await ctx.db
      .update(visas)
      .set({ descriptionEn: '<p>Bring photos</p><script>alert(1)</script><img src=x onerror=alert(2)>' })
      .where(eq(visas.id, visa.id));
    const page = await portal(`/visas/${visa.id}`);
    expect(page.body).toContain('<p>Bring photos</p>');
    expect(page.body).not.toContain('alert(');
  });

  it('tracks without an account: unknown → 404 page with the form, bad input named', async () => {
    const form = await portal('/track');
    expect(form.statusCode).toBe(200);
    expect(form.headers['cache-control']).toBe('no-store');
    const missing = await portal('/track?reference=22222-22222-22222&secret=P1234567');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('No request matches');
    expect(missing.body).toContain('<meta name="robots" content="noindex"/>');
    const bad = await portal('/ar/track?reference=&secret=');
    expect(bad.body).toContain('أدخل رقم التتبّع');
    // A staff reference is not a tracking reference: named as such, nothing looked up.
    const staff = await portal('/track?reference=VD-2026-000001&secret=P1234567');
    expect(staff.body).toContain('15-character tracking reference');
  });

  it('serves the app shell for the applicant’s pages, a sitemap with both languages and robots', async () => {
    const shell = await portal('/ar/applications');
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('id="app"');
    expect(shell.body).toContain('<title>طلباتي');
    const sitemap = await portal('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>https://apply.test/ar/visas/${visa.id}</loc>`);
    expect(sitemap.body).toContain('hreflang="en" href="https://apply.test/"');
    const robots = await portal('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://apply.test/sitemap.xml');
  });

  it('answers unknown portal pages with its own 404 page and leaves /api alone', async () => {
    const missing = await portal('/ar/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('الصفحة غير موجودة');
    const api = await portal('/api/visa/featured');
    expect(api.statusCode).toBe(200);
    expect(Array.isArray(api.json())).toBe(true);
  });

  it.each([
    '/ar//evil.example/login',
    '//evil.example/login',
    '/ar/%2F/evil.example/login',
    '/ar/%2F%2Fevil.example',
    '/ar/%5Cevil.example/login',
    '/ar/%5C%5Cevil.example',
    '/ar/..//evil.example/login',
    '/ar/%252F%252Fevil.example',
    '/ar/%09/evil.example',
    '/ar/%EF%BC%8F%EF%BC%8Fevil.example',
  ])('keeps every link of the page for %s on this site, the language switch too', async (url) => {
    const page = await portal(url);
    expect(page.headers['content-type']).toContain('text/html');
    const links = [...page.body.matchAll(/\s(?:href|action)="([^"]*)"/g)].map((m) =>
      m[1]!.replaceAll('&amp;', '&'),
    );
    expect(links.length).toBeGreaterThan(5);
    expect(page.body).toContain('data-locale-switch');
    for (const link of links) {
      // The in-page skip link and the inline favicon lead nowhere.
      if (link.startsWith('#') || link.startsWith('data:image/svg+xml,')) continue;
      const sameSite = link.startsWith('https://apply.test/') || /^\/(?![/\\])/.test(link);
      expect(sameSite, `${link} on ${url}`).toBe(true);
      expect(new URL(link, 'https://apply.test').origin, `${link} on ${url}`).toBe('https://apply.test');
    }
  });
});
