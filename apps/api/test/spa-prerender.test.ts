import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers';

// A stand-in web build: the shell and the two prerendered sign-in pages (ADR 0016).
const dist = mkdtempSync(join(tmpdir(), 'visadesk-spa-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
for (const locale of ['en', 'ar']) {
  mkdirSync(join(dist, 'prerendered', locale), { recursive: true });
  writeFileSync(
    join(dist, 'prerendered', locale, 'login.html'),
    `<!doctype html><form id="login-${locale}">`,
  );
}
// The build's hashes of the pages' inline script (theme-init.js), and one that is not a hash.
const THEME_INIT_HASH = 'sha256-BHFAgA+Vv2IMqjuaTo0awkq2IRYBsecz2WkX6FPvGLw=';
writeFileSync(
  join(dist, 'prerendered', 'csp.json'),
  JSON.stringify({ scriptHashes: [THEME_INIT_HASH, "x' 'unsafe-inline"] }),
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const ctx = await buildTestApp({ WEB_DIST_DIR: dist });
const get = (url: string, cookie?: string) =>
  ctx.app.inject({ url, ...(cookie ? { headers: { cookie } } : {}) });

describe('prerendered sign-in pages', () => {
  it('serves each language its prerendered page, with the CSP and no caching', async () => {
    for (const [url, locale] of [
      ['/login', 'en'],
      ['/ar/login', 'ar'],
      ['/login?next=1', 'en'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`id="login-${locale}"`);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(String(res.headers.vary), url).toMatch(/cookie/i);
    }
  });

  it("allows exactly the build's inline script on the prerendered pages, and none elsewhere", async () => {
    const scriptSrc = (csp: unknown) => /script-src ([^;]*)/.exec(String(csp))?.[1];
    for (const url of ['/login', '/ar/login']) {
      expect(scriptSrc((await get(url)).headers['content-security-policy']), url).toBe(
        `'self' '${THEME_INIT_HASH}'`,
      );
    }
    // The shell (and a signed-in browser's /login) runs no inline script.
    for (const [url, cookie] of [['/dashboard'], ['/login', 'accessToken=abc.def']] as const) {
      expect(scriptSrc((await get(url, cookie)).headers['content-security-policy']), url).toBe("'self'");
    }
  });

  it('gives a signed-in browser the shell, which sends it on to the dashboard', async () => {
    const res = await get('/login', 'lang=ar; accessToken=abc.def');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    // Another cookie that merely ends in the name is not a session.
    expect((await get('/login', 'xaccessToken=1')).body).toContain('id="login-en"');
  });

  it('keeps the shell for every other page and 404 for unknown ones', async () => {
    for (const url of ['/', '/ar', '/dashboard', '/ar/dashboard', '/visa/list', '/login/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
    const unknown = await get('/ar/nowhere');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root"></div>');
  });
});
