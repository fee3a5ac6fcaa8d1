#!/usr/bin/env node
// Attack: steal the back office's refresh token with script, from the back office's own origin
// or from the applicant portal on the same host (cookies ignore ports).
//
//   node scripts/attacks/refresh-token-theft.mjs [backOfficeUrl] [portalUrl]
//
// Defaults: http://127.0.0.1:4500 and the same host on the next port. Signs in through the real
// sign-in page as ATTACK_ADMIN_EMAIL / ATTACK_ADMIN_PASSWORD (default: the demo admin), then, in
// the same browser, reads what script can read on both origins (document.cookie, localStorage,
// sessionStorage) and tries to get tokens through requests a script on the portal can make.
// Exits 1 when any refresh token (or, from the portal, any staff token) is within script's reach.
import { chromium } from 'playwright';

const base = new URL(process.argv[2] ?? 'http://127.0.0.1:4500');
const portal = new URL(
  process.argv[3] ?? `${base.protocol}//${base.hostname}:${Number(base.port || 80) + 1}`,
);
const email = process.env.ATTACK_ADMIN_EMAIL ?? 'admin@visadesk.test';
const password = process.env.ATTACK_ADMIN_PASSWORD ?? 'Admin#12345';

const started = Date.now();
const ms = () => `${String(Date.now() - started).padStart(5)} ms`;
const log = (line) => console.log(`[${ms()}] ${line}`);
const findings = [];
const fail = (what) => {
  findings.push(what);
  log(`ATTACK WORKS: ${what}`);
};
const short = (s) => (s.length > 12 ? `${s.slice(0, 6)}…${s.slice(-4)} (${s.length} chars)` : s);

/** What script on the page can read without any request. */
const readableByScript = (page) =>
  page.evaluate(() => {
    const dump = (store) => Object.fromEntries(Object.keys(store).map((k) => [k, store.getItem(k)]));
    return {
      cookie: document.cookie,
      localStorage: JSON.stringify(dump(localStorage)),
      sessionStorage: JSON.stringify(dump(sessionStorage)),
    };
  });

/** A POST from script on the page; the answer as the script sees it. */
const postFromPage = (page, url, init) =>
  page.evaluate(
    async ({ url, init }) => {
      try {
        const res = await fetch(url, { method: 'POST', credentials: 'include', ...init });
        const text = await res.text().catch(() => '');
        return { status: res.status, type: res.type, text };
      } catch (error) {
        return { status: 0, type: 'error', text: String(error) };
      }
    },
    { url, init },
  );

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
let exitCode = 0;
try {
  const context = await browser.newContext();
  const office = await context.newPage();
  log(`back office ${base.origin}, portal ${portal.origin}, same host: ${base.hostname === portal.hostname}`);

  // 1. Sign in through the real page, keeping the sign-in answer's tokens to look for later.
  await office.goto(new URL('/login', base).href);
  await office.waitForFunction(() => {
    const form = document.querySelector('form');
    return Boolean(form && Object.keys(form).some((key) => key.startsWith('__react')));
  });
  await office.getByLabel('Email').fill(email);
  await office.getByLabel('Password', { exact: true }).fill(password);
  const signInAnswer = office.waitForResponse((r) => r.url().endsWith('/api/auth/loginAdmin'));
  await office.getByRole('button', { name: 'Sign in' }).click();
  const signIn = await signInAnswer;
  const signInBody = await signIn.json().catch(() => ({}));
  log(`sign-in: ${signIn.status()}, Set-Cookie: ${(await signIn.headerValue('set-cookie')) ?? '(none)'}`);
  await office.waitForURL(/\/dashboard$/, { timeout: 30_000 });
  log(`signed in, at ${office.url()}`);

  const secrets = new Set();
  if (typeof signInBody.refresh_token === 'string') secrets.add(signInBody.refresh_token);
  const browserStore = async () => {
    const all = await context.cookies();
    for (const c of all) if (/refresh/i.test(c.name) && c.value) secrets.add(c.value);
    return all;
  };
  for (const c of await browserStore()) {
    log(
      `browser holds cookie ${c.name}=${short(c.value)} path=${c.path} httpOnly=${c.httpOnly} sameSite=${c.sameSite} secure=${c.secure}`,
    );
  }
  const staffAccess = (await context.cookies()).find((c) => c.name === 'accessToken')?.value;

  const check = async (label, page) => {
    await browserStore();
    const seen = await readableByScript(page);
    log(`${label} document.cookie: ${seen.cookie || '(empty)'}`);
    log(`${label} localStorage: ${seen.localStorage}, sessionStorage: ${seen.sessionStorage}`);
    const text = Object.values(seen).join(' ');
    for (const secret of secrets) if (text.includes(secret)) fail(`${label} script reads a refresh token`);
    if (/refresh/i.test(seen.cookie))
      fail(`${label} document.cookie has a cookie named like a refresh token`);
    return text;
  };

  // 2. The back office's own script.
  await check('back office', office);
  const renew = await postFromPage(office, '/api/auth/refreshAdminToken', {
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  log(`back office script renews with {}: ${renew.status} ${renew.text.slice(0, 80)}…`);
  if (/"refresh_token"/.test(renew.text)) fail('the renewal answer hands the refresh token to script');
  await check('back office after renewal', office);

  // 3. The portal's script, same browser, same host, another port.
  const portalPage = await context.newPage();
  const landed = await portalPage.goto(portal.href);
  log(`portal page: ${landed?.status()} ${portalPage.url()}`);
  const portalText = await check('portal', portalPage);
  if (staffAccess && portalText.includes(staffAccess))
    log('note: the portal script sees the staff access token');

  // Requests a portal script can make with the browser's cookies.
  const attempts = [
    ['portal /api, JSON', new URL('/api/auth/refreshAdminToken', portal).href, 'application/json'],
    ['back office, JSON (needs CORS)', new URL('/api/auth/refreshAdminToken', base).href, 'application/json'],
    [
      'back office, text/plain (no preflight)',
      new URL('/api/auth/refreshAdminToken', base).href,
      'text/plain',
    ],
  ];
  for (const [label, url, type] of attempts) {
    const answer = await postFromPage(portalPage, url, { headers: { 'Content-Type': type }, body: '{}' });
    log(`portal script POST ${label}: status ${answer.status} (${answer.type}) ${answer.text.slice(0, 90)}`);
    if (/"(access|refresh)_token"/.test(answer.text)) fail(`portal script got staff tokens via ${label}`);
  }
  await check('portal after its requests', portalPage);
  // The session still works for its owner: the attempts neither stole nor spent it.
  const still = await postFromPage(office, '/api/auth/refreshAdminToken', {
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  log(`back office renews afterwards: ${still.status}`);

  if (typeof signInBody.refresh_token === 'string') {
    log(
      'note: the sign-in answer body still carries refresh_token (the spec API); the page does not keep it',
    );
  }
  exitCode = findings.length > 0 ? 1 : 0;
  log(
    exitCode
      ? `RESULT: attack works (${findings.length} finding(s))`
      : 'RESULT: no refresh token within reach of script on either origin; attack failed',
  );
} catch (error) {
  log(`error: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 2;
} finally {
  await browser.close();
}
process.exit(exitCode);
