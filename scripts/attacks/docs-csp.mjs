// Attack surface check: /api/docs (Swagger UI) without a Content-Security-Policy runs whatever a
// script injection puts on the page. Loads the docs in Chromium: the page must render, carry a
// strict policy (no inline or foreign script), and raise no CSP violation; an inline script
// injected into it must be blocked.
// Usage: node scripts/attacks/docs-csp.mjs [base URL, default http://127.0.0.1:4100]. Exits 1 on failure.
import { chromium } from 'playwright';

const base = new URL(process.argv[2] ?? 'http://127.0.0.1:4100');
const problems = [];

const res = await fetch(new URL('/api/docs/', base));
const policy = res.headers.get('content-security-policy') ?? '';
console.log(`GET /api/docs/ → ${res.status}, content-security-policy: ${policy || '(none)'}`);
if (!policy) problems.push('no Content-Security-Policy');
if (/unsafe-inline|unsafe-eval|\*|https:/.test(policy))
  problems.push('the policy lets inline or foreign code run');

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  const violations = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto(new URL('/api/docs/', base).href);
  const title = await page
    .locator('.swagger-ui .info .title')
    .first()
    .textContent({ timeout: 15_000 })
    .catch(() => null);
  const operations = await page.locator('.opblock').count();
  console.log(
    `Swagger UI rendered: title ${JSON.stringify(title?.trim() ?? null)}, ${operations} operations shown`,
  );
  if (!title || operations === 0) problems.push('Swagger UI did not render');
  console.log(
    `CSP violations while loading: ${violations.length}${violations.length ? `\n  ${violations.join('\n  ')}` : ''}`,
  );
  if (violations.length) problems.push('Swagger UI broke its own policy');
  // What an injected script would do: it must not run.
  const ran = await page.evaluate(async () => {
    window.__injected = false;
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.body.append(s);
    await new Promise((r) => setTimeout(r, 200));
    return window.__injected;
  });
  console.log(`injected inline script ran: ${ran}`);
  if (ran) problems.push('an injected inline script ran');
} finally {
  await browser.close();
}
console.log(
  problems.length
    ? `RESULT: ${problems.join('; ')}`
    : 'RESULT: docs render under a strict policy; injected script blocked',
);
process.exit(problems.length ? 1 : 0);
