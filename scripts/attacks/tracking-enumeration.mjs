#!/usr/bin/env node
// Attack: enumerate requests through the public tracking lookup. From 22 loopback source
// addresses, 400 sequential references (VD-<year>-000001 …) with one known email, spread over
// the three doors: the API route, the portal's /track and /ar/track. Prints what came back and
// exits non-zero if any answer revealed a request, or if no limit (429) ever triggered.
//
//   node scripts/attacks/tracking-enumeration.mjs [baseUrl] [portalUrl] [knownEmail]
//
// baseUrl defaults to http://127.0.0.1:4300, portalUrl to the same host on port + 1 (the demo's
// portal), knownEmail to the demo applicant's address (their family's requests carry it).
import http from 'node:http';

const base = new URL(process.argv[2] ?? 'http://127.0.0.1:4300');
const portal = new URL(
  process.argv[3] ?? `${base.protocol}//${base.hostname}:${Number(base.port || 80) + 1}`,
);
const email = process.argv[4] ?? 'applicant@visadesk.test';
const ADDRESSES = Array.from({ length: 22 }, (_, i) => `127.0.0.${i + 2}`);
const GUESSES = 400;
const year = new Date().getUTCFullYear();

function get(url, localAddress) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.get(url, { localAddress, agent: false, timeout: 10_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode, body, ms: performance.now() - started }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) =>
      resolve({ status: 0, body: String(error.message), ms: performance.now() - started }),
    );
  });
}

// What a door reveals: the API's JSON with a status, or the page's result card.
const doors = [
  {
    name: 'API /api/requests/public-find-request-info',
    url: (ref) =>
      new URL(`/api/requests/public-find-request-info/${ref}?email=${encodeURIComponent(email)}`, base),
    revealed: (r) => r.status === 200 && /"status"\s*:/.test(r.body),
  },
  {
    name: 'portal /track',
    url: (ref) => new URL(`/track?reference=${ref}&secret=${encodeURIComponent(email)}`, portal),
    revealed: (r) => r.status === 200 && r.body.includes('id="result-heading"'),
  },
  {
    name: 'portal /ar/track',
    url: (ref) => new URL(`/ar/track?reference=${ref}&secret=${encodeURIComponent(email)}`, portal),
    revealed: (r) => r.status === 200 && r.body.includes('id="result-heading"'),
  },
];

const tally = doors.map(() => ({ sent: 0, revealed: 0, limited: 0, statuses: {} }));
const leaks = [];
const started = performance.now();
let next = 0;
// One worker per source address, each taking the next guess: 22 addresses in parallel.
await Promise.all(
  ADDRESSES.map(async (address) => {
    while (next < GUESSES) {
      const i = next++;
      const ref = `VD-${year}-${String(i + 1).padStart(6, '0')}`;
      const door = i % doors.length;
      const res = await get(doors[door].url(ref), address);
      const t = tally[door];
      t.sent++;
      t.statuses[res.status] = (t.statuses[res.status] ?? 0) + 1;
      if (res.status === 429) t.limited++;
      if (doors[door].revealed(res)) {
        t.revealed++;
        if (leaks.length < 5)
          leaks.push(`${doors[door].name} ${ref}: ${res.body.slice(0, 160).replace(/\s+/g, ' ')}`);
      }
    }
  }),
);
const seconds = (performance.now() - started) / 1000;

console.log(`tracking enumeration against ${base.origin} (portal ${portal.origin}), email ${email}`);
console.log(
  `${GUESSES} sequential references from ${ADDRESSES.length} source addresses in ${seconds.toFixed(2)} s`,
);
for (const [i, door] of doors.entries()) {
  const t = tally[i];
  console.log(
    `  ${door.name}: ${t.sent} sent, ${t.revealed} revealed a request, ${t.limited} got 429; statuses ${JSON.stringify(t.statuses)}`,
  );
}
const revealed = tally.reduce((n, t) => n + t.revealed, 0);
const limited = tally.reduce((n, t) => n + t.limited, 0);
const unreachable = tally.reduce((n, t) => n + (t.statuses[0] ?? 0), 0);
for (const leak of leaks) console.log(`  leaked: ${leak}`);
console.log(`total: ${revealed} revealed, ${limited} limited (429), ${unreachable} without an answer`);
if (unreachable === GUESSES) {
  console.log('FAIL: the server did not answer (is it running on these ports?)');
  process.exit(2);
}
if (revealed > 0) {
  console.log('FAIL: the lookup revealed requests to a reference scan');
  process.exit(1);
}
if (limited === 0) {
  console.log('FAIL: no limit triggered for 400 guesses with one email from 22 addresses');
  process.exit(1);
}
console.log('OK: nothing revealed, and the shared limit stopped the scan');
