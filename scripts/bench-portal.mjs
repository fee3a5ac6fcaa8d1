// Lighthouse (mobile: emulated phone, simulated slow 4G and CPU) on the portal's public pages, in
// both languages, against the production build on a fresh demo database. Prints the scores and the
// JavaScript each page downloads. Lighthouse runs through npx at a pinned version (not a project
// dependency: only this benchmark needs it) with Debian's Chromium.
//   npm run bench:portal
import { execFileSync } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';
import { startServer } from './lib/server.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

buildIfStale();
const server = await startServer({ port: 3720, env: { PORTAL_PORT: '3721' } });
const portal = 'http://127.0.0.1:3721';
try {
  const featured = await (await fetch(`${portal}/api/visa/latest`)).json();
  const visaId = featured[0]?.id;
  if (!visaId) throw new Error('the demo has no visa to measure');
  const pages = [
    ['home', '/'],
    ['home (ar)', '/ar'],
    ['visa page', `/visas/${visaId}`],
    ['visa page (ar)', `/ar/visas/${visaId}`],
  ];
  const rows = [];
  for (const [name, path] of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(lighthouse(`${portal}${path}`));
    // The median run by performance score, as Lighthouse's own guidance suggests.
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)];
    rows.push({ name, ...median, allPerformance: runs.map((r) => r.performance).join('/') });
  }
  console.log(`\nLighthouse ${LIGHTHOUSE}, mobile preset, median of ${RUNS} runs\n`);
  console.log(
    '| page | performance (runs) | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | JS KB gz | total KB |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.performance} (${r.allPerformance}) | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.jsKb} | ${r.totalKb} |`,
    );
  }
} finally {
  server.stop();
}

function lighthouse(url) {
  const out = execFileSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 64 << 20,
    },
  );
  const report = JSON.parse(out.toString());
  const score = (c) => Math.round((report.categories[c]?.score ?? 0) * 100);
  const items = report.audits['resource-summary']?.details?.items ?? [];
  const kb = (type) =>
    Math.round((items.find((i) => i.resourceType === type)?.transferSize ?? 0) / 102.4) / 10;
  const ms = (audit) => Math.round(report.audits[audit]?.numericValue ?? 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    jsKb: kb('script'),
    totalKb: kb('total'),
  };
}
