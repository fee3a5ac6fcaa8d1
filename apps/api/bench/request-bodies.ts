/**
 * What a hostile JSON body costs the event loop before it is refused: the worst bodies we could
 * build (about 0.9 MB each, under the server's 1 MB body limit, and 60 KB ones, under the JSON limit of
 * routes that take small JSON), each sent to a route that does not exist,
 * to an authenticated route without a token, to the public routes that take JSON (each from its
 * own address, so no rate limit hides the cost) and to an authenticated route with a valid token.
 * Serial `app.inject` on an embedded database: the time is the work done in this process.
 * Run: `npx tsx apps/api/bench/request-bodies.ts` (docs/benchmarks.md, "Hostile request bodies").
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '@visadesk/db';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { DEMO_ADMIN_EMAIL, demoAdminPassword, seedDemoData } from '../src/seed/index';

const SIZE = 900_000;
/** Just under JSON_BODY_LIMIT_BYTES' default: the most a route of small JSON still reads. */
const UNDER_LIMIT = 60_000;
const repeat = (item: string, size = SIZE) => {
  const n = Math.floor((size - 2) / (item.length + 1));
  return `[${Array(n).fill(item).join(',')}]`;
};
const deepChunk = `${'['.repeat(60)}${']'.repeat(60)}`;

const BODIES: Record<string, string> = {
  'numbers (450 000)': repeat('1'),
  'tiny strings': repeat('""'),
  'empty objects': repeat('{}'),
  'empty arrays': repeat('[]'),
  'deep, under the limit (60 levels, repeated)': repeat(deepChunk),
  'many keys': `{${Array.from({ length: 75_000 }, (_, i) => `"k${i}":1`).join(',')}}`,
  'long keys': `{${Array.from({ length: 9 }, (_, i) => `"${String(i).padEnd(99_000, 'k')}":1`).join(',')}}`,
  '__proto__ last': `[${Array(299_000).fill('{}').join(',')},{"__proto__":{"x":1}}]`,
  'constructor.prototype last': `[${Array(290_000).fill('{}').join(',')},{"constructor":{"prototype":{"x":1}}}]`,
  '"\\u0000" escapes': JSON.stringify({ email: '\u0000'.repeat(149_000) }),
  'big numbers': repeat('9'.repeat(300)),
  'one long string (baseline)': JSON.stringify({ email: 'x'.repeat(SIZE - 20) }),
  '60 KB: numbers': repeat('1', UNDER_LIMIT),
  '60 KB: empty objects': repeat('{}', UNDER_LIMIT),
  '60 KB: deep, under the limit': repeat(deepChunk, UNDER_LIMIT),
  '60 KB: many keys': `{${Array.from({ length: 5_000 }, (_, i) => `"k${i}":1`).join(',')}}`,
  '60 KB: "\\u0000" escapes': JSON.stringify({ email: '\u0000'.repeat(9_900) }),
};

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'visadesk-bench-')),
  WEB_DIST_DIR: join(tmpdir(), 'visadesk-no-web-build'),
  SEED_DEMO_DATA: 'false',
  MAX_EVENT_LOOP_DELAY_MS: '0',
  MAX_HEAP_USED_BYTES: '0',
});
const database = await createDb({ migrationsFolder: config.MIGRATIONS_DIR });
await database.migrate();
const app = await buildApp({ config, database, logger: false, jobs: { worker: false } });
await app.ready();
await seedDemoData(app, { requests: 0 });
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/loginAdmin',
  payload: { email: DEMO_ADMIN_EMAIL, password: demoAdminPassword(config) },
});
const token = (login.json() as { access_token: string }).access_token;

const TARGETS: { name: string; url: string; method?: 'POST' | 'PATCH'; auth?: boolean }[] = [
  { name: '(a) no such route', url: '/api/no-such-route' },
  { name: '(b) POST /api/visa, no token', url: '/api/visa' },
  { name: '(c) POST /api/auth/loginAdmin', url: '/api/auth/loginAdmin' },
  { name: '(c) POST /api/auth/registerUser', url: '/api/auth/registerUser' },
  { name: '(c) POST /api/ticket (contact)', url: '/api/ticket' },
  { name: '(d) POST /api/visa, admin token', url: '/api/visa', auth: true },
];

let address = 0;
/** A fresh 127.x.y.z per request: each public request is the first of its address. */
const nextAddress = () => {
  address += 1;
  return `127.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

async function timeOne(target: (typeof TARGETS)[number], body: string) {
  const started = performance.now();
  const res = await app.inject({
    method: target.method ?? 'POST',
    url: target.url,
    remoteAddress: nextAddress(),
    headers: {
      'content-type': 'application/json',
      ...(target.auth ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: body,
  });
  return { ms: performance.now() - started, status: res.statusCode };
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const rows: string[] = [];
const worst = new Map<string, { ms: number; body: string }>();
for (const target of TARGETS) {
  for (const [name, body] of Object.entries(BODIES)) {
    await timeOne(target, body); // warm-up
    const times: number[] = [];
    let status = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const one = await timeOne(target, body);
      times.push(one.ms);
      status = one.status;
    }
    times.sort((x, y) => x - y);
    const median = times[Math.floor(times.length / 2)]!;
    const max = times[times.length - 1]!;
    rows.push(`| ${target.name} | ${name} | ${status} | ${median.toFixed(1)} | ${max.toFixed(1)} |`);
    if (median > (worst.get(target.name)?.ms ?? -1)) worst.set(target.name, { ms: median, body: name });
  }
}
console.log('| route | body (~0.9 MB unless named) | status | median ms | max ms |\n|---|---|---|---|---|');
console.log(rows.join('\n'));
console.log('\nWorst body per route:');
for (const [target, { ms, body }] of worst) console.log(`- ${target}: ${body}, ${ms.toFixed(1)} ms`);
await app.close();
await database.close();
