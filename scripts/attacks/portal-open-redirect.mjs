// Attack: the portal's sign-in page sends the browser wherever `?next=` says, and the language
// switch of a 404 page links wherever its path says (`/ar//evil.example/…` → `//evil.example/…`).
// Usage: node scripts/attacks/portal-open-redirect.mjs [back-office base URL] [portal base URL]
// (defaults http://127.0.0.1:4100 and the next port). Exits 1 if any attempt leaves the portal.
// ATTACK_EMAIL/ATTACK_PASSWORD: an applicant to sign in through the form (demo default: the demo
// applicant); without one, the session-present case uses a planted session, which is all the page
// looks at before it follows `next`.
import { chromium } from 'playwright';

const base = new URL(process.argv[2] ?? 'http://127.0.0.1:4100');
const portal = new URL(process.argv[3] ?? `http://${base.hostname}:${Number(base.port) + 1}`);
const email = process.env.ATTACK_EMAIL ?? 'applicant@visadesk.test';
const password = process.env.ATTACK_PASSWORD ?? 'Applicant#12345';

const NEXTS = [
  '/ar//evil.example/phish',
  '//evil.example/phish',
  '/\\evil.example/phish',
  '/ar/\\evil.example/phish',
  '/ar/%2F/evil.example/phish',
  '/%2F%2Fevil.example/phish',
  '/%5C%5Cevil.example/phish',
  '/ar/%5Cevil.example/phish',
  '/\t/evil.example/phish',
  '/%09/evil.example/phish',
  '/%252F%252Fevil.example/phish',
  '/ar/..//evil.example/phish',
  '/\uff0f\uff0fevil.example/phish',
  'https://evil.example/phish',
  'javascript:location="https://evil.example/phish"',
];
const NOT_FOUND = [
  '/ar//evil.example/login',
  '//evil.example/login',
  '/ar/%5Cevil.example/login',
  '/ar/..//evil.example/login',
];

let escapes = 0;
const report = (ok, line) => {
  if (!ok) escapes++;
  console.log(`${ok ? 'stayed ' : 'ESCAPED'}  ${line}`);
};

// 1. The 404 pages' links, as any client sees them.
for (const path of NOT_FOUND) {
  const res = await fetch(new URL(portal.origin + path), { redirect: 'manual' });
  const html = await res.text();
  const hrefs = [...html.matchAll(/\s(?:href|action)="([^"]*)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));
  const away = hrefs.filter(
    (h) => !h.startsWith('#') && !h.startsWith('data:image/') && new URL(h, portal).host !== portal.host,
  );
  const lang = /class="lang" href="([^"]*)"/.exec(html)?.[1];
  report(
    away.length === 0,
    `GET ${path} → ${res.status}, ${hrefs.length} links, language switch ${lang}, off-site: ${away.join(' ') || 'none'}`,
  );
}

// A session for the "already signed in" case: a real one when the applicant can sign in.
let session;
const login = await fetch(new URL('/api/auth/loginUser', portal), {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password }),
});
if (login.ok) {
  const body = await login.json();
  session = { user: body.user, accessToken: body.access_token, refreshToken: body.refresh_token };
  console.log(`signed in as ${email} through the API (${login.status})`);
} else {
  session = {
    user: { id: 'planted', email: 'victim@example.test', fullName: 'Victim', locale: 'en' },
    accessToken: 'x',
    refreshToken: 'x',
  };
  console.log(`no applicant could sign in (${login.status}): planting a session in localStorage`);
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const watch = async (context) => {
    const away = [];
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.host === portal.host || url.protocol === 'data:') return route.continue();
      away.push(url.href);
      return route.abort();
    });
    return away;
  };
  const landing = async (page, away) => {
    await page.waitForTimeout(1500);
    const url = page.url();
    const host = url.startsWith('http') ? new URL(url).host : url;
    return { url, ok: host === portal.host && away.length === 0 };
  };

  // 2. Signed in already: the sign-in page follows `next` at once.
  for (const prefix of ['', '/ar']) {
    for (const next of NEXTS) {
      const context = await browser.newContext();
      const away = await watch(context);
      await context.addInitScript(
        (s) => localStorage.setItem('visadesk.portal.session', s),
        JSON.stringify(session),
      );
      const page = await context.newPage();
      const started = Date.now();
      await page
        .goto(new URL(`${prefix}/sign-in?next=${encodeURIComponent(next)}`, portal).href)
        .catch(() => {});
      const { url, ok } = await landing(page, away);
      report(
        ok,
        `signed in, ${prefix || '/'} sign-in?next=${JSON.stringify(next)} → ${url} (${Date.now() - started} ms)${away.length ? ` requested ${away[0]}` : ''}`,
      );
      await context.close();
    }
  }

  // 3. Not signed in: through the form, then `next`.
  if (login.ok) {
    const tries = ['', '/ar'].flatMap((prefix) =>
      ['/ar//evil.example/phish', '/ar/%5Cevil.example/phish'].map((next) => [prefix, next]),
    );
    for (const [prefix, next] of tries) {
      const context = await browser.newContext();
      const away = await watch(context);
      const page = await context.newPage();
      await page.goto(new URL(`${prefix}/sign-in?next=${encodeURIComponent(next)}`, portal).href);
      await page.fill('input[type=email], input[name=email]', email);
      await page.fill('input[type=password], input[name=password]', password);
      await page.click('button[type=submit]');
      await page.waitForURL((u) => !u.pathname.endsWith('/sign-in'), { timeout: 15_000 }).catch(() => {});
      const { url, ok } = await landing(page, away);
      report(
        ok,
        `signed in through the form, ${prefix}/sign-in?next=${JSON.stringify(next)} → ${url}${away.length ? ` requested ${away[0]}` : ''}`,
      );
      await context.close();
    }
  } else console.log('skipped: signing in through the form (no applicant account here)');

  // 4. The 404 page's language switch, clicked.
  for (const path of NOT_FOUND.slice(0, 2)) {
    const context = await browser.newContext();
    const away = await watch(context);
    const page = await context.newPage();
    await page.goto(new URL(portal.origin + path).href);
    await page.click('a.lang').catch(() => {});
    const { url, ok } = await landing(page, away);
    report(
      ok,
      `clicked the language switch on ${path} → ${url}${away.length ? ` requested ${away[0]}` : ''}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
}

console.log(
  escapes === 0 ? 'RESULT: no attempt left the portal' : `RESULT: ${escapes} attempt(s) left the portal`,
);
process.exit(escapes === 0 ? 0 : 1);
