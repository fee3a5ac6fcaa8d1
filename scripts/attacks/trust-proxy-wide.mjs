// Attack: TRUST_PROXY written as 256 /8s passes a per-range check and trusts every IPv4 client,
// so anyone can write their own address into X-Forwarded-For and sign-in rate limits never bite.
// Starts the built server (apps/api/dist/server.js) with that list on the base URL's port and
// reports whether it refused to start; if it listens, sends failed sign-ins with spoofed addresses
// and counts the 429s. Usage: node scripts/attacks/trust-proxy-wide.mjs [base URL] [--prod]
// (default http://127.0.0.1:4100; --prod: NODE_ENV=production settings). ATTACK_TRUST_PROXY
// overrides the list (e.g. 127.0.0.0/8 to see the spoofing path work). Exits 1 if the attack works.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const base = new URL(process.argv[2]?.startsWith('http') ? process.argv[2] : 'http://127.0.0.1:4100');
const prod = process.argv.includes('--prod');
const list =
  process.env.ATTACK_TRUST_PROXY ?? Array.from({ length: 256 }, (_, i) => `${i}.0.0.0/8`).join(',');
const dataDir = mkdtempSync(join(tmpdir(), 'vd-trust-proxy-'));
const env = {
  ...process.env,
  PORT: base.port || '80',
  HOST: base.hostname,
  PORTAL_PORT: 'off',
  DATA_DIR: dataDir,
  TRUST_PROXY: list,
  LOGIN_RATE_LIMIT_MAX: '3',
  ...(prod
    ? {
        NODE_ENV: 'production',
        JWT_SECRET: 'trust-proxy-attack-secret-0123456789',
        PAYMENT_SANDBOX: 'false',
        ADMIN_EMAIL: 'director@agency.test',
        ADMIN_PASSWORD: 'Vq7!xPlm#92Tzr',
      }
    : { NODE_ENV: 'development', SEED_DEMO_DATA: 'false' }),
};
console.log(
  `starting the server (${prod ? 'production' : 'demo'}) with TRUST_PROXY of ${list.split(',').length} range(s)`,
);
const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
  env,
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
child.stdout.on('data', (d) => (output += d));
child.stderr.on('data', (d) => (output += d));
const outcome = await new Promise((resolve) => {
  const finish = (result) => {
    clearTimeout(timer);
    clearInterval(poll);
    resolve(result);
  };
  const timer = setTimeout(() => finish('timeout'), 60_000);
  const poll = setInterval(() => {
    if (output.includes('Server listening')) finish('listening');
  }, 200);
  child.on('exit', (code) => finish(`exited ${code}`));
});

let works = false;
if (outcome === 'listening') {
  const statuses = [];
  for (let i = 0; i < 8; i++) {
    const res = await fetch(new URL('/api/auth/loginAdmin', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
      body: JSON.stringify({ email: 'nobody@agency.test', password: 'wrong-password-1' }),
    });
    statuses.push(res.status);
  }
  const limited = statuses.filter((s) => s === 429).length;
  console.log(
    `server listened; 8 failed sign-ins from one client with spoofed X-Forwarded-For: ${statuses.join(' ')} (${limited} × 429, limit 3)`,
  );
  works = limited === 0;
} else {
  const reason = /TRUST_PROXY[^"\\]*/.exec(output)?.[0] ?? output.trim().split('\n').at(-1);
  console.log(`server ${outcome}: ${reason}`);
}
try {
  process.kill(-child.pid, 'SIGTERM');
} catch {}
await new Promise((r) => setTimeout(r, prod ? 6000 : 500));
try {
  process.kill(-child.pid, 'SIGKILL');
} catch {}
rmSync(dataDir, { recursive: true, force: true });
console.log(
  works
    ? 'RESULT: spoofed addresses are believed; the rate limit never bites'
    : 'RESULT: the attack does not work',
);
process.exit(works ? 1 : 0);
