// Regenerates docs/screenshots/portal/: every portal page in English and Arabic, on a phone
// (390 × 844, light and dark) and a desktop (1280 × 800, light). Needs the builds (`npm run build`)
// and Debian's Chromium. Usage: npm run screenshots:portal [-- name…]
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumOptions, startServer } from './lib/server.mjs';

const out = fileURLToPath(new URL('../docs/screenshots/portal/', import.meta.url));
mkdirSync(out, { recursive: true });
const only = process.argv.slice(2);
const DEMO_APPLICANT = { email: 'applicant@visadesk.test', password: 'Applicant#12345' };

const VIEWS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, colorScheme: 'light' },
  { name: 'phone', viewport: { width: 390, height: 844 }, colorScheme: 'dark' },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, colorScheme: 'light' },
];

const server = await startServer({ port: 3740, env: { PORTAL_PORT: '3741' } });
const portal = 'http://127.0.0.1:3741';
const browser = await chromium.launch(chromiumOptions);
try {
  const [visa] = await (await fetch(`${portal}/api/visa/latest`)).json();
  const countries = await (await fetch(`${portal}/api/countries/complete-list`)).json();
  const iraq = countries.find((c) => c.iso2 === 'IQ');
  const login = await (
    await fetch(`${portal}/api/auth/loginUser`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_APPLICANT),
    })
  ).json();
  const groups = await (
    await fetch(`${portal}/api/applicant/groups`, {
      headers: { authorization: `Bearer ${login.access_token}` },
    })
  ).json();
  const modified = groups.items.find((g) => g.requests.some((r) => r.status === 'Modified'));
  // A conversation to show: the demo applicant asks, staff answer through the API the back office uses.
  const post = async (path, token, body) => {
    const res = await fetch(`${portal}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const admin = await (
    await fetch(`${portal}/api/auth/loginAdmin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@visadesk.test', password: 'Admin#12345' }),
    })
  ).json();
  const ticket = await post('/api/ticket', login.access_token, {
    name: login.user.fullName,
    email: login.user.email,
    subject: 'Can I travel a week later?',
    message: 'Our flight moved by one week. Do we need a new application, or can you update the dates?',
    requestReference: modified.requests[0].reference,
    locale: 'en',
  });
  await post(`/api/tickets/${ticket.id}/replies`, admin.access_token, {
    body: 'No new application is needed. Send us the new flight ticket here and we will update the dates before the embassy appointment.',
  });
  await post(`/api/applicant/tickets/${ticket.id}/replies`, login.access_token, {
    body: 'Thank you! The new ticket is attached to the request as a document.',
  });
  const unpaid = groups.items.find((g) => !g.payment.paid);
  const session = JSON.stringify({
    user: login.user,
    accessToken: login.access_token,
    refreshToken: login.refresh_token,
  });
  // Server-rendered pages: reachable by URL alone.
  const screens = [
    { name: 'home', path: '/' },
    { name: 'visa-results', path: `/visas?nationality=${iraq.id}&destination=${visa.destination.id}` },
    { name: 'visa-page', path: `/visas/${visa.id}` },
    { name: 'track', path: '/track' },
    { name: 'track-not-found', path: '/track?reference=VD-2026-000000&secret=A1234567' },
    { name: 'not-found', path: '/no-such-page' },
    { name: 'sign-in', path: '/sign-in', waitFor: 'form' },
    { name: 'register', path: '/register', waitFor: 'form' },
    { name: 'forgot-password', path: '/account/forgot-password', waitFor: 'form' },
    { name: 'contact', path: '/contact', waitFor: 'form' },
    // The applicant's pages, signed in as the demo applicant (a family with requests in several states).
    { name: 'applications', path: '/applications', waitFor: 'h1', signedIn: true },
    {
      name: 'application-modified',
      path: () => `/applications/${modified.reference}`,
      waitFor: 'h2',
      signedIn: true,
    },
    {
      name: 'application-unpaid',
      path: () => `/applications/${unpaid.reference}`,
      waitFor: 'h2',
      signedIn: true,
    },
    { name: 'apply-travellers', path: `/apply/${visa.id}`, waitFor: 'form', signedIn: true },
    { name: 'account', path: '/account', waitFor: 'form', signedIn: true },
    { name: 'contact-signed-in', path: '/contact', waitFor: 'form', signedIn: true },
    {
      name: 'ticket',
      path: () => `/contact/tickets/${ticket.id}`,
      waitFor: 'ol.conversation',
      signedIn: true,
    },
  ].filter((s) => only.length === 0 || only.includes(s.name));
  for (const screen of screens) {
    for (const locale of ['en', 'ar']) {
      for (const view of VIEWS) {
        const context = await browser.newContext({ viewport: view.viewport, colorScheme: view.colorScheme });
        const page = await context.newPage();
        if (screen.signedIn) {
          await page.goto(`${portal}/robots.txt`);
          await page.evaluate((s) => localStorage.setItem('visadesk.portal.session', s), session);
        }
        const prefix = locale === 'ar' ? '/ar' : '';
        const path = typeof screen.path === 'function' ? screen.path() : screen.path;
        await page.goto(`${portal}${prefix}${path === '/' && prefix ? '' : path}`);
        if (screen.waitFor) await page.locator(`#app ${screen.waitFor}`).first().waitFor();
        const file = `${screen.name}-${view.name}-${locale}-${view.colorScheme}.png`;
        await page.screenshot({ path: `${out}${file}`, fullPage: true });
        console.log(file);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  server.stop();
}
